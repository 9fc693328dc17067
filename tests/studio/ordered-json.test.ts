// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatJson, readLayout } from '../../src/studio/json/ordered-json';

const root = join(__dirname, '../..');
const files = ['schemas/steps', 'schemas/questionnaire', 'locales/sk', 'locales/en', 'locales/bg'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}/${name}`),
);

describe('ordered JSON', () => {
  it.each(files)('writes %s back byte for byte', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(formatJson(JSON.parse(text), readLayout(text))).toBe(text);
  });

  it('keeps the key order JavaScript would change ("dont_care" before "20")', () => {
    const text = '{\n  "dont_care": "a",\n  "20": "b",\n  "50": "c"\n}\n';
    const value = JSON.parse(text) as Record<string, string>;
    expect(Object.keys(value)[0]).toBe('20');
    expect(formatJson({ ...value, 50: 'd' }, readLayout(text))).toBe(
      '{\n  "dont_care": "a",\n  "20": "b",\n  "50": "d"\n}\n',
    );
  });

  it('writes a new answer on one line beside its siblings and a new locale group expanded like its siblings', () => {
    const definition = '{\n  "oneOf": [\n    { "const": "a", "points": 1 }\n  ]\n}\n';
    const value = JSON.parse(definition) as { oneOf: unknown[] };
    value.oneOf.push({ const: 'b', points: 2 });
    expect(formatJson(value, readLayout(definition))).toBe(
      '{\n  "oneOf": [\n    { "const": "a", "points": 1 },\n    { "const": "b", "points": 2 }\n  ]\n}\n',
    );

    const locale = '{\n  "q1": {\n    "title": "Q"\n  }\n}\n';
    expect(formatJson({ ...(JSON.parse(locale) as object), q2: { title: 'R' } }, readLayout(locale))).toBe(
      '{\n  "q1": {\n    "title": "Q"\n  },\n  "q2": {\n    "title": "R"\n  }\n}\n',
    );
  });

  it('has no layout for text that is not JSON, and places of values for JSON pointers', () => {
    expect(readLayout('{ "a": ')).toBeUndefined();
    const text = '{ "a": { "b~/c": [1, 22] } }';
    const layout = readLayout(text);
    const node = layout?.get('/a/b~0~1c/1');
    expect(node && text.slice(node.start, node.end)).toBe('22');
  });
});
