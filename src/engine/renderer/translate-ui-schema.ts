import type { JSONSchema7, JSONSchema7Definition } from 'json-schema';
import { declaredProperties } from '../../definition/schema/level-branches';

export type Translate = (key: string) => string;
type UiNode = Record<string, unknown>;

const TEXT_KEYS = ['ui:help', 'ui:placeholder'] as const;

function isSchema(value: JSONSchema7Definition | undefined): value is JSONSchema7 {
  return typeof value === 'object' && value !== null;
}

/**
 * The UI schema with every text translated: `ui:title` and `ui:description` from the schema's i18n keys,
 * `ui:help` and `ui:placeholder` from the UI schema's own keys, and `oneOf[i].ui:title` for each choice.
 * The JSON Schema itself is left alone: it must stay the exact object the validator was compiled from.
 * Properties of every branch (`then`/`else`, `allOf`/`anyOf`/`oneOf` items) are translated too, so conditional
 * fields are translated before they appear.
 */
export function translateUiSchema(schema: JSONSchema7, uiSchema: UiNode | undefined, t: Translate): UiNode {
  return translateNode(schema, uiSchema ?? {}, t, true);
}

function translateNode(schema: JSONSchema7, ui: UiNode, t: Translate, isRoot: boolean): UiNode {
  const out: UiNode = { ...ui };
  // The root's title and description are the screen's heading, which the page renders itself.
  if (!isRoot) {
    if (schema.title) out['ui:title'] = t(schema.title);
    if (schema.description) out['ui:description'] = t(schema.description);
  }
  for (const key of TEXT_KEYS) {
    const value = ui[key];
    if (typeof value === 'string') out[key] = t(value);
  }
  const link = ui['ui:helpLink'] as { href?: unknown; text?: unknown } | undefined;
  if (link && typeof link.text === 'string') out['ui:helpLink'] = { ...link, text: t(link.text) };
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices) {
    out[schema.oneOf ? 'oneOf' : 'anyOf'] = choices.map((choice) =>
      isSchema(choice) && choice.title ? { 'ui:title': t(choice.title) } : {},
    );
  }
  const items = Array.isArray(schema.items) ? undefined : schema.items;
  if (isSchema(items)) {
    out.items = translateNode(items, (ui.items as UiNode | undefined) ?? {}, t, false);
  }
  for (const [name, property] of Object.entries(collectProperties(schema))) {
    out[name] = translateNode(property, (ui[name] as UiNode | undefined) ?? {}, t, false);
  }
  return out;
}

/**
 * Properties of an object schema, including those that only its branches declare (levelBranches of the core). A
 * property declared both at its level and in a branch is the two together: a branch may add fields to a nested object
 * (the contracts step's agent consent, inside the consents, on the intermediary path only).
 */
function collectProperties(schema: JSONSchema7): Record<string, JSONSchema7> {
  const found: Record<string, JSONSchema7> = {};
  for (const { name, schema: property } of declaredProperties(schema)) {
    const known = found[name];
    found[name] = known ? joined(known, property as JSONSchema7) : (property as JSONSchema7);
  }
  return found;
}

/** Two declarations of one property: the keywords of both (the first's where both have one), properties joined. */
function joined(first: JSONSchema7, second: JSONSchema7): JSONSchema7 {
  const properties: Record<string, JSONSchema7Definition> = { ...second.properties };
  for (const [name, property] of Object.entries(first.properties ?? {})) {
    const other = properties[name];
    properties[name] = isSchema(property) && isSchema(other) ? joined(property, other) : property;
  }
  const both = { ...second, ...first };
  return first.properties || second.properties ? { ...both, properties } : both;
}
