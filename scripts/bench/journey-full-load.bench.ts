import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../tests/e2e/fixtures';
import { loginThroughUi } from '../../tests/e2e/journey';
import { IDP_BUTTONS } from '../../tests/e2e/steps/verification';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_PROFILES } from './journey-profiles';
import { type LoadWaterfall, readWaterfall, waterfallLines } from './journey-full-load-waterfall';
import { reportProfile } from './journey-report';
import { throttle } from './journey-walk';

// The journey bench's full page loads alone (BENCH_JOURNEY_FULL_LOAD=1 with journey.config.ts; issue 24's last
// bullet): the pages a person reaches from outside the app with a full page load, each measured by the journey's probe
// from navigation start to the frame showing its heading, at each speed profile, BENCH_RUNS times: the verification
// result after the identity provider's return, an e-mailed reset-password link and an existing client's e-mailed
// questionnaire link. Beside each figure, the load's requests (Resource Timing): which of them had arrived before the
// heading was shown, i.e. the round trips the heading waited for.

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESULTS = process.env.BENCH_FULL_LOAD_RESULTS ?? 'test-results/journey-full-load';
const TARGETS = /verification-result|reset-password|investment-questionnaire/;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
});

test.afterAll(() => {
  const lines: string[] = [];
  const missed: string[] = [];
  for (const profile of JOURNEY_PROFILES) {
    const files = readdirSync(RESULTS).filter((file) => file.startsWith(`${profile.id}-`) && file.endsWith('.json'));
    if (files.length === 0) continue;
    const runs = files.map((file) => JSON.parse(readFileSync(`${RESULTS}/${file}`, 'utf8')) as ProbeSample[]);
    const report = reportProfile(profile, runs);
    // Only the loads this bench is for: the other sections of the journey's report are empty here.
    lines.push(...report.lines.filter((line) => !/^ {4}(first visits|returns|for comparison)/.test(line)));
    missed.push(...report.missed);
    const waterfalls = files.map(
      (file) =>
        JSON.parse(readFileSync(`${RESULTS}/${file.replace('.json', '.waterfall')}`, 'utf8')) as LoadWaterfall[],
    );
    lines.push(`    where a load's time goes (run 1 of ${profile.name}; ms from navigation start):`);
    for (const waterfall of waterfalls[0] ?? []) lines.push(...waterfallLines(waterfall));
  }
  writeFileSync(`${RESULTS}/report.json`, JSON.stringify({ lines, missed }, null, 2));
  console.log(lines.join('\n'));
});

/** Waits for the probe's sample of the load of `path` (the first heading of a document at that address). */
async function loadOf(samples: ProbeSample[], path: RegExp): Promise<ProbeSample> {
  await expect.poll(() => samples.some((s) => s.kind === 'load' && path.test(s.to)), { timeout: 120_000 }).toBe(true);
  return samples.filter((s) => s.kind === 'load' && path.test(s.to)).at(-1) as ProbeSample;
}

/** A lead at identity verification, logged in, back from the sandbox's identity provider: the result page loads. */
async function verificationResult(page: Page, request: APIRequestContext): Promise<void> {
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/start-verification', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Overiť totožnosť', exact: true }).click();
  await page.getByRole('button', { name: IDP_BUTTONS.sk.success, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Výsledok overenia totožnosti' })).toBeVisible();
}

/** An e-mailed reset-password link (asked for through the sandbox's provider API), opened. */
async function resetPassword(page: Page, request: APIRequestContext): Promise<void> {
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    email: string;
  };
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(lead.email);
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText(lead.email);
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(lead.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.filter((mail) => mail.link?.includes('/reset-password/')).at(-1)?.link;
  if (!link) throw new Error('no reset link was e-mailed');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeVisible();
}

/** An existing client's e-mailed questionnaire link, opened up to its first part. */
async function clientLink(page: Page, request: APIRequestContext): Promise<void> {
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as { email: string };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no client link was e-mailed');
  await page.goto(link);
  // The gate's heading gives way to the first part's once the link is open: the probe has seen it (loadOf).
  await expect(page).toHaveURL('/sk/investment-questionnaire/');
}

const LOADS = [
  { path: /\/steps\/verification-result\//, open: verificationResult },
  { path: /\/sk\/reset-password\/./, open: resetPassword },
  { path: /\/sk\/investment-questionnaire\/./, open: clientLink },
] as const;

for (const profile of JOURNEY_PROFILES) {
  for (let run = 1; run <= RUNS; run += 1) {
    test(`full page loads, ${profile.name}, run ${run}`, async ({ page, request }) => {
      test.setTimeout(600_000);
      await request.post('/sandbox/reset');
      const samples: ProbeSample[] = [];
      await page.exposeFunction('journeyRecord', (sample: ProbeSample) => {
        samples.push(sample);
      });
      await page.addInitScript(journeyProbe);
      await throttle(page, profile);
      const waterfalls: LoadWaterfall[] = [];
      for (const load of LOADS) {
        await load.open(page, request);
        const sample = await loadOf(samples, load.path);
        waterfalls.push(await readWaterfall(page, sample));
      }
      // Only the three loads the issue names are kept (the login's, forgot-password's and the identity provider's
      // pages on the way are loads too).
      const kept = samples.filter((sample) => sample.kind === 'load' && TARGETS.test(sample.to));
      writeFileSync(`${RESULTS}/${profile.id}-${run}.json`, JSON.stringify(kept, null, 2));
      writeFileSync(`${RESULTS}/${profile.id}-${run}.waterfall`, JSON.stringify(waterfalls, null, 2));
    });
  }
}
