/**
 * A step's consents (the ticks of its `consents` object, e.g. the contracts step's) as pure changes of a parsed
 * definition: a consent is a boolean property sent to the provider under its name; a required one is `const: true`
 * and in `required`, with its own error message (ui:errorMessages), drawn by the engine's `consent` widget.
 */
import { isObject, type JsonObject } from '../../definition/json-object';

/** One tick of the step's consents, as the studio lists it. */
export interface Consent {
  name: string;
  /** The i18n key of the tick's text. */
  textKey?: string;
  /** The i18n key of the error shown when a required tick is not ticked. */
  errorKey?: string;
  required: boolean;
}

/** The name a consent is sent under: lower case, digits and underscores, as the provider's other fields. */
export const CONSENT_NAME = /^[a-z][a-z0-9_]*$/;

const object = (value: unknown): JsonObject | undefined => (isObject(value) ? value : undefined);

function consentsSchema(definition: JsonObject): JsonObject | undefined {
  const consents = object(object(object(definition.schema)?.properties)?.consents);
  return consents?.type === 'object' ? consents : undefined;
}

/** True when the step has a consents object the studio can add ticks to. */
export const hasConsents = (definition: JsonObject): boolean => consentsSchema(definition) !== undefined;

/** The ticks of one consents object (the step's, or one a branch adds), with their texts from the step's uiSchema. */
function ticksOf(schema: JsonObject | undefined, definition: JsonObject): Consent[] {
  const properties = object(schema?.properties) ?? {};
  const required = Array.isArray(schema?.required) ? schema.required : [];
  const ui = object(object(definition.uiSchema)?.consents) ?? {};
  return Object.entries(properties)
    .filter(([, property]) => object(property)?.type === 'boolean')
    .map(([name, property]) => {
      const messages = object(object(ui[name])?.['ui:errorMessages']);
      const title = object(property)?.title;
      const error = messages?.required ?? messages?.const;
      return {
        name,
        textKey: typeof title === 'string' ? title : undefined,
        errorKey: typeof error === 'string' ? error : undefined,
        required: required.includes(name),
      };
    });
}

/** The ticks declared at the consents object's top level, which the studio's form changes. */
export const consentsOf = (definition: JsonObject): Consent[] => ticksOf(consentsSchema(definition), definition);

/**
 * The ticks a branch of the step adds (`then` or `else` of its `if`, also under `allOf`): the agent's agreement on
 * the intermediary path. Listed for the compliance officer to see every tick a client may be asked for; changed in
 * the step's JSON, where their condition is.
 */
export function branchConsentsOf(definition: JsonObject): Consent[] {
  const schema = object(definition.schema);
  const conditions = [schema, ...(Array.isArray(schema?.allOf) ? schema.allOf.map(object) : [])];
  return conditions
    .flatMap((condition) => [object(condition?.then), object(condition?.else)])
    .flatMap((branch) => ticksOf(object(object(branch?.properties)?.consents), definition));
}

/** `marketing_profiling` -> `marketingProfiling`, the way the step's other text keys are made. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase());

/**
 * The text keys a new consent gets, beside the step's others (the consents' title `contracts.consentsTitle` ->
 * `contracts.marketingProfiling` and `contracts.marketingProfilingRequired`).
 */
export function consentKeys(definition: JsonObject, name: string): { textKey: string; errorKey: string } {
  const title = consentsSchema(definition)?.title;
  const namespace =
    (typeof title === 'string' ? title.split('.')[0] : undefined) ??
    (typeof definition.id === 'string' ? definition.id : 'consents');
  const base = `${namespace}.${camel(name)}`;
  return { textKey: base, errorKey: `${base}Required` };
}

/** Sets whether a consent must be ticked: `const: true` and listed in `required`, or neither. */
export function setConsentRequired(definition: JsonObject, name: string, required: boolean): void {
  const schema = consentsSchema(definition);
  const property = object(object(schema?.properties)?.[name]);
  if (!schema || !property) return;
  const list = Array.isArray(schema.required) ? schema.required.filter((entry) => entry !== name) : [];
  if (required) {
    property.const = true;
    list.push(name);
  } else delete property.const;
  if (list.length > 0) schema.required = list;
  else delete schema.required;
}

/** Adds a tick at the end of the consents, with its text and error keys and the `consent` widget. */
export function addConsent(definition: JsonObject, name: string, required: boolean): void {
  const schema = consentsSchema(definition);
  if (!schema) return;
  const { textKey, errorKey } = consentKeys(definition, name);
  if (!isObject(schema.properties)) schema.properties = {};
  (schema.properties as JsonObject)[name] = { type: 'boolean', title: textKey };
  setConsentRequired(definition, name, required);
  if (!isObject(definition.uiSchema)) definition.uiSchema = {};
  const uiSchema = definition.uiSchema as JsonObject;
  if (!isObject(uiSchema.consents)) uiSchema.consents = {};
  const ui = uiSchema.consents as JsonObject;
  ui[name] = { 'ui:widget': 'consent', 'ui:errorMessages': { required: errorKey, const: errorKey } };
  const order = ui['ui:order'];
  if (Array.isArray(order) && !order.includes('*')) order.push(name);
}

/** Removes a tick with its `required` entry and its UI schema (its texts stay in the locale files). */
export function removeConsent(definition: JsonObject, name: string): void {
  const schema = consentsSchema(definition);
  if (!schema) return;
  delete object(schema.properties)?.[name];
  if (Array.isArray(schema.required)) schema.required = schema.required.filter((entry) => entry !== name);
  const ui = object(object(definition.uiSchema)?.consents);
  if (!ui) return;
  delete ui[name];
  const order = ui['ui:order'];
  if (Array.isArray(order)) ui['ui:order'] = order.filter((entry) => entry !== name);
}
