// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const LANGS = ['sk', 'en', 'bg'] as const;
const root = join(__dirname, '..');

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

function texts(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(join(root, 'locales', lang)).filter((f) => f.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(join(root, 'locales', lang, file), 'utf8')), file.replace(/\.json$/, ''), out);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'sandbox' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('locales', () => {
  const byLang = Object.fromEntries(LANGS.map((lang) => [lang, texts(lang)])) as Record<
    (typeof LANGS)[number],
    Map<string, string>
  >;

  // Plural forms differ by language (Slovak has `_few`, English does not); `_other` is in every one.
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '_other');

  it.each(LANGS)('%s has every text the others have, none empty', (lang) => {
    const all = new Set(LANGS.flatMap((l) => [...byLang[l].keys()].map(base)));
    const missing = [...all].filter((key) => !byLang[lang].get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it("has every key the app names literally (t('…'), titleKey, textKey)", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(root, 'src'))) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\b(?:t|titleKey:|textKey:)\(?\s*'([a-z][\w-]*\.[\w.-]+)'/g))
        if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !byLang.sk.has(key) && !byLang.sk.has(`${key}_other`))).toEqual([]);
  });

  it('keeps placeholders the same in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, sk] of byLang.sk) {
      if (base(key) !== key && !byLang.en.has(key)) continue;
      for (const lang of ['en', 'bg'] as const)
        expect({ key, lang, p: placeholders(byLang[lang].get(key) ?? '') }).toEqual({ key, lang, p: placeholders(sk) });
    }
  });
});
