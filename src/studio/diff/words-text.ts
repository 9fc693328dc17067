import type { TFunction } from 'i18next';
import type { Words, WordsParam } from '../../definition/words';

/** The studio's text key of a message code. */
export const wordsKey = (code: string) => `msg.${code}`;

const JOINERS: Record<string, (t: TFunction) => string> = {
  all: (t) => ` ${t(wordsKey('and'))} `,
  any: (t) => ` ${t(wordsKey('or'))} `,
  list: (t) => t(wordsKey('listSeparator')),
  commas: () => ', ',
};

const isWords = (param: WordsParam): param is Words => typeof param === 'object' && 'code' in param;

/**
 * A message given as a code and parameters (src/definition/words.ts) in the studio's language: nested words are
 * said first; `all` joins its items with the language's "and", `list` with a separator, `data` is shown as it is.
 */
export function wordsText(t: TFunction, message: Words): string {
  const params = message.params ?? {};
  const say = (param: WordsParam): string =>
    typeof param === 'string' || typeof param === 'number'
      ? String(param)
      : isWords(param)
        ? wordsText(t, param)
        : param.map((item) => wordsText(t, item)).join(', ');
  if (message.code === 'data') return say(params.value ?? '');
  const items = params.items;
  const joiner = JOINERS[message.code];
  if (joiner && Array.isArray(items))
    return (items as readonly Words[]).map((item) => wordsText(t, item)).join(joiner(t));
  return t(wordsKey(message.code), Object.fromEntries(Object.entries(params).map(([key, value]) => [key, say(value)])));
}
