/* global window -- the callbacks of page.evaluate and waitForFunction run in the page */
// Keydown-to-next-frame latency on the benchmark page (scripts/bench/bench-page.tsx) in Debian's Chromium,
// with CPU throttling by the DevTools protocol (Emulation.setCPUThrottlingRate).
import { chromium } from '@playwright/test';

const WARM_UP = 5;

/** The scenarios: what is pressed, on which section. */
export const SCENARIOS = [
  {
    name: 'A (largest section): answers chosen with the arrow keys',
    section: 'questionnaire-a',
    // Issue 9 sets its targets on the largest section.
    targets: true,
    // Section A has no text input: the third question's radio group (a3, 4 answers), ArrowDown moves and selects.
    async prepare(page) {
      const radio = page.getByRole('radiogroup').nth(2).getByRole('radio').first();
      await radio.check();
      await radio.focus();
    },
    key: () => 'ArrowDown',
  },
  {
    name: 'D: typing the activity for an income band (beyond the issue, which sets its targets on the largest section)',
    section: 'questionnaire-d',
    // A section of five questions, where plain RJSF itself is close to the floor: half of its p95 is below the
    // floor's, so that line cannot be met by any form here. Printed against the same lines, not counted.
    targets: false,
    // The free-text field appears once the second income band is chosen.
    async prepare(page) {
      await page.getByRole('radiogroup').nth(1).getByRole('radio').nth(1).check();
      await page.getByRole('textbox').first().click();
    },
    key: (i) => 'podnikanievobchode'[i % 18],
  },
];

// Frames are made as soon as there is something to paint, not on a 60 Hz clock: with the clock, waiting for
// the next tick alone is up to 16.7 ms (p95 of an empty input measured 21 ms here), which would hide the form's
// own work. The empty input (form=none) is measured too and printed as the floor of this machine.
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-gpu-vsync',
      '--disable-frame-rate-limit',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The floor: a bare text input on the same page, nothing rendered on a key. */
export const FLOOR = {
  name: 'floor: an empty text input, nothing re-rendered',
  section: 'questionnaire-a',
  async prepare(page) {
    await page.getByRole('textbox').first().click();
  },
  key: (i) => 'podnikanievobchode'[i % 18],
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Median and p95 (ms) of `keystrokes` presses on `form` ('engine' | 'rjsf') at CPU slowdown `rate`. */
export async function measure(browser, origin, { scenario, form, rate, keystrokes }) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  try {
    await page.goto(`${origin}/scripts/bench/index.html?form=${form}&section=${scenario.section}`);
    await page.waitForFunction(() => window.benchReady === true);
    await scenario.prepare(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const press = async (i) => {
      const before = await page.evaluate(() => window.benchSamples.length);
      // The key is let go after its frame, as a person's finger is (`press` sends keyup at once, and its handling
      // would run before the frame is measured).
      await page.keyboard.down(scenario.key(i));
      // Not waitForFunction: its polling on every animation frame keeps the page drawing frames and competes with
      // the keystroke being measured.
      await page.evaluate((n) => window.benchSampled(n), before);
      await page.keyboard.up(scenario.key(i));
      // A person's pause between keys, so one keystroke's work does not spill into the next measurement.
      await page.waitForTimeout(40);
    };
    for (let i = 0; i < WARM_UP; i += 1) await press(i);
    await page.evaluate(() => {
      window.benchSamples.length = 0;
    });
    for (let i = 0; i < keystrokes; i += 1) await press(i);
    const samples = await page.evaluate(() => window.benchSamples.slice());
    const sorted = samples.sort((a, b) => a - b);
    return { count: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95) };
  } finally {
    await page.close();
  }
}
