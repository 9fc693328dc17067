import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { optionId } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputA11yProps } from './input-a11y-props';
import type { EngineWidgetProps } from './types';

export type YesNoWidgetProps = EngineWidgetProps;

/**
 * A yes/no question: two radio buttons in a fieldset whose legend is the question, storing true or false. Nothing
 * is preselected; the arrow keys move between the two as native radios do.
 */
export function YesNoWidget(props: YesNoWidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, autofocus, rawErrors, value, onChange, onBlur, onFocus } =
    props;
  const { t } = useTranslation();
  const selected = value === true ? 'true' : value === false ? 'false' : '';
  const a11y = inputA11yProps(id, rawErrors);
  const inactive = disabled || readonly;
  const legendId = `${id}__label`;

  // Moving between Yes and No is not leaving the question.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(id, value);
  };
  const choices = [
    { answer: true, text: t('widgets.yesNo.yes') },
    { answer: false, text: t('widgets.yesNo.no') },
  ];

  return (
    <FormControl
      component="fieldset"
      id={id}
      required={required}
      disabled={inactive}
      error={(rawErrors?.length ?? 0) > 0}
      onBlur={handleBlur}
      onFocus={() => onFocus(id, value)}
    >
      <FormLabel
        id={legendId}
        component="legend"
        sx={
          hideLabel
            ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }
            : undefined
        }
      >
        {label}
      </FormLabel>
      {/* Named by the question too: some screen readers lose the legend once a radiogroup sits between it
          and the answers. */}
      <RadioGroup
        row
        name={id}
        aria-labelledby={legendId}
        value={selected}
        onChange={(_event: ChangeEvent<HTMLInputElement>, answer: string) => onChange(answer === 'true')}
      >
        {choices.map(({ answer, text }, index) => (
          <FormControlLabel
            key={String(answer)}
            value={String(answer)}
            label={text}
            control={
              <Radio id={optionId(id, index)} autoFocus={autofocus && index === 0} slotProps={{ input: { ...a11y } }} />
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
