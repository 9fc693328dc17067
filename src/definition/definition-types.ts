/**
 * The definition format: one JSON file per step (`schemas/steps/*.json`) and per questionnaire section
 * (`schemas/questionnaire/*.json`), described for editors by `schemas/meta/definition.schema.json`.
 *
 * Every text is an i18n key (`locales/{sk,en,bg}`), never a literal:
 * - in `schema`: `title` and `description` of every property, and `title` of every `oneOf` option
 *   (`{ "const": value, "title": key }`), which is how a choice gets its label;
 * - in `uiSchema`: `ui:help`, `ui:placeholder`, and `ui:errorMessages` (keyword -> key) to give one field
 *   its own error text.
 * The renderer translates through the UI schema, so the schema object stays the one the validator was
 * compiled from.
 */
import type { JSONSchema7 } from 'json-schema';

/** How a step's data travels to the provider (DESIGN.md: JSON, form field, multipart). */
export type SubmitEncoding = 'json' | 'form' | 'multipart';

export interface SubmitSpec {
  /** Endpoint name of the provider table (src/api/endpoints.ts), e.g. `personalInfo`. */
  endpoint: string;
  encoding: SubmitEncoding;
  /** For `form`: the one form field that carries the data as JSON (e.g. `odpovede`, `strategies`). */
  field?: string;
}

/** A code that must be verified before the data is submitted (SPEC §4: e-mail code, then registration). */
export interface CodeCheck {
  kind: 'email' | 'sms';
  /** The field holding the e-mail or phone the code is sent to. */
  target: string;
  /** The field the person types the code into. */
  code: string;
}

/** A condition on the form data: the named field equals the value. */
export interface FieldEquals {
  field: string;
  equals: string | number | boolean;
}

/** Where to go after a successful submit: the first rule that matches, else `default`. */
export interface NextStep {
  default: string;
  rules?: { when: FieldEquals; to: string }[];
}

/** Checks across fields that JSON Schema cannot state, by name from the engine's registry. */
export interface CrossFieldCheck {
  /** Name in the engine's check registry, e.g. `sameAs`, `birthNumberMatchesBirthdate`, `notExpired`. */
  check: string;
  /** The field whose error it is. */
  field: string;
  /** Other fields the check reads. */
  with?: string[];
  /** i18n key of the message. */
  message: string;
}

/** A question's answer option in a questionnaire section: value, points, optional free text. */
export interface AnswerOption {
  const: string;
  /** i18n key of the label. */
  title: string;
  /** Points towards the risk profile, -10..12 (SPEC §9). */
  points?: number;
  /** The answer asks for a text too (e.g. area of activity for incomes over 2000 EUR). */
  freeText?: string;
}

export interface Definition {
  $schema?: string;
  id: string;
  /** Raised on every saved change; sent with every answer list so answers can be read against their questions. */
  version: string;
  kind: 'step' | 'questionnaire-section';
  /** i18n keys of the screen's heading and introduction. */
  title: string;
  description?: string;
  /** JSON Schema draft-07 of the data. */
  schema: JSONSchema7;
  /** RJSF UI schema (widget names from the engine's registry, texts as i18n keys). */
  uiSchema?: Record<string, unknown>;
  submit?: SubmitSpec;
  codeCheck?: CodeCheck;
  checks?: CrossFieldCheck[];
  next?: NextStep;
  /** FAQ cards shown in the footer: i18n key prefixes (`faq.{key}Q` / `faq.{key}A`). */
  faq?: string[];
}
