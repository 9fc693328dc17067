import type { LaunchOptions } from '@playwright/test';

const QUIET = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * How every Playwright run here starts Chromium: Debian's packages, never a downloaded browser (this machine
 * cannot download one; CI installs the packages), without the sandbox (containers) or the GPU, and quiet: no
 * background networking, component updates or sync, so nothing but the test talks to the network.
 *
 * Most tests run in Chromium's headless shell (Debian's chromium-headless-shell: the same Blink, and what
 * Playwright itself runs headless tests in). It is lighter: the whole browser took 3.5 min for 52 of the tests
 * that the shell ran in 2.7. CHROMIUM_PATH picks another browser.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: QUIET,
};

/**
 * The whole browser (Debian's chromium), headless, for the tests of the prerendered pages before the app has
 * taken them over: the headless shell's pointer starts over the page, and the shell moves it "over" each new
 * document (a pointermove nobody made, now and then even with the pointer moved off the page first), which a
 * prerendered page takes for the person's first act (src/app/when-person-acts.ts) and loads the app at once.
 */
export const wholeChromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: QUIET,
};
