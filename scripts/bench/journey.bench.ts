import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { test } from '../../tests/e2e/fixtures';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_PROFILES, JOURNEY_RESULTS, clearResults } from './journey-profiles';
import { reportProfile } from './journey-report';
import { throttle, walkJourney } from './journey-walk';

// The journey bench (BENCH_PARTS=journey of npm run bench; journey.config.ts): a whole onboarding in Slovak against
// the sandbox with a fresh lead, the reset-password page and an existing client's questionnaire update, at each
// speed profile, BENCH_RUNS times. The probe (journey-probe.ts) measures every screen change in the page; this file
// only drives the journey (journey-walk.ts) and writes the samples out for
// journey-report.mjs. A few screens are left with the browser's back and forward to measure the returns. Each click
// is a person's: the pointer moves onto the element first, then the walk waits until the page is quiet, then presses
// (journey-walk.ts), so what a screen fetches as the pointer reaches its button comes before the click.

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => clearResults(JOURNEY_RESULTS, test.info().project.name));

// The report of the runs that finished (journey-report.ts), for run-bench.mjs to print.
test.afterAll(() => {
  const lines: string[] = [];
  const missed: string[] = [];
  for (const profile of JOURNEY_PROFILES) {
    const runs = readdirSync(JOURNEY_RESULTS)
      .filter((file) => file.startsWith(`${profile.id}-`))
      .map((file) => JSON.parse(readFileSync(`${JOURNEY_RESULTS}/${file}`, 'utf8')) as ProbeSample[]);
    if (runs.length === 0) continue;
    const report = reportProfile(profile, runs);
    lines.push(...report.lines);
    missed.push(...report.missed);
  }
  writeFileSync(`${JOURNEY_RESULTS}/report.json`, JSON.stringify({ lines, missed }, null, 2));
  console.log(lines.join('\n'));
});

for (const profile of JOURNEY_PROFILES) {
  for (let run = 1; run <= RUNS; run += 1) {
    test(`${profile.name}, run ${run}`, async ({ page, request }) => {
      test.setTimeout(600_000);
      await request.post('/sandbox/reset');
      const samples: ProbeSample[] = [];
      await page.exposeFunction('journeyRecord', (sample: ProbeSample) => {
        samples.push(sample);
      });
      await page.addInitScript(journeyProbe);
      await throttle(page, profile);
      await walkJourney(page, request, samples, `${profile.id}-${run}`, run, profile);
      writeFileSync(`${JOURNEY_RESULTS}/${profile.id}-${run}.json`, JSON.stringify(samples, null, 2));
    });
  }
}
