import { LANGUAGE_COOKIE, writeLanguageCookie } from '../language-cookie';
import { storeLanguage } from '../stored-language';

const cookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

describe('the language cookie the servers read (issue 24)', () => {
  afterEach(() => {
    writeLanguageCookie(null);
    localStorage.clear();
  });

  it('holds the language a person chooses, and nothing else', () => {
    storeLanguage('bg');
    expect(cookie()).toBe('bg');
    storeLanguage('en');
    expect(cookie()).toBe('en');
  });

  // happy-dom keeps an expired cookie with an empty value, which the servers read as none; a browser drops it.
  it('is taken away where no language of the app is chosen', () => {
    writeLanguageCookie('en');
    writeLanguageCookie(null);
    expect(cookie() ?? '').toBe('');
    writeLanguageCookie('en');
    writeLanguageCookie('en; Domain=example.com');
    expect(cookie() ?? '').toBe('');
  });
});
