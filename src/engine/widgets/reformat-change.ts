import type { ChangeEvent } from 'react';
import { type Reformatted, reformatWithCaret } from '../values/reformat-with-caret';

/**
 * What a keystroke makes of a field that shows separators the person does not type (birth number, IBAN): the input's
 * text formatted, the caret kept after the same typed character, Delete told from Backspace.
 */
export function reformatChange(
  event: ChangeEvent<HTMLInputElement>,
  previous: string,
  format: (raw: string) => string,
  isSeparator: (char: string) => boolean,
): Reformatted {
  const input = event.target;
  const inputType = (event.nativeEvent as InputEvent).inputType;
  return reformatWithCaret(
    {
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      previous,
      forward: inputType === 'deleteContentForward',
    },
    format,
    isSeparator,
  );
}
