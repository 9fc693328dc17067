// @vitest-environment node
import { readdirSync } from 'node:fs';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES } from '../languages';

describe('the languages', () => {
  it('are the folders of locales/, Slovak the fallback', () => {
    const folders = readdirSync('locales').filter((name) => /^[a-z]{2}$/.test(name));
    expect([...LANGUAGES].sort()).toEqual(folders.sort());
    expect(FALLBACK_LANGUAGE).toBe('sk');
  });

  it('tells a supported language from anything else', () => {
    expect(LANGUAGES.every(isLanguage)).toBe(true);
    for (const other of ['de', 'SK', '', undefined, null, 7]) expect(isLanguage(other)).toBe(false);
  });
});
