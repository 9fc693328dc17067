// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalHash, canonicalJson } from '../../src/definition/node/canonical-hash';
import { contentHash, missingTexts } from '../../server/registry/definitions/definition-content';
import { exportFiles, readRepository } from '../../server/registry/definitions/repository-files';

const root = join(__dirname, '../..');

describe('canonical serialisation', () => {
  it('sorts keys (integer-like ones too), drops whitespace and undefined members, keeps array order', () => {
    expect(canonicalJson({ b: [2, 1, { z: 1, a: 'é' }], '20': null, a: true, skip: undefined })).toBe(
      '{"20":null,"a":true,"b":[2,1,{"a":"é","z":1}]}',
    );
  });

  it('hashes equal content equally whatever the key order, and differently when a value differs', () => {
    expect(canonicalHash({ a: 1, b: { c: 'x', d: [1] } })).toBe(canonicalHash({ b: { d: [1], c: 'x' }, a: 1 }));
    expect(canonicalHash({ a: 1 })).not.toBe(canonicalHash({ a: 2 }));
    expect(canonicalHash({})).toBe('44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a');
  });
});

describe("the repository's definitions", () => {
  const snapshot = readRepository(root);

  it('are every step, questionnaire section, golden set and the scoring table, with texts in sk, en and bg', () => {
    // What the repository holds today, read from schemas/ itself (other work adds steps, sections and sets).
    const jsonIn = (folder: string) =>
      readdirSync(join(root, folder))
        .filter((name) => name.endsWith('.json'))
        .map((name) => `${folder}/${name}`)
        .sort();
    const kindOf = (path: string) => (JSON.parse(readFileSync(join(root, path), 'utf8')) as { kind?: unknown }).kind;
    const pathsOf = (kind: string) =>
      snapshot.definitions
        .filter((d) => d.kind === kind)
        .map((d) => d.path)
        .sort();
    expect(pathsOf('step')).toEqual(jsonIn('schemas/steps'));
    expect(pathsOf('questionnaire-section')).toEqual(
      jsonIn('schemas/questionnaire').filter((path) => kindOf(path) === 'questionnaire-section'),
    );
    expect(pathsOf('questionnaire-section')).toHaveLength(5);
    expect(pathsOf('golden-set')).toEqual(jsonIn('schemas/golden/sets'));
    expect(snapshot.definitions.find((d) => d.id === 'scoring')?.path).toBe('schemas/scoring.json');
    const section = snapshot.definitions.find((d) => d.id === 'questionnaire-a');
    expect(section?.texts.bg['questionnaire.a.title']).toBe(
      (JSON.parse(readFileSync(join(root, 'locales/bg/questionnaire.json'), 'utf8')) as { a: { title: string } }).a
        .title,
    );
    for (const definition of snapshot.definitions) expect(missingTexts(definition)).toEqual([]);
    expect(contentHash(section!)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('carry a text used with a count as its plural forms, each needed in sk, en and bg', () => {
    const plural = snapshot.definitions.flatMap((d) =>
      Object.keys(d.texts.en)
        .filter((key) => key.endsWith('_other'))
        .map((key) => ({ definition: d, key: key.slice(0, -'_other'.length) })),
    );
    expect(plural.map(({ key }) => key)).toContain('strategies.horizonYears');
    const strategies = plural.find(({ key }) => key === 'strategies.horizonYears')!.definition;
    expect(Object.keys(strategies.texts.sk)).toEqual(
      expect.arrayContaining([
        'strategies.horizonYears_one',
        'strategies.horizonYears_few',
        'strategies.horizonYears_many',
      ]),
    );
    for (const { definition, key } of plural) {
      const [namespace, ...path] = `${key}_one`.split('.');
      const bg = JSON.parse(readFileSync(join(root, `locales/bg/${namespace}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
      expect(definition.texts.bg[`${key}_one`]).toBe(path.reduce<unknown>((node, part) => (node as never)[part], bg));
      const withoutBg = structuredClone(definition);
      delete withoutBg.texts.bg[`${key}_other`];
      expect(missingTexts(withoutBg)).toEqual([{ key, languages: ['bg'] }]);
    }
  });

  it('export byte for byte the files they were read from when nothing changed', () => {
    const files = exportFiles(snapshot.definitions, snapshot.baseFiles);
    const again = readRepository(root);
    const expected = new Map([...again.baseFiles, ...again.definitions.map((d) => [d.path, d.text] as const)]);
    expect([...files.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, content] of files) expect(content, path).toBe(expected.get(path));
  });

  it('export a changed text into its locale file, in the file layout, the rest untouched', () => {
    const definitions = snapshot.definitions.map((d) =>
      d.id === 'questionnaire-a'
        ? { ...d, texts: { ...d.texts, bg: { ...d.texts.bg, 'questionnaire.a.title': 'Нов текст' } } }
        : d,
    );
    const files = exportFiles(definitions, snapshot.baseFiles);
    const before = snapshot.baseFiles.get('locales/bg/questionnaire.json')!;
    const after = files.get('locales/bg/questionnaire.json')!;
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual([expect.stringContaining('"title": "Нов текст"')]);
    expect(files.get('locales/en/questionnaire.json')).toBe(snapshot.baseFiles.get('locales/en/questionnaire.json'));
  });
});
