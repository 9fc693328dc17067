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
import { uploadDocuments } from '../../tests/e2e/steps/documents';
import { answerSectionsToStrategies } from '../../tests/e2e/steps/questionnaire';
import { chooseTwoStrategies } from '../../tests/e2e/steps/strategies';
import { verifyIdentity } from '../../tests/e2e/steps/verification';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_PROFILES, JOURNEY_RESULTS } from './journey-profiles';
import { hookActs, tracePerChange } from './journey-trace-change';
import { journeyRenders } from './journey-transition-renders';
import { longFramesOf, partsLine, partsOf, recordLongFrames } from './long-frames';
import { type ReturnProfiler, startReturnProfile } from './journey-return-profile';
import { reachForBrowserButton, throttle } from './journey-walk';

// Returns alone (issue 24: back and forward within 50 ms), many of them in one page, for figures steadier than the
// journey's two pairs (BENCH_JOURNEY_TRACE=returns npx playwright test -c scripts/bench/journey.config.ts): a fresh
// lead to the questionnaire's introduction, then BENCH_RETURNS (8) times back to the address step and forward again,
// then the press on "Start" (the questionnaire rendered ahead shown, its first section drawn); then on through the
// questionnaire, strategies, verification and documents to the contracts, and BENCH_RETURNS times back to the
// documents and forward again (the journey's slowest return; BENCH_RETURNS_CONTRACTS=0 leaves this part out). Each
// change is measured in the page by the journey's probe. Between two acts the page is left quiet, as a person reads a
// screen. With BENCH_JOURNEY_RETURN_TRACES=1 every change is traced (journey-trace-change.ts; build with --minify false
// for names); with BENCH_JOURNEY_RETURN_PROFILE=1 the returns run under V8's sampling profiler and each way's time is
// given by function (journey-return-profile.ts; much less weight on the page than a trace).
// Untraced, each way's time is split from the page's long animation frames (long-frames.ts): scripts, the style and
// layout they forced, the frame's rendering, and what follows it (paint) until the probe's end.
// Per profile (BENCH_JOURNEY_PROFILES): the samples and their medians in <results>/returns-<profile>.json, the traces
// in <results>/returns-traces-<profile>.txt.

const RETURNS = Number(process.env.BENCH_RETURNS ?? 8);
const TRACED = process.env.BENCH_JOURNEY_RETURN_TRACES === '1';
const PROFILED = process.env.BENCH_JOURNEY_RETURN_PROFILE === '1';
const CONTRACTS = process.env.BENCH_RETURNS_CONTRACTS !== '0';

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
    /** BENCH_RETURNS times back and forward from the screen shown, each way's samples (profiled if asked for). */
    const returns = async () => {
      const backs: ProbeSample[] = [];
      const forwards: ProbeSample[] = [];
      const profiler: ReturnProfiler | undefined = PROFILED ? await startReturnProfile(page) : undefined;
      await reachForBrowserButton(page);
      for (let run = 0; run < RETURNS; run += 1) {
        backs.push(await act(() => page.goBack()));
        forwards.push(await act(() => page.goForward()));
      }
      const profiled = (await profiler?.stop({ back: backs, forward: forwards })) ?? [];
      return { backs, forwards, profiled };
    };
    const took = (sample: ProbeSample) => sample.end - sample.start;
    const line = (name: string, list: ProbeSample[]) =>
      `  ${name.padEnd(52)} median ${median(list.map(took)).toFixed(1).padStart(7)} ms  (${list.map((s) => took(s).toFixed(1)).join(' / ')})`;

    // A person's pointer on the introduction (its first act: the questionnaire is rendered ahead from then on).
    await page.getByRole('link', { name: textsIn('sk').start }).hover();
    const introduction = await returns();
    const start = page.getByRole('link', { name: textsIn('sk').start });
    await start.hover();
    const pressed = await act(() => start.click());
    await expect(page.getByText(textsIn('sk').part(1), { exact: true })).toBeVisible();
    let contracts: Awaited<ReturnType<typeof returns>> | undefined;
    if (CONTRACTS) {
      await answerSectionsToStrategies(journey);
      await chooseTwoStrategies(journey);
      await verifyIdentity(journey);
      await uploadDocuments(journey, { child: false, intermediary: false });
      await expect(page).toHaveURL('/steps/contracts');
      await expect.poll(() => samples.at(-1)?.to, { timeout: 30_000 }).toBe('/steps/contracts');
      contracts = await returns();
    }

    // Where each way's time went (long-frames.ts), from the frames the page kept: those of the last document (the
    // identity provider's page is a document of its own).
    const frames = await longFramesOf(page);
    const parts = (list: ProbeSample[]) => `${''.padEnd(4)}${partsLine(list.map((sample) => partsOf(frames, sample)))}`;
    const lines = [
      `${profile.name}: ${RETURNS} returns each way, target <= ${profile.targetReturn} ms`,
      line('back: introduction -> address', introduction.backs),
      ...(contracts ? [] : [parts(introduction.backs)]),
      line('forward: address -> introduction', introduction.forwards),
      ...(contracts ? [] : [parts(introduction.forwards)]),
      ...introduction.profiled,
      line(`press on Start: introduction -> ${pressed.toHeading}`, [pressed]),
      ...(contracts
        ? [
            line('back: contracts -> documents', contracts.backs),
            parts(contracts.backs),
            line('forward: documents -> contracts', contracts.forwards),
            parts(contracts.forwards),
            ...contracts.profiled,
          ]
        : []),
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
