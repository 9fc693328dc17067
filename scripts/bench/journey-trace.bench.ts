import { mkdirSync, writeFileSync } from 'node:fs';
import { test } from '../../tests/e2e/fixtures';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_PROFILES, JOURNEY_RESULTS } from './journey-profiles';
import { hookActs, tracePerChange } from './journey-trace-change';
import { journeyRenders } from './journey-transition-renders';
import { throttle, walkJourney } from './journey-walk';

// Where a screen change's time goes (BENCH_JOURNEY_TRACE=1 npx playwright test -c scripts/bench/journey.config.ts): one
// journey (at normal speed unless BENCH_JOURNEY_PROFILES says slow), with a Chromium trace per screen change. Before
// each act of the journey (a click, back or forward, a page load) the trace is started afresh; once the probe has
// reported the change it causes, the trace is stopped and read: the renderer main thread's work between the act's event
// and the frame showing the new heading, by kind (script evaluation of a chunk, each script's function calls, style,
// layout, paint), the requests of the window, the time the main thread was idle (waiting for the network or a timer),
// V8's sampled stacks by function (journey-cpu-profile.ts) and the components React rendered
// (journey-transition-renders.ts). One trace per change stays far below V8's largest string (512 MB), which one trace
// over the whole journey passed. Build the app with --minify false to read the functions' and components' names.
// Written to <results>/traces.txt.

// At normal speed, or at the first profile BENCH_JOURNEY_PROFILES names (slow: 4x CPU with slow 4G, where each
// request after the click costs a round trip).
const PROFILE = JOURNEY_PROFILES[0];

test(`a trace per screen change of one journey, ${PROFILE?.name ?? ''}`, async ({ page, request, browser }) => {
  test.setTimeout(1_800_000);
  if (!PROFILE) throw new Error('no profile: BENCH_JOURNEY_PROFILES names none of normal, slow');
  await request.post('/sandbox/reset');
  const samples: ProbeSample[] = [];
  const out: string[] = [];
  const tracer = tracePerChange(browser, page, out);
  await page.exposeFunction('journeyRecord', (sample: ProbeSample) => {
    samples.push(sample);
    tracer.onSample(sample);
  });
  await page.addInitScript(journeyProbe);
  await page.addInitScript(journeyRenders);
  hookActs(page, tracer.beforeAct);
  await throttle(page, PROFILE);
  await walkJourney(page, request, samples, 'trace', 9, PROFILE);
  await tracer.beforeAct();
  await browser.stopTracing();
  mkdirSync(JOURNEY_RESULTS, { recursive: true });
  writeFileSync(`${JOURNEY_RESULTS}/traces.txt`, out.join('\n\n'));
});
