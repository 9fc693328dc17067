import { describe, expect, it } from 'vitest';
import { cookieLanguage } from '../../app/language-cookie';
import { prerenderedPageFor } from '../prerendered-pages';
import { matchesRoute, pageLanguage } from '../this-visits-page';

const rootWith = (mark: string) => {
  const root = document.createElement('div');
  root.dataset.prerendered = mark;
  return root;
};

describe('prerendered pages', () => {
  it('a route’s token matches one segment of the address, never none or two', () => {
    expect(matchesRoute('/sk/reset-password/:token', '/sk/reset-password/abc')).toBe(true);
    expect(matchesRoute('/sk/reset-password/:token', '/sk/reset-password/')).toBe(false);
    expect(matchesRoute('/sk/reset-password/:token', '/sk/reset-password')).toBe(false);
    expect(matchesRoute('/sk/reset-password/:token', '/sk/reset-password/abc/def')).toBe(false);
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/registration')).toBe(false);
  });

  it('the servers send a link’s page in the link’s language, and the app shell for the same page without its token', () => {
    expect(prerenderedPageFor('/en/reset-password/abc')?.file).toBe('reset-password.en.html');
    expect(prerenderedPageFor('/bg/investment-questionnaire/abc')?.file).toBe('update-questionnaire.bg.html');
    expect(prerenderedPageFor('/sk/new_strategy/abc')?.file).toBe('new-strategy.sk.html');
    // Once the app has taken the token out of the address, a reload has none: the page says so, not the prerender.
    expect(prerenderedPageFor('/en/reset-password')).toBeUndefined();
    expect(prerenderedPageFor('/sk/investment-questionnaire/')).toBeUndefined();
    expect(prerenderedPageFor('/xx/reset-password/abc')).toBeUndefined();
    expect(prerenderedPageFor('/registration')?.waitForAct).toBe(true);
  });

  it('the verification result, whose address names no language, is sent in the language cookie’s language', () => {
    const result = '/steps/verification-result/2ed3f5d8-866c-45c5-a297-3d76d72c383e';
    expect(prerenderedPageFor(result, cookieLanguage('wem_locale=en'))?.file).toBe('verification-result.en.html');
    expect(prerenderedPageFor(result, cookieLanguage('a=1; wem_locale=bg; b=2'))?.file).toBe(
      'verification-result.bg.html',
    );
    expect(prerenderedPageFor(result, cookieLanguage(undefined))?.file).toBe('verification-result.sk.html');
    expect(prerenderedPageFor(result, cookieLanguage('wem_locale=de'))?.file).toBe('verification-result.sk.html');
    expect(prerenderedPageFor(result, cookieLanguage('my_wem_locale=en'))?.file).toBe('verification-result.sk.html');
    // The forgotten-password page (reached from an e-mail or a bookmark) names no language either.
    expect(prerenderedPageFor('/forgot-password', cookieLanguage('wem_locale=bg'))?.file).toBe(
      'forgot-password.bg.html',
    );
    expect(prerenderedPageFor('/forgot-password', cookieLanguage(undefined))?.file).toBe('forgot-password.sk.html');
    expect(prerenderedPageFor('/forgot-password/x')).toBeUndefined();
    // Nor does the login, linked from the e-mails that bring a person back to a registration begun.
    expect(prerenderedPageFor('/login', cookieLanguage('wem_locale=en'))?.file).toBe('login.en.html');
    expect(prerenderedPageFor('/login', cookieLanguage(undefined))?.file).toBe('login.sk.html');
    expect(prerenderedPageFor('/en/login')).toBeUndefined();
    // An address with a language keeps it, whatever the cookie says.
    expect(prerenderedPageFor('/en/reset-password/abc', 'bg')?.file).toBe('reset-password.en.html');
    expect(prerenderedPageFor('/', 'en')?.file).toBe('index.html');
  });

  it('the page in the HTML is told by its language only at an address of its route (main.tsx hydrates it in that one)', () => {
    const root = rootWith('en:/en/reset-password/:token');
    expect(pageLanguage(root, '/en/reset-password/abc')).toBe('en');
    expect(pageLanguage(root, '/en/login')).toBeUndefined();
    expect(pageLanguage(document.createElement('div'), '/')).toBeUndefined();
  });
});
