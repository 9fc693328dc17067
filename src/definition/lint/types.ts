import type { Language } from '../languages.ts';

/** One problem a definition has: where (file and RFC 6901 pointer into it) and what. */
export interface Problem {
  /** The file, relative to the project root (`schemas/steps/registration.json`). */
  file: string;
  /** RFC 6901 JSON pointer into the file; `""` is the whole document. */
  pointer: string;
  message: string;
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
export type Report = (pointer: string, message: string) => void;
