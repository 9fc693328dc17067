import { pointerJoin } from '../json-pointer.ts';
import { isObject, type JsonObject } from '../json-object.ts';
import { LANGUAGES } from '../languages.ts';
import type { LintContext, Report } from '../lint/types.ts';
import { words } from '../words.ts';
import { walkSchema } from '../schema/walk-schema.ts';

/** The shape of an i18n key (the meta-schema's `i18nKey`): a value of another shape is the meta-schema's to report. */
export const I18N_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

/** An i18n key a definition uses, and where. */
export interface TextReference {
  pointer: string;
  key: string;
}

const UI_TEXTS = ['ui:help', 'ui:placeholder'];

/**
 * Every i18n key of a definition: its title and description; `title` and `description` anywhere in the schema
 * (answer options included; an option's `freeText` names a field, not a text); `ui:help`, `ui:placeholder` and
 * the `ui:errorMessages` and `ui:texts` values of the UI schema; `checks[].message`; and `faq.{key}Q` /
 * `faq.{key}A` for each FAQ card.
 */
export function textReferences(definition: JsonObject): TextReference[] {
  const out: TextReference[] = [];
  const add = (value: unknown, pointer: string) => {
    if (typeof value === 'string') out.push({ pointer, key: value });
  };
  add(definition.title, '/title');
  add(definition.description, '/description');
  walkSchema(definition.schema, '/schema', (node, pointer) => {
    for (const keyword of ['title', 'description']) add(node[keyword], pointerJoin(pointer, keyword));
  });
  const visitUi = (node: unknown, pointer: string) => {
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const at = pointerJoin(pointer, key);
      if (UI_TEXTS.includes(key)) add(value, at);
      else if (key === 'ui:helpLink' && isObject(value)) add(value.text, pointerJoin(at, 'text'));
      else if ((key === 'ui:errorMessages' || key === 'ui:texts') && isObject(value))
        for (const [name, message] of Object.entries(value)) add(message, pointerJoin(at, name));
      else if (!key.startsWith('ui:')) visitUi(value, at);
    }
  };
  visitUi(definition.uiSchema, '/uiSchema');
  if (Array.isArray(definition.checks)) {
    definition.checks.forEach((check, index) => {
      if (isObject(check)) add(check.message, pointerJoin('/checks', index, 'message'));
    });
  }
  // The consistency rules (schemas/questionnaire/consistency.json): each rule's texts and the adviser review's notice.
  if (Array.isArray(definition.rules)) {
    definition.rules.forEach((rule, index) => {
      if (!isObject(rule)) return;
      for (const key of ['title', 'text', 'confirm']) add(rule[key], pointerJoin('/rules', index, key));
    });
  }
  if (isObject(definition.adviserReview)) add(definition.adviserReview.notice, '/adviserReview/notice');
  if (Array.isArray(definition.faq)) {
    definition.faq.forEach((card, index) => {
      if (typeof card !== 'string') return;
      add(`faq.${card}Q`, pointerJoin('/faq', index));
      add(`faq.${card}A`, pointerJoin('/faq', index));
    });
  }
  return out;
}

/** Every i18n key of the definition has a non-empty text in sk, en and bg. */
export function checkTexts(definition: JsonObject, texts: LintContext['texts'], report: Report): void {
  for (const { pointer, key } of textReferences(definition)) {
    if (!I18N_KEY.test(key)) continue;
    // A text with plural forms (`key_one`, `key_other`…) is used by its key and a count: `_other` stands for it.
    const missing = LANGUAGES.filter(
      (language) => !(texts[language].get(key) ?? texts[language].get(`${key}_other`))?.trim(),
    );
    if (missing.length > 0)
      report(
        pointer,
        `text "${key}" is missing or empty in ${missing.join(', ')}`,
        words('lint.textMissing', { key, languages: missing.map((language) => words(`language.${language}`)) }),
      );
  }
}
