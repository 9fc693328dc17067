import { Box, Button, Chip, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import { fileLabel } from './file-label';

export interface FileHeaderProps {
  open: string;
  /** The focus lands here when another file is opened. */
  headingRef: Ref<HTMLHeadingElement>;
  version: unknown;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  saving: boolean;
  dirty: boolean;
}

/** The open file's name and version, with undo, redo and save (described by the save status below it). */
export function FileHeader(props: FileHeaderProps) {
  const { t } = useStudioTranslation();
  const { open, headingRef, version, canUndo, canRedo, onUndo, onRedo, onSave, saving, dirty } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h5" sx={{ flexGrow: 1, minWidth: 240 }}>
        {fileLabel(open)} {typeof version === 'string' && <Chip size="small" label={t('version', { version })} />}
      </Typography>
      <Button variant="outlined" onClick={onUndo} disabled={!canUndo}>
        {t('undo')}
      </Button>
      <Button variant="outlined" onClick={onRedo} disabled={!canRedo}>
        {t('redo')}
      </Button>
      <Button variant="contained" onClick={onSave} disabled={saving || !dirty} aria-describedby="save-status">
        {saving ? t('saving') : t('save')}
      </Button>
    </Box>
  );
}
