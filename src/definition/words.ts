/**
 * A message as data rather than English words: a stable code and its parameters. The studio translates it
 * (src/studio/texts, key `msg.<code>`), a stored gate report or diff keeps it, so it reads in any language later and
 * the evidence does not change with a wording. The English `message` next to it stays for the command line and logs.
 */
export interface Words {
  code: string;
  params?: Readonly<Record<string, WordsParam>>;
}

/** A parameter: data shown as it is (a slug, a value, a text), or words of its own (translated in turn). */
export type WordsParam = string | number | Words | readonly Words[];

export const words = (code: string, params?: Words['params']): Words => (params ? { code, params } : { code });

/** Several words read as one, joined by the language's "and" (`all`) or a list separator (`list`). */
export const allOf = (items: readonly Words[]): Words => words('all', { items });
/** …or by the language's "or" (`any`), a list separator (`list`), or a comma (`commas`). */
export const anyOf = (items: readonly Words[]): Words => words('any', { items });
export const listOf = (items: readonly Words[]): Words => words('list', { items });
export const commasOf = (items: readonly Words[]): Words => words('commas', { items });

/** A message in English (the command line, logs, the evidence page) and the same as a code the studio translates. */
export interface Said {
  message: string;
  words: Words;
}

export const said = (message: string, code: string, params?: Words['params']): Said => ({
  message,
  words: words(code, params),
});
