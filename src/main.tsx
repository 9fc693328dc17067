import { AUTH_COOKIE, readToken } from './api/cookies';
import { requestOnboardingTokenOnLoad } from './api/onboarding-token-on-load';
import { initialLanguage } from './app/language-choice';
import { LANGUAGE_COOKIE } from './app/language-cookie';
import { storedLanguage, storeLanguage } from './app/stored-language';
import { onNextAct, whenPersonActs } from './app/when-person-acts';
import { translateHashLink } from './app/routing/hash-link';
// Follows keys and pointers from now on, not from when the app's code arrives: on a prerendered page the person may
// log in by pressing Enter before it, and the heading the app then focuses must still show its ring.
import './app/routing/input-modality';
import { issueHeldPreloads } from './prerender/issue-held-preloads';
import { pageLanguage, waitsForAct } from './prerender/this-visits-page';

// An e-mailed link in hash form (/#/sk/investment-questionnaire/{token}) becomes its path form before anything
// reads the address: the language, the prerendered page's check and the router see the path form only.
translateHashLink();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const { pathname } = window.location;
// The page in the HTML is hydrated where it is what this visit shows (src/prerender/README.md), else replaced.
const shown = pageLanguage(root, pathname);
// The servers chose a page whose address names no language by the language cookie (src/app/language-cookie.ts), the
// app by the stored choice. Where the two disagree the cookie is the person's last choice: a choice writes it before
// the storage (storeLanguage), which may fail, and every start writes it anew from the stored choice, so it differs
// from the storage only where the storage missed or lost a later choice. So a page in the cookie's language is the
// one chosen, and the app starts in it. (A cookie cleared or refused leaves the stored choice and the servers' Slovak
// page, which is then replaced.)
const chosen = shown && document.cookie.includes(`${LANGUAGE_COOKIE}=${shown}`) ? shown : storedLanguage();
// Both hold it from now on, so that the next page (the app's shell, another link) starts in it too.
if (chosen) storeLanguage(chosen);
const language = initialLanguage(pathname, chosen);
const hydrate = shown === language;

let started = false;
const start = () => {
  if (started) return;
  started = true;
  import('./app/start-app')
    .then(({ startApp }) => startApp(root, language, hydrate))
    // The app's code did not arrive (the network dropped): the person's next act tries again.
    .catch(() => {
      started = false;
      onNextAct(start);
    });
};

if (hydrate && waitsForAct(root)) {
  // A prerendered page works without the app until the person acts, so a phone paints and settles it without nearly
  // all of the page's script; the token is asked for on load all the same (SPEC §2). src/prerender/README.md.
  if (pathname === '/' || !readToken(AUTH_COOKIE)) requestOnboardingTokenOnLoad().catch(start);
  whenPersonActs(start);
} else if (hydrate) {
  // A link's prerendered page (a reset link, a client link, the identity provider's return) starts the app at once,
  // but after the frame that shows the page: the app's code often comes from the browser's cache (the person was here
  // moments ago), and its start would otherwise run first and hold the heading back (issue 24). So are the preloads
  // of its code and texts issued, which the page holds until then. A hidden tab has no frames: there the app starts
  // a second later.
  const begin = () => {
    issueHeldPreloads();
    start();
  };
  requestAnimationFrame(() => setTimeout(begin));
  setTimeout(begin, 1000);
} else {
  start();
}
