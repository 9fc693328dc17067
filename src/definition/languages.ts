/** The languages of every text (locales/{sk,en,bg}): the app, the definitions, the provider and the studio. */
export const LANGUAGES = ['sk', 'en', 'bg'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language when none is asked for or the one asked for is not offered (SPEC: the app is Slovak first). */
export const FALLBACK_LANGUAGE: Language = 'sk';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);
