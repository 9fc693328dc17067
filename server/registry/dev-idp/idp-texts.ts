/**
 * The development identity provider's pages in Slovak, English and Bulgarian: the language the sign-in asked for
 * (`ui_locales`, which the registry sends from the studio's language), else the browser's (Accept-Language), else
 * Slovak, the firm's language.
 */
export type IdpLanguage = 'sk' | 'en' | 'bg';

const LANGUAGES: readonly IdpLanguage[] = ['sk', 'en', 'bg'];

export interface IdpTexts {
  title: string;
  heading: string;
  intro: string;
  login: string;
  password: string;
  signIn: string;
  wrong: string;
  logoutHeading: string;
  logoutYes: string;
  logoutNo: string;
  loggedOutHeading: string;
  loggedOut: string;
  errorHeading: string;
  failed: string;
}

export const IDP_TEXTS: Record<IdpLanguage, IdpTexts> = {
  sk: {
    title: 'Prihlásenie · Vývojový poskytovateľ identity',
    heading: 'Prihlásenie do registra definícií',
    intro: 'Vývojový poskytovateľ identity: pripravení pracovníci sú uvedení v README.',
    login: 'Používateľské meno',
    password: 'Heslo',
    signIn: 'Prihlásiť sa',
    wrong: 'Nesprávne používateľské meno alebo heslo.',
    logoutHeading: 'Chcete sa odhlásiť aj u poskytovateľa identity?',
    logoutYes: 'Áno, odhlásiť ma',
    logoutNo: 'Nie, zostať prihlásený',
    loggedOutHeading: 'Odhlásené',
    loggedOut: 'Boli ste odhlásený.',
    errorHeading: 'Prihlásenie sa nepodarilo',
    failed: 'Prihlásenie sa nepodarilo. Začnite znova z registra.',
  },
  en: {
    title: 'Sign in · Development identity provider',
    heading: 'Sign in to the definition registry',
    intro: 'Development identity provider: the seeded staff are listed in the README.',
    login: 'User name',
    password: 'Password',
    signIn: 'Sign in',
    wrong: 'Wrong user name or password.',
    logoutHeading: 'Do you want to sign out of the identity provider too?',
    logoutYes: 'Yes, sign me out',
    logoutNo: 'No, stay signed in',
    loggedOutHeading: 'Signed out',
    loggedOut: 'You have been signed out.',
    errorHeading: 'Sign-in failed',
    failed: 'The sign-in failed. Start again from the registry.',
  },
  bg: {
    title: 'Вход · Доставчик на самоличност за разработка',
    heading: 'Вход в регистъра на дефинициите',
    intro: 'Доставчик на самоличност за разработка: подготвените служители са изброени в README.',
    login: 'Потребителско име',
    password: 'Парола',
    signIn: 'Вход',
    wrong: 'Грешно потребителско име или парола.',
    logoutHeading: 'Искате ли да излезете и от доставчика на самоличност?',
    logoutYes: 'Да, изход',
    logoutNo: 'Не, остани в системата',
    loggedOutHeading: 'Излязохте',
    loggedOut: 'Излязохте от системата.',
    errorHeading: 'Входът не бе успешен',
    failed: 'Входът не бе успешен. Започнете отново от регистъра.',
  },
};

/** The page's language: the first of `ui_locales` spoken here, else of Accept-Language (by its order), else sk. */
export function idpLanguage(uiLocales: unknown, acceptLanguage: string | undefined): IdpLanguage {
  const tags = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(/\s+/) : []),
    ...(acceptLanguage ?? '')
      .split(',')
      .map((part) => part.split(';')[0]?.trim() ?? '')
      .filter(Boolean),
  ];
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0] as IdpLanguage;
    if (LANGUAGES.includes(primary)) return primary;
  }
  return 'sk';
}
