import { FormControl, Typography } from '@mui/material';
import { type FieldTemplateProps, getUiOptions } from '@rjsf/utils';

/** Widgets whose inputs (radios, checkboxes) tell the field's FormControl when they gain or lose focus. */
const CHOICE_WIDGETS = new Set(['radio', 'checkboxes', 'checkbox']);

// The question's label in the colour MUI gives it while one of its answers has focus, by CSS (see below).
const FOCUSED_LABEL = {
  '&:focus-within > .MuiFormLabel-root:not(.Mui-error):not(.Mui-disabled)': { color: 'primary.main' },
} as const;

/**
 * RJSF's MUI field template (the same FormControl, description, errors and help), except for choices. There
 * MUI's FormControl keeps a focused state that every radio and checkbox updates on focus and blur, and each
 * change re-renders all the answers of the question: moving with the arrow keys did it twice per key. For them
 * the FormControl is told it is never focused, and the one thing that state showed, the label's colour while
 * an answer has focus, comes from `:focus-within` instead.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    classNames,
    style,
    disabled,
    displayLabel,
    hidden,
    label,
    onKeyRename,
    onKeyRenameBlur,
    onRemoveProperty,
    readonly,
    required,
    rawErrors = [],
    errors,
    help,
    description,
    rawDescription,
    schema,
    uiSchema,
    registry,
  } = props;
  const uiOptions = getUiOptions(uiSchema);
  // The registry's template (definitions name no other in `ui:options`).
  const { WrapIfAdditionalTemplate } = registry.templates;
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  const widget =
    typeof uiOptions.widget === 'string' ? uiOptions.widget : schema.type === 'boolean' ? 'checkbox' : undefined;
  const isChoice = widget !== undefined && CHOICE_WIDGETS.has(widget);
  return (
    <WrapIfAdditionalTemplate
      classNames={classNames}
      style={style}
      disabled={disabled}
      id={id}
      label={label}
      displayLabel={displayLabel}
      rawDescription={rawDescription}
      onKeyRename={onKeyRename}
      onKeyRenameBlur={onKeyRenameBlur}
      onRemoveProperty={onRemoveProperty}
      readonly={readonly}
      required={required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
      <FormControl
        fullWidth
        error={rawErrors.length > 0}
        required={required}
        focused={isChoice ? false : undefined}
        sx={isChoice ? FOCUSED_LABEL : undefined}
      >
        {children}
        {displayLabel && uiOptions.widget !== 'checkbox' && rawDescription ? (
          <Typography variant="caption" color="textSecondary">
            {description}
          </Typography>
        ) : null}
        {errors}
        {help}
      </FormControl>
    </WrapIfAdditionalTemplate>
  );
}
