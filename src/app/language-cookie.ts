// Kept apart from i18n.ts, like language-choice.ts: the page's first script (src/main.tsx) writes it without i18next.
import { isLanguage, type Language } from '../definition/languages.ts';

/**
 * The language the person chose, for the servers (issue 24): a page whose address names no language (the verification
 * result after the identity provider's return) is sent prerendered in that language rather than in Slovak first
 * (deploy/nginx, vite preview: src/prerender/prerendered-pages.ts). It holds the language code only, nothing
 * personal, and mirrors the stored choice (wem_locale in local storage, stored-language.ts), which the app itself goes
 * by.
 */
export const LANGUAGE_COOKIE = 'wem_locale';

/** The language the cookie holds in a request's Cookie header, if one of ours (vite preview; nginx maps it alike). */
export function cookieLanguage(cookies: string | undefined): Language | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookies ?? '')?.[1];
  return isLanguage(value) ? value : undefined;
}

/** A year, renewed at every start, like the stored choice it mirrors, which never expires. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Puts `language` into the cookie, or takes the cookie away where no language is chosen (null, or not the app's).
 * SameSite=Lax, not Strict: the identity provider's return is a navigation from another site, with which a Strict
 * cookie is not sent.
 */
export function writeLanguageCookie(language: string | null): void {
  document.cookie = isLanguage(language)
    ? `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${MAX_AGE_S}; Secure; SameSite=Lax`
    : `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
}
