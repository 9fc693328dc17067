/**
 * Completion of a definition's keys and values from the meta-schema (schemas/meta/definition.schema.json).
 *
 * Why not codemirror-json-schema: its schema lookup (json-schema-library 9, and 11 behaves the same) finds no
 * schema below the first `$ref` reached through `allOf` here, so inside a question or an answer option it
 * offered nothing. The meta-schema's shape is simple enough to walk directly: `$ref` (local), `allOf`,
 * `anyOf`, `oneOf`, `if`/`then`/`else` (both branches, a value may match either), `properties`,
 * `patternProperties`, `additionalProperties` and `items`.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorView, Tooltip } from '@codemirror/view';
import { valueAt } from '../../definition/json-pointer';
import { type JsonCursor, jsonCursorAt, keysOfObjectAt, type Segment } from './json-cursor';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolveRef(root: Schema, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  return valueAt(root, decodeURIComponent(ref.slice(1)));
}

/** A schema and every schema it brings in: a value there has to (or may) match each of them. */
export function branches(schema: unknown, root: Schema, seen: Set<Schema> = new Set()): Schema[] {
  if (!isSchema(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const out = [schema];
  if (typeof schema.$ref === 'string') out.push(...branches(resolveRef(root, schema.$ref), root, seen));
  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list)) for (const item of list) out.push(...branches(item, root, seen));
  }
  out.push(...branches(schema.then, root, seen), ...branches(schema.else, root, seen));
  return out;
}

function patternMatches(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(key);
  } catch {
    return false;
  }
}

/** The schemas of a child (an object's key or an array's index) of a value matching `schemas`. */
function childSchemas(schemas: readonly Schema[], segment: Segment, root: Schema): Schema[] {
  const children: unknown[] = [];
  for (const schema of schemas) {
    if ('key' in segment) {
      const direct = isSchema(schema.properties) ? schema.properties[segment.key] : undefined;
      const patterned = isSchema(schema.patternProperties)
        ? Object.entries(schema.patternProperties)
            .filter(([pattern]) => patternMatches(pattern, segment.key))
            .map(([, sub]) => sub)
        : [];
      if (direct !== undefined) children.push(direct);
      children.push(...patterned);
      if (direct === undefined && patterned.length === 0 && isSchema(schema.additionalProperties))
        children.push(schema.additionalProperties);
    } else if (Array.isArray(schema.items)) children.push(schema.items[segment.index] ?? schema.additionalItems);
    else if (schema.items !== undefined) children.push(schema.items);
  }
  return children.flatMap((child) => branches(child, root));
}

/** The schemas a value at `path` may match. */
export function schemasAt(root: Schema, path: readonly Segment[]): Schema[] {
  return path.reduce<Schema[]>((schemas, segment) => childSchemas(schemas, segment, root), branches(root, root));
}

export interface Suggestion {
  label: string;
  /** The JSON text it inserts (a key with `: `, or a value). */
  insert: string;
  detail?: string;
  info?: string;
  kind: 'property' | 'value';
}

/** A title (or type) and a description from the first of the schemas that has them. */
function summarize(all: readonly Schema[]): { detail?: string; info?: string } {
  const info = all.map((s) => s.description).find((d): d is string => typeof d === 'string');
  const title = all.map((s) => s.title).find((t): t is string => typeof t === 'string');
  const type = all.map((s) => s.type).find((t): t is string => typeof t === 'string');
  const hasEnum = all.some((s) => Array.isArray(s.enum));
  return { detail: title ?? type ?? (hasEnum ? 'one of a list' : undefined), info };
}

const describe = (schema: unknown, root: Schema) => summarize(branches(schema, root));

/** The keys the object at `path` may have, less those it has. */
export function keySuggestions(root: Schema, path: readonly Segment[], present: readonly string[]): Suggestion[] {
  const seen = new Set(present);
  const out: Suggestion[] = [];
  for (const schema of schemasAt(root, path)) {
    if (!isSchema(schema.properties)) continue;
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (seen.has(key)) continue;
      seen.add(key);
      const { detail, info } = describe(sub, root);
      out.push({
        label: key,
        insert: `${JSON.stringify(key)}: `,
        kind: 'property',
        detail: detail === key ? undefined : detail,
        info,
      });
    }
  }
  return out;
}

/** The values the meta-schema names for the value at `path` (enum, const, examples, booleans). */
export function valueSuggestions(root: Schema, path: readonly Segment[]): Suggestion[] {
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  const add = (value: unknown, detail: string, info?: string) => {
    const insert = JSON.stringify(value);
    if (insert === undefined || seen.has(insert)) return;
    seen.add(insert);
    out.push({ label: typeof value === 'string' ? value : insert, insert, detail, info, kind: 'value' });
  };
  for (const schema of schemasAt(root, path)) {
    const info = typeof schema.description === 'string' ? schema.description : undefined;
    const noun = typeof schema.title === 'string' ? schema.title : 'value';
    if (Array.isArray(schema.enum)) for (const value of schema.enum) add(value, noun, info);
    if ('const' in schema) add(schema.const, noun, info);
    if (schema.type === 'boolean') for (const value of [true, false]) add(value, 'boolean', info);
    if (Array.isArray(schema.examples)) for (const value of schema.examples) add(value, `example ${noun}`, info);
  }
  return out;
}

/** The suggestions at a cursor of a JSON text. */
export function suggestionsAt(root: Schema, text: string, cursor: JsonCursor): Suggestion[] {
  if (cursor.role === 'key') {
    const current = cursor.token ? cursor.token.text.replace(/^"|"$/g, '') : undefined;
    const present = keysOfObjectAt(text, cursor.containerStart).filter((key) => key !== current);
    return keySuggestions(root, cursor.path, present);
  }
  return cursor.segment ? valueSuggestions(root, [...cursor.path, cursor.segment]) : [];
}

/** Replaces the token at the cursor (as it is when the completion is accepted) with the suggestion's text. */
function applySuggestion(suggestion: Suggestion) {
  return (view: EditorView) => {
    const pos = view.state.selection.main.head;
    const text = view.state.doc.toString();
    const cursor = jsonCursorAt(text, pos);
    const from = cursor?.token?.from ?? pos;
    const to = cursor?.token?.to ?? pos;
    let insert = suggestion.insert;
    if (suggestion.kind === 'property') {
      if (cursor?.needsComma) insert = `, ${insert}`;
      // Renaming a key that already has its value: keep the `:` and the value.
      if (/^\s*:/.test(text.slice(to))) insert = insert.replace(/: $/, '');
    }
    view.dispatch({
      changes: { from, to, insert },
      selection: { anchor: from + insert.length },
      userEvent: 'input.complete',
      scrollIntoView: true,
    });
  };
}

/**
 * The CodeMirror completion source. As one types it answers inside a key or value being typed; Ctrl-Space
 * (explicit) answers anywhere a key or value can go.
 */
export function metaSchemaCompletion(metaSchema: () => Schema | undefined) {
  return (context: CompletionContext): CompletionResult | null => {
    const root = metaSchema();
    if (!root) return null;
    const text = context.state.doc.toString();
    const cursor = jsonCursorAt(text, context.pos);
    if (!cursor || (!cursor.token && !context.explicit)) return null;
    const suggestions = suggestionsAt(root, text, cursor);
    if (suggestions.length === 0) return null;
    // Match what is typed after an opening quote against the unquoted labels.
    const token = cursor.token;
    const from = token ? token.from + (token.text.startsWith('"') ? 1 : 0) : context.pos;
    const options: Completion[] = suggestions.map((suggestion) => ({
      label: suggestion.label,
      detail: suggestion.detail,
      info: suggestion.info,
      type: suggestion.kind === 'property' ? 'property' : 'constant',
      apply: applySuggestion(suggestion),
    }));
    return { from, to: context.pos, options, validFor: /^[\w$:.-]*$/ };
  };
}

/** What the meta-schema says of the key or value under the mouse: its title and description. */
export function metaSchemaHover(metaSchema: () => Schema | undefined) {
  return (view: EditorView, pos: number): Tooltip | null => {
    const root = metaSchema();
    if (!root) return null;
    const text = view.state.doc.toString();
    const cursor = [pos, pos + 1].map((at) => jsonCursorAt(text, at)).find((found) => found?.token);
    const token = cursor?.token;
    if (!cursor || !token) return null;
    const segment: Segment | undefined =
      cursor.role === 'key' ? { key: token.text.replace(/^"|"$/g, '') } : cursor.segment;
    if (!segment) return null;
    const { detail, info } = summarize(schemasAt(root, [...cursor.path, segment]));
    if (!detail && !info) return null;
    return {
      pos: token.from,
      end: token.to,
      above: true,
      create: () => {
        const dom = document.createElement('div');
        dom.className = 'cm-schema-hover';
        if (detail) dom.append(Object.assign(document.createElement('strong'), { textContent: detail }));
        if (detail && info) dom.append(document.createElement('br'));
        if (info) dom.append(info);
        return { dom };
      },
    };
  };
}
