import { requestOnboardingTokenOnLoad } from './api/onboarding-token-on-load';
import { LOCALE_STORAGE_KEY, initialLanguage } from './app/language-choice';
import { whenPersonActs } from './app/landing/when-person-acts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const language = initialLanguage(window.location.pathname, localStorage.getItem(LOCALE_STORAGE_KEY));

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start-app').then(({ startApp }) => startApp(root, language));
};

// The prerendered landing page (build/vite-plugin-prerender.ts) works without the app: its links are plain
// links, and public/before-app.js keeps presses on its buttons. The app (React, MUI, i18next: most of the
// page's script) is loaded when the person first acts, so a phone paints and settles the page without it. The
// token is asked for on load all the same (SPEC §2); when that fails, the app starts at once to say so.
if (root.dataset.prerendered === `${language}:${window.location.pathname}`) {
  requestOnboardingTokenOnLoad().catch(start);
  whenPersonActs(start);
} else {
  start();
}
