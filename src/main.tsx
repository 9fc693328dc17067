import { AUTH_COOKIE, readToken } from './api/cookies';
import { requestOnboardingTokenOnLoad } from './api/onboarding-token-on-load';
import { initialLanguage } from './app/language-choice';
import { storedLanguage } from './app/stored-language';
import { onNextAct, whenPersonActs } from './app/when-person-acts';
import { translateHashLink } from './app/routing/hash-link';

// An e-mailed link in hash form (/#/sk/investment-questionnaire/{token}) becomes its path form before anything
// reads the address: the language, the prerendered page's check and the router see the path form only.
translateHashLink();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const { pathname } = window.location;
const language = initialLanguage(pathname, storedLanguage());

let started = false;
const start = () => {
  if (started) return;
  started = true;
  import('./app/start-app')
    .then(({ startApp }) => startApp(root, language))
    // The app's code did not arrive (the network dropped): the person's next act tries again.
    .catch(() => {
      started = false;
      onNextAct(start);
    });
};

// A prerendered page (the landing page, the registration step: build/vite-plugin-prerender.ts) works without
// the app until the person acts: links are plain links, public/before-app.js keeps presses on buttons, and text
// typed into a field is handed to the form when the app takes the page over. The app (React, MUI, RJSF,
// i18next: nearly all of the page's script) is loaded when the person first acts, so a phone paints and settles
// the page without it. The onboarding token is asked for on load all the same, as the app would (SPEC §2: the
// landing page always, another page when there is none); when that fails, the app starts at once to say so.
if (root.dataset.prerendered === `${language}:${pathname}`) {
  if (pathname === '/' || !readToken(AUTH_COOKIE)) requestOnboardingTokenOnLoad().catch(start);
  whenPersonActs(start);
} else {
  start();
}
