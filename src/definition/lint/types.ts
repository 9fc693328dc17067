import type { Language } from '../languages.ts';
import type { Words } from '../words.ts';

/** One problem a definition has: where (file and RFC 6901 pointer into it) and what. */
export interface Problem {
  /** The file, relative to the project root (`schemas/steps/registration.json`). */
  file: string;
  /** RFC 6901 JSON pointer into the file; `""` is the whole document. */
  pointer: string;
  /** In English, for the command line and logs. */
  message: string;
  /** The message as a code and parameters the studio translates (absent for a few: AJV's own words). */
  words?: Words;
}

/** A definition to lint: its file name and its parsed JSON, or why it could not be parsed. */
export interface DefinitionSource {
  file: string;
  definition?: unknown;
  parseError?: string;
}

/** What the linter checks definitions against. */
export interface LintContext {
  /** schemas/meta/definition.schema.json. */
  metaSchema: Record<string, unknown>;
  /** Every text per language, by its full i18n key (`steps.registration.email.title`). */
  texts: Readonly<Record<Language, ReadonlyMap<string, string>>>;
}

/** Reports a problem at a pointer into the file being checked. */
export type Report = (pointer: string, message: string, words?: Words) => void;
