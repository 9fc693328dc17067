// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import bg from '../texts/bg.json';
import en from '../texts/en.json';
import sk from '../texts/sk.json';
import { createStudioI18n, preferredLanguage } from '../studio-i18n';

// The studio's own texts (src/studio/texts), like tests/locales.test.ts for the app's.
const TEXTS = { sk, en, bg } as const;
const LANGS = ['sk', 'en', 'bg'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

const byLang = Object.fromEntries(LANGS.map((lang) => [lang, flatten(TEXTS[lang])])) as Record<
  (typeof LANGS)[number],
  Map<string, string>
>;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'server' || entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the studio’s texts', () => {
  it.each(LANGS)('%s has the same texts as the others, none empty', (lang) => {
    const all = new Set(LANGS.flatMap((l) => [...byLang[l].keys()].map(base)));
    const own = new Set([...byLang[lang].keys()].map(base));
    expect([...all].filter((key) => !own.has(key))).toEqual([]);
    expect([...byLang[lang]].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });

  it.each(LANGS)(
    '%s has every plural form its language needs (Slovak one/few/many/other, Bulgarian one/other)',
    (lang) => {
      const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      const plurals = new Set([...byLang[lang].keys()].filter((key) => PLURAL.test(key)).map(base));
      expect(plurals.size).toBeGreaterThan(3);
      for (const key of plurals)
        expect({ key, forms: categories.filter((c) => !byLang[lang].has(`${key}_${c}`)) }).toEqual({ key, forms: [] });
    },
  );

  it('keeps the placeholders the same in every language', () => {
    for (const [key, text] of byLang.en) {
      // A singular may say "the error" instead of "1 error".
      if (key.endsWith('_one')) continue;
      for (const lang of ['sk', 'bg'] as const)
        expect({ key, lang, p: placeholders(byLang[lang].get(key) ?? '') }).toEqual({
          key,
          lang,
          p: placeholders(text),
        });
    }
  });

  it("has every key the studio names literally (t('…'))", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(__dirname, '..'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'(\w+)'/g)) if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(60);
    const known = (key: string) =>
      byLang.en.has(key) || byLang.en.has(`${key}_other`) || [...byLang.en.keys()].some((k) => k.startsWith(`${key}.`));
    expect([...used].filter((key) => !known(key))).toEqual([]);
  });

  it('chooses the stored language, else the browser’s, else Slovak', () => {
    expect(preferredLanguage(null, ['en-US', 'en'])).toBe('en');
    expect(preferredLanguage(null, ['de-DE', 'bg-BG'])).toBe('bg');
    expect(preferredLanguage(null, ['de-DE', 'cs'])).toBe('sk');
    expect(preferredLanguage(null, [])).toBe('sk');
    expect(preferredLanguage('bg', ['en-US'])).toBe('bg');
    expect(preferredLanguage('de', ['sk-SK'])).toBe('sk');
  });

  it('says plurals by each language’s rule', () => {
    const say = (lang: (typeof LANGS)[number], count: number) => createStudioI18n(lang).t('savedFiles', { count });
    expect([1, 2, 5].map((n) => say('sk', n))).toEqual([
      'Uložený 1 súbor.',
      'Uložené 2 súbory.',
      'Uložených 5 súborov.',
    ]);
    expect([1, 2].map((n) => say('bg', n))).toEqual(['Запазен е 1 файл.', 'Запазени са 2 файла.']);
    expect([1, 2].map((n) => say('en', n))).toEqual(['Saved 1 file.', 'Saved 2 files.']);
  });

  it('names golden sets one way in Slovak: "vzorová sada odpovedí", never "zlatá sada"', () => {
    const texts = [...byLang.sk.values()];
    expect(texts.filter((text) => /zlat/i.test(text))).toEqual([]);
    expect(byLang.sk.get('headingGolden')).toBe('Vzorové sady odpovedí');
    expect(byLang.sk.get('wfGateGolden')).toBe('Vzorové sady odpovedí');
    expect(byLang.sk.get('msg.gate.noGoldenSet')).toBe('žiadna vzorová sada odpovedí');
  });
});
