import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../definition/languages.ts';
import { matchesRoute } from './this-visits-page.ts';

/**
 * A page the build puts into the HTML (src/prerender/README.md): the route it stands for (`:name` matches one
 * segment of the address: a token, a lead id), the language it is rendered in, the file the servers send for it
 * (build/vite-plugin-prerender.ts, vite preview, deploy/nginx) and whether the app waits for the person's first act
 * before loading (the landing page and the registration step, whose first paint is what Lighthouse measures) or
 * starts at once (a link's page: the link has to be read and the provider asked).
 */
export interface PrerenderedPage {
  route: string;
  language: Language;
  file: string;
  waitForAct: boolean;
  /** The route table's name of the page's screen, whose code and texts the page asks for with the HTML. */
  screen?: string;
}

const perLanguage = (screen: string, route: (lang: Language) => string): PrerenderedPage[] =>
  LANGUAGES.map((language) => ({
    route: route(language),
    language,
    file: `${screen}.${language}.html`,
    waitForAct: false,
    screen,
  }));

/**
 * Issue 24: besides the landing page and the registration step, the pages reached by a full page load from outside
 * the app (an e-mailed link, the identity provider's return) are in the HTML, so their heading is painted with the
 * HTML, one round trip after navigation start, instead of after the app's code and texts (5 to 9 s on a slow 4G
 * phone). A client link's page holds its heading and the wait (the link is opened by the app); the reset-password page
 * its form. The verification result has no language in its address: it is made in each language too, and the servers
 * send the one of the language cookie (src/app/language-cookie.ts; Slovak without one), so a person who chose English
 * or Bulgarian never sees it in Slovak first.
 */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { route: '/', language: FALLBACK_LANGUAGE, file: 'index.html', waitForAct: true },
  { route: '/registration', language: FALLBACK_LANGUAGE, file: 'registration.html', waitForAct: true },
  ...perLanguage('reset-password', (lang) => `/${lang}/reset-password/:token`),
  ...perLanguage('update-questionnaire', (lang) => `/${lang}/investment-questionnaire/:token`),
  ...perLanguage('update-questionnaire-info', (lang) => `/${lang}/questionnaire-info/:token`),
  ...perLanguage('new-strategy', (lang) => `/${lang}/new_strategy/:token`),
  ...perLanguage('verification-result', () => '/steps/verification-result/:uuid'),
  // "Forgot your password?" and the login, followed from an e-mail (the sandbox's e-mails link both) or a bookmark:
  // served shell.html, their heading waited for the app's code, then the screen's, then the screen's texts, one after
  // another (the login: 0.8 to 1.0 s at normal speed, 7.6 to 8.3 s at 4x CPU with slow 4G). Their addresses name no
  // language either: the cookie's page, as above.
  ...perLanguage('forgot-password', () => '/forgot-password'),
  ...perLanguage('login', () => '/login'),
];

/**
 * The prerendered page the servers send for `pathname`, if any: where the address names no language, the page in the
 * `chosen` language (the language cookie's, cookieLanguage of src/app/language-cookie.ts), else in Slovak.
 */
export function prerenderedPageFor(pathname: string, chosen?: Language): PrerenderedPage | undefined {
  const pages = PRERENDERED_PAGES.filter(({ route }) => matchesRoute(route, pathname));
  return (
    pages.find(({ language }) => language === chosen) ??
    pages.find(({ language }) => language === FALLBACK_LANGUAGE) ??
    pages[0]
  );
}

/** What `<div id="root" data-prerendered>` holds: the page's language and route. */
export const prerenderedMark = (page: PrerenderedPage): string => `${page.language}:${page.route}`;
