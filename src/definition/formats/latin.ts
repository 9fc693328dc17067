// Far above any name or address; the limit of a field is maxLength's job, this only bounds the work per call.
const MAX_INPUT_LENGTH = 1000;

// A letter of the Basic Latin, Latin-1 Supplement, Latin Extended-A/B or Latin Extended Additional blocks; the
// Script=Latin lookahead drops the non-letters inside those ranges (× and ÷). Combining marks (U+0300-U+036F) may
// follow a letter, so decomposed input ("S" + caron) passes like the composed "Š".
const LETTER = String.raw`(?=\p{Script=Latin})[A-Za-z\u00C0-\u024F\u1E00-\u1EFF][\u0300-\u036F]*`;
// Digits, the plain space and the punctuation of names and addresses. Control characters are not listed.
const OTHER = String.raw`[0-9 .,\-–'’‘\/&()°#:;"„“”+!?%]`;
// Every alternative starts with a character the others cannot, so a failing match backtracks in linear time.
const LATIN_TEXT = new RegExp(`^(?:${LETTER}|${OTHER})*$`, 'u');

/** Format `latin`: Latin letters (with diacritics), digits, spaces and name/address punctuation; "" passes. */
export function latin(value: string): boolean {
  return typeof value === 'string' && value.length <= MAX_INPUT_LENGTH && LATIN_TEXT.test(value);
}
