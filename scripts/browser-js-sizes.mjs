// The JavaScript each route makes Chromium fetch, as a person's browser does: the build served by `vite preview`
// with the sandbox (a port of its own), each route opened in a fresh browser context (empty cache), every
// response of a .js file summed at its gzip -9 size. Used by the budget check of `npm test`
// (scripts/bundle-budgets.mjs). Screens behind the step guard are reached as a returning person reaches them: a
// lead the sandbox brought to that step (POST /sandbox/leads), logged in (its tokens in the app's cookies).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'node:module';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { freePort } from './free-port.mjs';
import { LANDING_BUDGET, SCREEN_BUDGET } from './route-js-sizes.mjs';

export { kb } from './route-js-sizes.mjs';

// Node 20 runs no TypeScript: the launch options of every Playwright run here live in a .ts module.
register('./lint-definitions/ts-loader.mjs', import.meta.url);
const { wholeChromiumLaunchOptions } = await import('../tests/support/chromium-launch.ts');

/**
 * The routes measured. `act`: the prerendered page loads the app on the person's first act, here one mouse
 * move. `lead`: the step the sandbox brings a lead to first. `then`: what the person does on the way there.
 */
const ROUTES = [
  { name: 'landing / before the person acts', path: '/', budget: LANDING_BUDGET },
  { name: 'landing / with the app (one mouse move)', path: '/', act: true, budget: LANDING_BUDGET },
  { name: 'registration (one mouse move)', path: '/registration', act: true },
  { name: 'login', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'reset-password', path: '/sk/reset-password/budget-token' },
  { name: 'personal-info', path: '/steps/personal-info', lead: { at: 'personal-info' } },
  { name: 'address-and-bank-account', path: '/steps/address-and-bank-account', lead: { at: 'address' } },
  { name: 'questionnaire-info', path: '/steps/questionnaire-info', lead: { at: 'questionnaire' } },
  {
    name: 'questionnaire (from its introduction)',
    path: '/steps/questionnaire-info',
    lead: { at: 'questionnaire' },
    then: async (page) => {
      await page.getByText('Začať dotazník', { exact: true }).click();
      await page.waitForURL('**/steps/questionnaire');
      await page.getByText(/^Časť 1 z \d+$/).waitFor({ timeout: 30_000 });
    },
  },
  { name: 'investment-strategy', path: '/steps/investment-strategy', lead: { at: 'strategies' } },
  { name: 'start-verification', path: '/steps/start-verification', lead: { at: 'verification' } },
  { name: 'verification-result', path: '/steps/verification-result/:id', lead: { at: 'documents' } },
  { name: 'documents-upload', path: '/steps/documents-upload', lead: { at: 'documents' } },
  { name: 'contracts', path: '/steps/contracts', lead: { at: 'contracts' } },
  {
    name: 'update-questionnaire (e-mailed link)',
    path: '/sk/investment-questionnaire/sandbox-questionnaire',
  },
  { name: 'update-questionnaire-info (e-mailed link)', path: '/sk/questionnaire-info/sandbox-questionnaire-info' },
  { name: 'new-strategy (e-mailed link)', path: '/sk/new_strategy/sandbox-new-strategy' },
];

/** Resolves once no request has been under way for `quietMs` (at most `maxMs` in all). */
async function settled(counter, quietMs = 600, maxMs = 20_000) {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    if (counter.inFlight === 0 && Date.now() - counter.lastActivity >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The sandbox's tokens of a lead at a step, as the app keeps them after a login (src/api/cookies.ts). */
async function loggedInLead(origin, lead) {
  const seeded = await (
    await fetch(`${origin}/sandbox/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lang: 'sk', ...lead }),
    })
  ).json();
  const form = new URLSearchParams({ scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' });
  const { authorization_token: auth } = await (
    await fetch(`${origin}/oauth/onboarding-token`, { method: 'POST', body: form })
  ).json();
  const login = await fetch(`${origin}/production/v1/onboarding/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    body: JSON.stringify({ email: seeded.email, password: seeded.password }),
  });
  if (!login.ok) throw new Error(`the seeded lead at ${lead.at} could not log in: ${login.status}`);
  const { lead_token: leadToken } = await login.json();
  const cookie = (name, value) => ({
    name,
    value: encodeURIComponent(value),
    url: origin,
    secure: true,
    sameSite: 'Strict',
  });
  return { id: seeded.id, cookies: [cookie('wem_auth', auth), cookie('wem_lead', leadToken)] };
}

// Each locale file is a key prefix (src/app/i18n.ts): a text node that is nothing but `name.some.key` is a key
// shown in place of its text, as a screen rendered before its texts were loaded would show it.
const NAMESPACES = readdirSync(new URL('../locales/sk/', import.meta.url)).map((file) => file.replace(/\.json$/, ''));

/* global window, document, Node, NodeFilter, MutationObserver -- watchForKeys runs in the page, not in Node */
/** Runs in the page before its scripts: keeps every text that was ever a bare key, however briefly shown. */
function watchForKeys(namespaces) {
  const key = new RegExp(`^(${namespaces.join('|')})\\.[A-Za-z0-9_.-]+$`);
  const seen = [];
  window.wemKeysShown = seen;
  const check = (node) => {
    const text = node.textContent?.trim() ?? '';
    if (node.nodeType === Node.TEXT_NODE && key.test(text) && !seen.includes(text)) seen.push(text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') check(record.target);
      for (const added of record.addedNodes) {
        const walker = document.createTreeWalker(added, NodeFilter.SHOW_TEXT);
        if (added.nodeType === Node.TEXT_NODE) check(added);
        while (walker.nextNode()) check(walker.currentNode);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The files of this build that a provider build never has (__SANDBOX__ folds to false there): the sandbox's panel
 * (src/app/sandbox-panel/) and its texts (locales/{lang}/sandbox.json), named by the build's manifest. A person's
 * browser never fetches them, so they are weighed apart, not counted against a budget.
 */
function sandboxOnlyFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  return new Set(
    Object.entries(manifest)
      .filter(([source]) => /^src\/app\/sandbox-panel\/|^locales\/[a-z]{2}\/sandbox\.json$/.test(source))
      .map(([, entry]) => `/${entry.file}`),
  );
}

/**
 * Opens one route in a fresh context; answers the gzip -9 bytes of every .js response, the path it ended on and
 * the i18n keys it ever showed as text.
 */
async function measure(browser, origin, route, sandboxOnly) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(watchForKeys, NAMESPACES);
  const counter = { inFlight: 0, lastActivity: Date.now() };
  const sizes = new Map();
  const reading = [];
  context.on('request', () => {
    counter.inFlight += 1;
    counter.lastActivity = Date.now();
  });
  const done = () => {
    counter.inFlight -= 1;
    counter.lastActivity = Date.now();
  };
  context.on('requestfailed', done);
  context.on('requestfinished', done);
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || sizes.has(url.pathname)) return;
    sizes.set(url.pathname, 0);
    reading.push(
      response.body().then(
        (body) => sizes.set(url.pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  try {
    let path = route.path;
    if (route.lead) {
      const { id, cookies } = await loggedInLead(origin, route.lead);
      await context.addCookies(cookies);
      path = path.replace(':id', id);
    }
    const page = await context.newPage();
    await page.goto(path);
    await settled(counter);
    if (route.act) {
      await page.mouse.move(200, 300);
      await page.mouse.move(220, 320);
    }
    if (route.act || !route.budget) {
      // The app has started and rendered all it loads at start: the sandbox's panel comes last (useHydrated).
      await page.getByRole('button', { name: /^Sandbox:/ }).waitFor({ timeout: 30_000 });
    }
    await settled(counter);
    if (route.then) {
      await route.then(page);
      await settled(counter);
    }
    await Promise.all(reading);
    const sum = (entries) => entries.reduce((total, [, size]) => total + size, 0);
    const bytes = sum([...sizes].filter(([file]) => !sandboxOnly.has(file)));
    const sandboxBytes = sum([...sizes].filter(([file]) => sandboxOnly.has(file)));
    const keysShown = await page.evaluate(() => window.wemKeysShown ?? []);
    return {
      name: route.name,
      bytes,
      sandboxBytes,
      keysShown,
      files: sizes,
      budget: route.budget ?? SCREEN_BUDGET,
      reached: new URL(page.url()).pathname,
    };
  } finally {
    await context.close();
  }
}

/**
 * Rows `{ name, bytes, sandboxBytes, budget, reached, keysShown, files }` for every route of ROUTES, measured in
 * Debian's Chromium.
 */
export async function browserJsSizes(dist, { concurrency = 3 } = {}) {
  const sandboxOnly = sandboxOnlyFiles(dist);
  const port = await freePort();
  const server = await preview({
    build: { outDir: dist },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
    logLevel: 'error',
  });
  const origin = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch(wholeChromiumLaunchOptions);
  try {
    await fetch(`${origin}/sandbox/reset`, { method: 'POST' });
    const rows = new Array(ROUTES.length);
    let next = 0;
    const worker = async () => {
      while (next < ROUTES.length) {
        const index = next++;
        const route = ROUTES[index];
        // A route that could not be measured is a failed row, not the end of the run.
        rows[index] = await measure(browser, origin, route, sandboxOnly).catch((error) => ({
          name: route.name,
          bytes: Infinity,
          sandboxBytes: 0,
          keysShown: [],
          files: new Map(),
          budget: route.budget ?? SCREEN_BUDGET,
          reached: `not measured: ${String(error.message).split('\n')[0]}`,
        }));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
