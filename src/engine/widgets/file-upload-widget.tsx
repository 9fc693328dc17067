import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormLabel, Stack, Typography } from '@mui/material';
import {
  type CSSProperties,
  type ChangeEvent,
  type DragEvent,
  type FocusEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { FileStore } from '../files/file-store';
import { type UploadRefusal, prepareUpload } from '../files/prepare-upload';
import { formatFileSize } from '../values/format-file-size';
import { ImageThumbnail } from './image-thumbnail';
import { inputA11yProps } from './input-a11y-props';
import type { EngineWidgetProps } from './types';
import { useLanguage } from './use-language';

export type FileUploadWidgetProps = EngineWidgetProps;

// What the provider accepts; the content is checked again by its magic bytes, whatever the name says.
const ACCEPT = 'image/jpeg,image/png,application/pdf';
const PHOTO_ACCEPT = 'image/jpeg,image/png';
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_IMAGE_EDGE = 2000;

// Hidden from sight but not from the accessibility tree, so the field's <label> still names a real input.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const REFUSAL_KEY: Record<UploadRefusal, string> = {
  type: 'widgets.file.wrongType',
  size: 'widgets.file.tooLarge',
  unreadable: 'widgets.file.unreadable',
};

// `capture: true` means the back camera (documents); "user" or "environment" name the camera.
function cameraOf(option: unknown): 'user' | 'environment' | undefined {
  if (option === true) return 'environment';
  return option === 'user' || option === 'environment' ? option : undefined;
}

function positiveNumber(option: unknown, fallback: number): number {
  return typeof option === 'number' && Number.isFinite(option) && option > 0 ? option : fallback;
}

/**
 * A document upload: a drop area, a button to choose a file and, with `options.capture` (true, "environment" or
 * "user"), one to take a photo.
 * Accepts JPEG, PNG and PDF by content, scales large photos down, refuses files over `options.maxBytes` with its
 * own message, and previews the file with a remove button. The file goes to `formContext.files`; the form data
 * holds its id.
 */
export function FileUploadWidget(props: FileUploadWidgetProps) {
  const {
    id,
    label,
    hideLabel,
    required,
    disabled,
    readonly,
    autofocus,
    rawErrors,
    value,
    options,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const context = props.registry.formContext;
  // Without a store from the app the widget still works on its own, but the app could not send the file.
  const [ownStore] = useState(() => new FileStore());
  const store = context.files ?? ownStore;
  const maxBytes = positiveNumber(options.maxBytes, DEFAULT_MAX_BYTES);
  const maxImageEdge = positiveNumber(options.maxImageEdge, DEFAULT_MAX_IMAGE_EDGE);
  const camera = cameraOf(options.capture);

  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [dragging, setDragging] = useState(false);
  const chooseButton = useRef<HTMLButtonElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const cameraInput = useRef<HTMLInputElement | null>(null);

  const file = FileStore.isFileId(value) ? store.get(value) : undefined;
  // An id whose file is gone (the page was reloaded) is no answer: clear it so the field asks again.
  useEffect(() => {
    if (FileStore.isFileId(value) && !store.has(value)) onChange(undefined);
  }, [value, store, onChange]);

  const inactive = disabled || readonly;
  const inputId = `${id}__file`;
  const labelId = `${id}__label`;
  const chooseTextId = `${id}__choose-text`;
  const hintId = `${id}__hint`;
  const messageId = `${id}__message`;
  const maxSize = formatFileSize(maxBytes, language);

  const accept = async (chosen: File) => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    const result = await prepareUpload(chosen, { maxBytes, maxImageEdge }).catch(
      () => ({ ok: false, reason: 'unreadable' }) as const,
    );
    setBusy(false);
    if (!result.ok) {
      setMessage(t(REFUSAL_KEY[result.reason], { name: chosen.name, max: maxSize }));
      return;
    }
    if (FileStore.isFileId(value)) store.remove(value);
    onChange(store.put(result.file));
  };

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    if (chosen) void accept(chosen);
  };
  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    if (inactive) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!inactive && dropped) void accept(dropped);
  };
  const remove = () => {
    store.remove(value);
    setMessage('');
    onChange(undefined);
    // The remove button disappears with the preview; keep the keyboard in the field.
    chooseButton.current?.focus();
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
  };

  const a11y = inputA11yProps(id, rawErrors, hintId, messageId);

  return (
    <Box onBlur={handleBlur} onFocus={() => onFocus(id, value)}>
      {hideLabel ? null : (
        <FormLabel id={labelId} htmlFor={inputId} required={required} sx={{ display: 'block', mb: 1 }}>
          {label}
        </FormLabel>
      )}
      <Box
        onDragOver={handleDragOver}
        onDragEnter={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        sx={{
          position: 'relative',
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: dragging ? 'primary.main' : (rawErrors?.length ?? 0) > 0 ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {t('widgets.file.dropHere')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button
            id={id}
            ref={chooseButton}
            variant="contained"
            startIcon={<UploadFileIcon />}
            // Not disabled while busy: a disabled button loses the keyboard focus it has after the file dialog.
            disabled={inactive}
            aria-disabled={busy || undefined}
            autoFocus={autofocus}
            onClick={() => {
              if (!busy) fileInput.current?.click();
            }}
            {...a11y}
            // "Choose a file" alone would not say for which document.
            aria-labelledby={hideLabel ? undefined : `${chooseTextId} ${labelId}`}
            aria-label={hideLabel ? `${t('widgets.file.choose')} ${label}` : undefined}
          >
            <span id={chooseTextId}>
              {t(busy ? 'widgets.file.processing' : file ? 'widgets.file.chooseAnother' : 'widgets.file.choose')}
            </span>
          </Button>
          {camera ? (
            <Button
              variant="outlined"
              startIcon={<PhotoCameraIcon />}
              disabled={inactive}
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) cameraInput.current?.click();
              }}
              aria-describedby={a11y['aria-describedby']}
            >
              {t('widgets.file.takePhoto')}
            </Button>
          ) : null}
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('widgets.file.hint', { max: maxSize })}
        </Typography>
        {/* The real inputs, after the buttons so a failed continue focuses the button; out of the tab order. */}
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          accept={ACCEPT}
          tabIndex={-1}
          disabled={inactive}
          onChange={handleInput}
          style={VISUALLY_HIDDEN}
          {...a11y}
        />
        {camera ? (
          <input
            ref={cameraInput}
            id={`${id}__camera`}
            type="file"
            accept={PHOTO_ACCEPT}
            capture={camera}
            tabIndex={-1}
            aria-hidden
            disabled={inactive}
            onChange={handleInput}
            style={VISUALLY_HIDDEN}
          />
        ) : null}
      </Box>
      <Typography id={messageId} role="alert" variant="body2" color="error" sx={{ mt: message ? 1 : 0 }}>
        {message}
      </Typography>
      {file ? (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {file.type === 'application/pdf' ? (
            <PictureAsPdfIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
          ) : (
            <ImageThumbnail file={file} alt={t('widgets.file.preview', { name: file.name })} />
          )}
          <Box sx={{ minWidth: 0, flex: '1 1 8rem' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatFileSize(file.size, language)}
            </Typography>
          </Box>
          <Button
            variant="text"
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={disabled || readonly}
            onClick={remove}
            aria-label={t('widgets.file.removeNamed', { name: file.name })}
          >
            {t('widgets.file.remove')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
