import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../tests/e2e/fixtures';
import { loginThroughUi } from '../../tests/e2e/journey';
import { IDP_BUTTONS } from '../../tests/e2e/steps/verification';
import { type ProbeSample, journeyProbe } from './journey-probe';
import { JOURNEY_PROFILES, type JourneyProfile, clearResults } from './journey-profiles';
import { type LoadTrace, loadTraceLines, startLoadTrace, stopLoadTrace } from './journey-full-load-trace';
import { type LoadWaterfall, readWaterfall, waterfallLines } from './journey-full-load-waterfall';
import { reportProfile } from './journey-report';
import { throttle } from './journey-walk';

// The journey bench's full page loads alone (BENCH_JOURNEY_FULL_LOAD=1 with journey.config.ts; issue 24's last
// bullet): the pages a person reaches from outside the app with a full page load, each measured by the journey's probe
// from navigation start to the frame showing its heading, at each speed profile, BENCH_RUNS times: the verification
// result after the identity provider's return, an e-mailed reset-password link and an existing client's e-mailed
// questionnaire link; beside them, with no target of the issue's, the login that the e-mails bringing a person back to
// a registration link. Beside each figure, the load's requests (Resource Timing): which of them had arrived before the
// heading was shown, i.e. the round trips the heading waited for. With BENCH_FULL_LOAD_TRACE=1 each load also runs
// under a Chromium trace, and the report gives the main thread's work before the heading (journey-full-load-trace.ts),
// which depends on the machine's load less than the wall clock; each run's one-minute load average is printed too.

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESULTS = process.env.BENCH_FULL_LOAD_RESULTS ?? 'test-results/journey-full-load';
const TRACE = process.env.BENCH_FULL_LOAD_TRACE === '1';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => clearResults(RESULTS, test.info().project.name));

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
    const loads = files
      .map((file) => `${RESULTS}/${file.replace('.json', '.load')}`)
      .map((file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : '?'));
    lines.push(`    one-minute load average at each run's end: ${loads.join(' / ')}`);
    lines.push(`    where a load's time goes (run 1 of ${profile.name}; ms from navigation start):`);
    for (const waterfall of waterfalls[0] ?? []) lines.push(...waterfallLines(waterfall));
    const traces = files
      .map((file) => `${RESULTS}/${file.replace('.json', '.trace')}`)
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as LoadTrace[]);
    if (traces.length > 0) {
      lines.push(`    main thread before the heading (trace; median of ${traces.length} runs, ms):`);
      for (const [i, trace] of (traces[0] ?? []).entries()) {
        const figure = (of: (load: LoadTrace) => number) => {
          const values = traces.map((run) => (run[i] ? of(run[i]) : NaN)).sort((x, y) => x - y);
          return `${values[Math.floor(values.length / 2)]?.toFixed(1)} (${values.map((n) => n.toFixed(1)).join(' / ')})`;
        };
        lines.push(
          `      ${trace.path.replace(/\/[\w-]{20,}$/, '/{token}')}: from navigation start ${figure((t) => t.busy)}, ` +
            `from the document's commit ${figure((t) => t.busyAfterCommit)}`,
        );
      }
      lines.push(`    the main thread's work before the heading (run 1 of ${profile.name}):`);
      for (const trace of traces[0] ?? []) lines.push(...loadTraceLines(trace));
    }
  }
  writeFileSync(`${RESULTS}/report.json`, JSON.stringify({ lines, missed }, null, 2));
  console.log(lines.join('\n'));
});

/**
 * Waits for the probe's sample of the load of `path` (the first heading of a document at that address) among the
 * samples from index `from` on: the same address may have been loaded on the way to an earlier one (the login).
 */
async function loadOf(samples: ProbeSample[], path: RegExp, from: number): Promise<ProbeSample> {
  const loads = () => samples.slice(from).filter((s) => s.kind === 'load' && path.test(s.to));
  await expect.poll(() => loads().length, { timeout: 120_000 }).toBeGreaterThan(0);
  return loads().at(-1) as ProbeSample;
}

/** Called right before the act that starts the measured load (a trace is started there). */
type BeforeLoad = () => Promise<void>;

/** A lead at identity verification, logged in, back from the sandbox's identity provider: the result page loads. */
async function verificationResult(page: Page, request: APIRequestContext, beforeLoad: BeforeLoad): Promise<void> {
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'verification', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await loginThroughUi(page, lead.email, lead.password);
  await expect(page).toHaveURL('/steps/start-verification', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Overiť totožnosť', exact: true }).click();
  const idp = page.getByRole('button', { name: IDP_BUTTONS.sk.success, exact: true });
  await idp.waitFor();
  await beforeLoad();
  await idp.click();
}

/** An e-mailed reset-password link (asked for through the sandbox's provider API), opened. */
async function resetPassword(page: Page, request: APIRequestContext, beforeLoad: BeforeLoad): Promise<void> {
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
  await beforeLoad();
  await page.goto(link);
}

/** An existing client's e-mailed questionnaire link, opened up to its first part. */
async function clientLink(page: Page, request: APIRequestContext, beforeLoad: BeforeLoad): Promise<void> {
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as { email: string };
  const mails = (await (await request.get(`/sandbox/outbox?to=${encodeURIComponent(client.email)}`)).json()) as {
    link?: string;
  }[];
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no client link was e-mailed');
  await beforeLoad();
  await page.goto(link);
  // The gate's heading gives way to the first part's once the link is open: the probe has seen it (loadOf).
  await expect(page).toHaveURL('/sk/investment-questionnaire/');
}

/** The login page opened from an e-mail's link, in Slovak (no language chosen before). */
async function login(page: Page, _request: APIRequestContext, beforeLoad: BeforeLoad): Promise<void> {
  await beforeLoad();
  await page.goto('/login');
}

const LOADS = [
  { path: /\/steps\/verification-result\//, heading: 'Výsledok overenia totožnosti', open: verificationResult },
  { path: /\/sk\/reset-password\/./, heading: 'Nové heslo', open: resetPassword },
  { path: /\/sk\/investment-questionnaire\/./, heading: 'Aktualizácia investičného dotazníka', open: clientLink },
  { path: /\/login$/, heading: 'Prihlásenie', open: login },
] as const;

/**
 * A new tab with the probe and the profile's throttling, as a person opens an e-mailed link or starts a session: a
 * load measured in the tab of the load before it would share the slow network with that page's requests still under
 * way (its app's code), which a person's new tab never does (a client link's first byte came 480 ms late so).
 */
async function newTab(context: BrowserContext, samples: ProbeSample[], profile: JourneyProfile): Promise<Page> {
  const page = await context.newPage();
  await page.exposeFunction('journeyRecord', (sample: ProbeSample) => {
    samples.push(sample);
  });
  await page.addInitScript(journeyProbe);
  await throttle(page, profile);
  return page;
}

for (const profile of JOURNEY_PROFILES) {
  for (let run = 1; run <= RUNS; run += 1) {
    test(`full page loads, ${profile.name}, run ${run}`, async ({ context, request, browser }) => {
      test.setTimeout(600_000);
      await request.post('/sandbox/reset');
      const samples: ProbeSample[] = [];
      const waterfalls: LoadWaterfall[] = [];
      const traces: LoadTrace[] = [];
      // The loads measured: not the others on the way (the login before the verification result, forgot-password,
      // the identity provider's page).
      const measured: ProbeSample[] = [];
      for (const load of LOADS) {
        const page = await newTab(context, samples, profile);
        const from = samples.length;
        await load.open(page, request, async () => {
          if (TRACE) await startLoadTrace(browser, page);
        });
        // Nothing of Playwright's is asked of the page before its heading was shown: a locator's first query injects
        // Playwright's own script into the new document, tens of ms at 4x CPU that the load would be charged with.
        const sample = await loadOf(samples, load.path, from);
        expect(sample.toHeading).toBe(load.heading);
        measured.push(sample);
        if (TRACE) traces.push(await stopLoadTrace(browser, page, sample));
        waterfalls.push(await readWaterfall(page, sample));
        await page.close();
      }
      writeFileSync(`${RESULTS}/${profile.id}-${run}.json`, JSON.stringify(measured, null, 2));
      writeFileSync(`${RESULTS}/${profile.id}-${run}.waterfall`, JSON.stringify(waterfalls, null, 2));
      writeFileSync(`${RESULTS}/${profile.id}-${run}.load`, (loadavg()[0] ?? 0).toFixed(1));
      if (TRACE) writeFileSync(`${RESULTS}/${profile.id}-${run}.trace`, JSON.stringify(traces, null, 2));
    });
  }
}
