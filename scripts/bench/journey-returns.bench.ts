import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '../../tests/e2e/fixtures';
import {
  type Prospect,
  giveAddressAndBank,
  givePersonalData,
  openAccountAndRegister,
} from '../../tests/e2e/steps/first-steps';
import type { JourneyContext } from '../../tests/e2e/steps/journey-context';
import { textsIn } from '../../tests/e2e/questionnaire-texts';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_PROFILES, JOURNEY_RESULTS } from './journey-profiles';
import { hookActs, tracePerChange } from './journey-trace-change';
import { journeyRenders } from './journey-transition-renders';
import { longFramesOf, partsLine, partsOf, recordLongFrames } from './long-frames';
import { throttle } from './journey-walk';

// Returns alone (issue 24: back and forward within 50 ms), many of them in one page, for figures steadier than the
// journey's two pairs (BENCH_JOURNEY_TRACE=returns npx playwright test -c scripts/bench/journey.config.ts): a fresh
// lead to the questionnaire's introduction, then BENCH_RETURNS (8) times back to the address step and forward again,
// then the press on "Start" (the questionnaire rendered ahead shown, its first section drawn), each measured in the
// page by the journey's probe. Between two acts the page is left quiet, as a person reads a screen. With
// BENCH_JOURNEY_RETURN_TRACES=1 every change is traced (journey-trace-change.ts; build with --minify false for names).
// Untraced, each way's time is split from the page's long animation frames (long-frames.ts): scripts, the style and
// layout they forced, the frame's rendering, and what follows it (paint) until the probe's end.
// Per profile (BENCH_JOURNEY_PROFILES): the samples and their medians in <results>/returns-<profile>.json, the traces
// in <results>/returns-traces-<profile>.txt.

const RETURNS = Number(process.env.BENCH_RETURNS ?? 8);
const TRACED = process.env.BENCH_JOURNEY_RETURN_TRACES === '1';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[half] ?? NaN) : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
};

for (const profile of JOURNEY_PROFILES) {
  test(`returns and the press on Start, ${profile.name}`, async ({ page, request, browser }) => {
    test.setTimeout(900_000);
    await request.post('/sandbox/reset');
    const samples: ProbeSample[] = [];
    const traces: string[] = [];
    const tracer = TRACED ? tracePerChange(browser, page, traces) : undefined;
    await page.exposeFunction('journeyRecord', (sample: ProbeSample) => {
      samples.push(sample);
      tracer?.onSample(sample);
    });
    await page.addInitScript(journeyProbe);
    await page.addInitScript(recordLongFrames);
    if (tracer) await page.addInitScript(journeyRenders);
    await throttle(page, profile);
    const journey: JourneyContext = { page, request, lang: 'sk', axe: false };
    const prospect: Prospect = {
      email: `returns-${profile.id}@example.sk`,
      name: 'Mária',
      surname: 'Kováčová',
      birthdate: '1986-04-12',
      phone: '+421 905 222 499',
    };
    await openAccountAndRegister(journey, prospect);
    await givePersonalData(journey, prospect);
    await giveAddressAndBank(journey, prospect);
    await expect(page).toHaveURL('/steps/questionnaire-info');
    if (tracer) hookActs(page, tracer.beforeAct);

    const quietMs = profile.network ? 2500 : 1200;
    /** An act, then its screen change reported by the probe, then the page quiet (what it does ahead, done). */
    const act = async (what: () => Promise<unknown>) => {
      const count = samples.length;
      await page.evaluate((ms) => window.journeyQuiet?.(ms), quietMs);
      await what();
      await expect.poll(() => samples.length, { timeout: 30_000 }).toBeGreaterThan(count);
      return samples.at(-1) as ProbeSample;
    };
    // A person's pointer on the introduction (its first act: the questionnaire is rendered ahead from then on).
    await page.getByRole('link', { name: textsIn('sk').start }).hover();
    const backs: ProbeSample[] = [];
    const forwards: ProbeSample[] = [];
    for (let run = 0; run < RETURNS; run += 1) {
      backs.push(await act(() => page.goBack()));
      forwards.push(await act(() => page.goForward()));
    }
    const start = page.getByRole('link', { name: textsIn('sk').start });
    await start.hover();
    const pressed = await act(() => start.click());
    await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();

    const took = (sample: ProbeSample) => sample.end - sample.start;
    const line = (name: string, list: ProbeSample[]) =>
      `  ${name.padEnd(52)} median ${median(list.map(took)).toFixed(1).padStart(7)} ms  (${list.map((s) => took(s).toFixed(1)).join(' / ')})`;
    // Where each way's time went (long-frames.ts), from the frames the page kept.
    const frames = await longFramesOf(page);
    const parts = (list: ProbeSample[]) => `${''.padEnd(4)}${partsLine(list.map((sample) => partsOf(frames, sample)))}`;
    const lines = [
      `${profile.name}: ${RETURNS} returns each way, target <= ${profile.targetReturn} ms`,
      line('back: introduction -> address', backs),
      parts(backs),
      line('forward: address -> introduction', forwards),
      parts(forwards),
      line(`press on Start: introduction -> ${pressed.toHeading}`, [pressed]),
    ];
    console.log(lines.join('\n'));
    mkdirSync(JOURNEY_RESULTS, { recursive: true });
    writeFileSync(`${JOURNEY_RESULTS}/returns-${profile.id}.json`, JSON.stringify({ lines, samples }, null, 2));
    if (tracer) {
      await tracer.beforeAct();
      await browser.stopTracing();
      writeFileSync(`${JOURNEY_RESULTS}/returns-traces-${profile.id}.txt`, traces.join('\n\n'));
    }
  });
}
