import { SchemaExamples } from '@rjsf/core';
import { type BaseInputTemplateProps, examplesId, getInputProps, labelValue } from '@rjsf/utils';
import { type ChangeEvent, type FocusEvent, useLayoutEffect, useRef } from 'react';
import { WholeLabelTextField } from '../widgets/whole-label-text-field';

export interface TextInputProps {
  field: BaseInputTemplateProps;
  /** What the input starts with; a new `generation` mounts it again with a new one. */
  initial: unknown;
  generation: number;
  describedBy: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (id: string, value: string) => void;
}

/**
 * The MUI text field of @rjsf/mui's BaseInputTemplate, uncontrolled: the typed text is the input's own, so a
 * keystroke re-renders nothing before its frame (MUI tracks whether it is filled by itself). A value from the
 * form that the field did not send comes as a new `generation`: the input is mounted again with it, and keeps
 * the focus if it had it.
 */
export function TextInput({ field, initial, generation, describedBy, onChange, onBlur }: TextInputProps) {
  const {
    id,
    htmlName,
    placeholder,
    required,
    readonly,
    disabled,
    type,
    label,
    hideLabel,
    autofocus,
    options,
    schema,
    rawErrors = [],
    onFocus,
  } = field;
  const { step, min, max, accept, ...rest } = getInputProps(schema, type, options);
  // The textarea widget renders this template with `multiline` and `rows`.
  const { multiline, rows } = field as { multiline?: boolean; rows?: number };
  const lines = multiline ? (rows ?? 1) : undefined;
  // The language of the text typed here when it is not the page's (WCAG 3.1.2), e.g. the studio's Bulgarian text.
  const lang = typeof options.lang === 'string' ? options.lang : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (focused.current) inputRef.current?.focus();
  }, [generation]);
  // Text already in the input when it mounts that the form does not have: typed into a prerendered page before the
  // app hydrated it (React leaves an input's text as it is then). The form takes it over as if typed now.
  const initialText = initial === undefined || initial === null ? '' : String(initial);
  const mountedText = useRef(initialText);
  const handOver = useRef(onChange);
  // Once: a screen kept for back and forward runs its layout effects again each time it is shown (React's Activity),
  // and the text typed since the mount then went to the form again as a change (issue 24).
  const mountChecked = useRef(false);
  useLayoutEffect(() => {
    if (mountChecked.current) return;
    mountChecked.current = true;
    const input = inputRef.current;
    if (input && input.value !== mountedText.current)
      handOver.current({ target: input, currentTarget: input } as unknown as ChangeEvent<HTMLInputElement>);
  }, []);

  // A question as a label (`ui:options.labelAbove`) stands above the field, where it can wrap; so does any label that
  // would not be whole in or on the field.
  return (
    <>
      <WholeLabelTextField
        key={generation}
        id={id}
        name={htmlName || id}
        placeholder={placeholder}
        label={labelValue(label || undefined, hideLabel, undefined)}
        labelAbove={options.labelAbove === true}
        autoFocus={autofocus}
        required={required}
        disabled={disabled || readonly}
        {...rest}
        multiline={multiline}
        // A plain textarea of `rows` lines that grows with the text by CSS (field-sizing; where a browser lacks it, the
        // text scrolls and the person can drag the field taller). Not MUI's autosize (TextareaAutosize), which
        // measured a copy of the textarea in a layout effect at every render, and so at every return to a kept screen
        // (React's Activity runs layout effects again as it shows it): the page's style and layout forced inside the
        // commit (issue 24: the back to the documents step at 4x CPU).
        rows={lines}
        sx={
          lines ? { '& textarea': { fieldSizing: 'content', minHeight: `${lines}lh`, resize: 'vertical' } } : undefined
        }
        defaultValue={initialText}
        error={rawErrors.length > 0}
        inputRef={inputRef}
        onChange={onChange}
        onFocus={(event: FocusEvent<HTMLInputElement>) => {
          focused.current = true;
          onFocus(id, event.target.value);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          focused.current = false;
          onBlur(id, event.target.value);
        }}
        slotProps={{
          ...field.slotProps,
          // MUI renders every multiline field with its autosize, unless told which element to render.
          ...(multiline ? { input: { ...field.slotProps?.input, inputComponent: 'textarea' } } : {}),
          htmlInput: {
            ...field.slotProps?.htmlInput,
            step,
            min,
            max,
            accept,
            lang,
            'aria-describedby': describedBy,
            ...(schema.examples ? { list: examplesId(id) } : {}),
          },
        }}
      />
      <SchemaExamples id={id} schema={schema} />
    </>
  );
}
