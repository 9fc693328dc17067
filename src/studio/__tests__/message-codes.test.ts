// @vitest-environment node
// The messages the definition core, the studio's diff and the registry's gates give as codes (src/definition/words.ts)
// each have a text in sk, en and bg (src/studio/texts, msg.<code>), with the same placeholders, and no text is left
// that no code uses; a diff, a lint problem and an analysis finding read in each language with no key left showing.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../definition/languages';
import { lintDefinitions } from '../../definition/lint/lint';
import { analyseQuestionnaire } from '../../definition/analysis/analyse-questionnaire';
import type { Words } from '../../definition/words';
import { definitionDiff } from '../diff/definition-diff';
import { wordsKey, wordsText } from '../diff/words-text';
import { createStudioI18n } from '../studio-i18n';
import bg from '../texts/bg.json';
import en from '../texts/en.json';
import sk from '../texts/sk.json';

const root = join(__dirname, '../../..');
const TEXTS = { sk, en, bg } as const;
const CODE =
  /['`]((?:diff|cond|lint|gate|golden|analysis|consistency|scoringTable|riskFigures|texts|audit|ajv)\.[A-Za-z]+)['`]/g;
/** Codes said by the renderer itself, or built from a language. */
const BUILT_IN = ['and', 'or', 'listSeparator', ...LANGUAGES.map((language) => `language.${language}`)];

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const usedCodes = [
  ...new Set(
    [
      'src/definition',
      'src/studio',
      'server/registry/definitions',
      'server/registry/texts',
      'server/registry/audit',
      'server/registry/compile',
    ]
      .flatMap(sources)
      .flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(CODE)].map((match) => match[1] as string)),
  ),
].sort();

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}
const messages = (language: keyof typeof TEXTS) => flatten((TEXTS[language] as { msg: unknown }).msg);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Every Words in a value (nested in parameters too). */
function allWords(value: unknown, out: Words[] = []): Words[] {
  if (Array.isArray(value)) for (const item of value) allWords(item, out);
  else if (value && typeof value === 'object') {
    if ('code' in value && typeof (value as Words).code === 'string') out.push(value as Words);
    for (const inner of Object.values(value)) allWords(inner, out);
  }
  return out;
}

describe('message codes', () => {
  it('are found in the sources (the scan works)', () => {
    expect(usedCodes.length).toBeGreaterThan(60);
    expect(usedCodes).toEqual(expect.arrayContaining(['diff.points', 'lint.textMissing', 'gate.versionNotRaised']));
  });

  it.each(['sk', 'en', 'bg'] as const)('each has a text in %s, none empty, none unused', (language) => {
    const texts = messages(language);
    const missing = [...usedCodes, ...BUILT_IN].filter((code) => !texts.get(code)?.trim());
    expect(missing).toEqual([]);
    const unused = [...texts.keys()].filter((key) => !usedCodes.includes(key) && !BUILT_IN.includes(key));
    expect(unused).toEqual([]);
  });

  it('keep the same placeholders in sk, en and bg', () => {
    for (const [code, text] of messages('en'))
      for (const language of ['sk', 'bg'] as const)
        expect({ code, language, p: placeholders(messages(language).get(code) ?? '') }).toEqual({
          code,
          language,
          p: placeholders(text),
        });
  });

  it('in English read exactly as the English words they stand beside (the command line, the evidence)', () => {
    const t = createStudioI18n('en').t;
    const file = 'schemas/questionnaire/e-sustainability.json';
    const saved = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown> & {
      schema: Record<string, unknown> & {
        required?: string[];
        properties: Record<string, { oneOf?: Record<string, unknown>[]; title: string }>;
      };
    };
    const edited = structuredClone(saved);
    const [first, second] = Object.entries(edited.schema.properties).filter(([, q]) => q.oneOf);
    first![1].oneOf![0]!.points = 7;
    first![1].oneOf!.push({ const: 'new_one', title: 'x.new', points: 2, freeText: 'note' });
    first![1].oneOf!.splice(1, 1);
    edited.schema.required = [...(edited.schema.required ?? []), 'ghost'];
    if (second) delete edited.schema.properties[second[0]];
    edited.schema.properties.added = { title: 'x.added', oneOf: [{ const: 'a', title: 'x.a' }] };
    const locales = { 'locales/en/x.json': { x: { added: 'Added?', new: 'New' } } };
    const changes = definitionDiff(saved, edited, {}, locales);
    expect(changes.length).toBeGreaterThan(3);
    for (const change of changes) {
      expect(wordsText(t, change.at!)).toBe(change.where);
      expect(wordsText(t, change.change!)).toBe(change.what);
      if (change.was) expect(wordsText(t, change.was)).toBe(change.before);
      if (change.now) expect(wordsText(t, change.now)).toBe(change.after);
    }
    const problems = lintDefinitions(
      [
        { file, definition: edited },
        { file: 'other.json', definition: edited },
      ],
      {
        metaSchema: JSON.parse(readFileSync(join(root, 'schemas/meta/definition.schema.json'), 'utf8')) as Record<
          string,
          unknown
        >,
        texts: { sk: new Map(), en: new Map(), bg: new Map() },
      },
    );
    const findings = analyseQuestionnaire([{ file, definition: edited }]).findings;
    const coded = [...problems, ...findings].filter((p) => p.words);
    expect(new Set(coded.map((p) => p.words!.code)).size).toBeGreaterThan(4);
    for (const problem of coded) expect(wordsText(t, problem.words!)).toBe(problem.message);
  });

  it('read a diff, a lint problem and an analysis finding in every language, no code left showing', () => {
    const file = 'schemas/questionnaire/e-sustainability.json';
    const saved = JSON.parse(readFileSync(join(root, file), 'utf8')) as {
      schema: { properties: Record<string, { oneOf?: { points?: number; title: string }[] }> };
    };
    const edited = structuredClone(saved);
    const question = Object.values(edited.schema.properties).find((q) => q.oneOf)!;
    question.oneOf![0]!.points = 7;
    const changes = definitionDiff(saved, edited, {}, {});
    const lint = lintDefinitions([{ file, definition: edited }], {
      metaSchema: JSON.parse(readFileSync(join(root, 'schemas/meta/definition.schema.json'), 'utf8')) as Record<
        string,
        unknown
      >,
      texts: { sk: new Map(), en: new Map(), bg: new Map() },
    });
    const analysis = analyseQuestionnaire([{ file, definition: edited }]);
    const said = [...allWords(changes), ...allWords(lint), ...allWords(analysis.findings)];
    expect(said.map((w) => w.code)).toEqual(expect.arrayContaining(['diff.points', 'lint.textMissing']));
    for (const language of LANGUAGES) {
      const t = createStudioI18n(language).t;
      for (const words of said) {
        const text = wordsText(t, words);
        expect({ code: words.code, text }).not.toEqual({ code: words.code, text: expect.stringContaining('msg.') });
        expect(text).not.toContain('{{');
      }
    }
    expect(wordsText(createStudioI18n('bg').t, changes[0]!.change!)).toBe('точки');
    expect(wordsKey('diff.points')).toBe('msg.diff.points');
  });
});
