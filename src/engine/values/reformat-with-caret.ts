export interface TextEdit {
  /** The input's text right after the edit. */
  raw: string;
  /** The caret (selectionStart) right after the edit. */
  caret: number;
  /** The text shown before the edit. */
  previous: string;
  /** The edit was a forward delete (the Delete key), so a removed separator takes the character after it. */
  forward?: boolean;
}

export interface Reformatted {
  text: string;
  caret: number;
}

function significantCount(text: string, isSeparator: (char: string) => boolean): number {
  let count = 0;
  for (const char of text) if (!isSeparator(char)) count += 1;
  return count;
}

function stripSeparators(text: string, isSeparator: (char: string) => boolean): string {
  return [...text].filter((char) => !isSeparator(char)).join('');
}

/**
 * Formats an edited text that shows separators the person does not type (spaces in an IBAN, the slash of a birth
 * number) and keeps the caret after the same typed character. Deleting only a separator deletes the character
 * beside it instead, or Backspace would be stuck in front of a separator that the format puts back.
 */
export function reformatWithCaret(
  edit: TextEdit,
  format: (raw: string) => string,
  isSeparator: (char: string) => boolean,
): Reformatted {
  let { raw, caret } = edit;
  const onlySeparatorDeleted =
    raw.length < edit.previous.length &&
    stripSeparators(raw, isSeparator) === stripSeparators(edit.previous, isSeparator);
  if (onlySeparatorDeleted) {
    if (edit.forward) {
      let index = caret;
      while (index < raw.length && isSeparator(raw.charAt(index))) index += 1;
      if (index < raw.length) raw = raw.slice(0, index) + raw.slice(index + 1);
    } else {
      let index = caret - 1;
      while (index >= 0 && isSeparator(raw.charAt(index))) index -= 1;
      if (index >= 0) {
        raw = raw.slice(0, index) + raw.slice(index + 1);
        caret = index;
      }
    }
  }
  const text = format(raw);
  if (caret >= raw.length) return { text, caret: text.length };
  const before = significantCount(raw.slice(0, caret), isSeparator);
  if (before === 0) return { text, caret: 0 };
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (isSeparator(text.charAt(index))) continue;
    seen += 1;
    if (seen === before) return { text, caret: index + 1 };
  }
  return { text, caret: text.length };
}
