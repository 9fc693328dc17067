// @vitest-environment node
import bg from '../../locales/bg/errors.json';
import en from '../../locales/en/errors.json';
import sk from '../../locales/sk/errors.json';
import type { EndpointName } from '../../src/api/endpoints';
import { rateLimitText } from '../../src/api/rate-limit-text';

type Key = keyof typeof sk;
const texts = { sk, en, bg } as const;

/** The text a person reads in `lang`, with the wait filled in as i18next would. */
function read(endpoint: EndpointName, retryAfter: number | undefined, lang: keyof typeof texts = 'sk') {
  const { titleKey, textKey, textValues } = rateLimitText(endpoint, retryAfter);
  const fill = (key: string) =>
    Object.entries(textValues ?? {}).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      texts[lang][key.replace(/^errors\./, '') as Key],
    );
  return { title: fill(titleKey), text: fill(textKey) };
}

describe('rateLimitText: each 429 in words that fit the call, with the wait', () => {
  it('a code request says no code was sent and when a new one can be asked for', () => {
    expect(read('sendEmailCode', 3600)).toEqual({
      title: 'Overovací kód nebol odoslaný',
      text: 'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať o 60 min.',
    });
    for (const endpoint of [
      'sendSmsCode',
      'sendSignCode',
      'sendSignCodeSfa',
      'requestSignCode',
      'requestSignCodeEmail',
    ] as const) {
      expect(read(endpoint, 61)).toEqual({
        title: 'Kód nebol odoslaný',
        text: 'Požiadali ste o príliš veľa kódov. Nový kód si môžete vyžiadať o 2 min.',
      });
    }
    expect(read('sendSmsCode', 300, 'en')).toEqual({
      title: 'The code was not sent',
      text: 'You have requested too many codes. You can request a new one in 5 min.',
    });
    expect(read('sendSmsCode', 300, 'bg').text).toBe(
      'Поискахте твърде много кодове. Можете да поискате нов след 5 мин.',
    );
  });

  it('a code check says the code was tried too often', () => {
    expect(read('verifySmsCode', 120)).toEqual({
      title: 'Chyba pri overovaní kódu',
      text: 'Kód ste zadávali príliš veľakrát. Skúste to znova o 2 min.',
    });
    expect(read('verifyEmailCode', 30).title).toBe('Chyba pri overení e-mailu');
  });

  it('a login says how many seconds or minutes it is slowed down; without Retry-After, SPEC §8’s text', () => {
    expect(read('login', 5)).toEqual({
      title: 'Prihlásenie sa nepodarilo',
      text: 'Príliš veľa neúspešných pokusov o prihlásenie. Z bezpečnostných dôvodov to skúste znova o 5 s.',
    });
    expect(read('login', 160, 'en').text).toBe(
      'Too many failed login attempts. For your security, please try again in 3 min.',
    );
    expect(read('login', 20, 'bg').text).toBe(
      'Твърде много неуспешни опити за вход. За вашата сигурност опитайте отново след 20 сек.',
    );
    expect(read('login', undefined).text).toBe(
      'Prekročili ste maximálny počet pokusov o prihlásenie. Skúste to znova o 5 minút.',
    );
  });

  it('a birth number refused too often, signing and password recovery', () => {
    expect(read('personalInfo', 3599).text).toBe(
      'Príliš veľa pokusov s rodným číslom, ktoré je už registrované. Skúste to znova o 60 min. alebo kontaktujte podporu.',
    );
    expect(read('personalChildInfo', 60).text).toContain('o 1 min.');
    expect(read('verifySignCode', 30)).toEqual({ title: sk.signPortfolioFailed, text: sk.tooManyAttempts });
    expect(read('forgotPassword', 30).text).toBe(sk.tooManyPasswordRecoveries);
    expect(read('countries', 90).text).toBe(
      'Odoslali ste príliš veľa požiadaviek za krátky čas. Skúste to znova o 2 min.',
    );
    expect(read('sendSmsCode', undefined)).toEqual({ title: 'Kód nebol odoslaný', text: sk.tooManyRequestsLater });
  });
});
