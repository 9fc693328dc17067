import { endpoints, API_PREFIX } from '../../src/api/endpoints';
import type { ProbeRequest, ProbeSample } from './journey-probe';
import type { JourneyProfile } from './journey-profiles';

// The journey bench's figures from the probe's samples (journey-probe.ts): each screen change less the provider's
// time, per screen and as p50/p95 of each run, the median of the runs printed beside the target.

/** The paths of the provider calls that answer a person's act (every POST of the endpoint table). */
const ANSWER_PATHS = new Set(
  Object.values(endpoints)
    .filter((endpoint) => endpoint.method === 'POST')
    .map((endpoint) => ('root' in endpoint && endpoint.root ? endpoint.path : `${API_PREFIX}${endpoint.path}`)),
);

/**
 * The identity provider's pages (the sandbox's stand-in for the external provider): its answer to its own form, a
 * redirect back to the verification result, is the provider's time, on another site in production.
 */
const IDENTITY_PROVIDER = /^\/sandbox\/idp\//;

const isProviders = (request: ProbeRequest) => {
  const { pathname } = new URL(request.url);
  return ANSWER_PATHS.has(pathname) || IDENTITY_PROVIDER.test(pathname);
};

/**
 * The provider's time in a sample's window: the union of the Resource Timing intervals (request start to response
 * end) of the calls answering the act, and of a load, the identity provider's redirect before the page's own request
 * (journey-probe.ts). Lists and the next screen's code are the app's time, not the provider's.
 */
export function providerTime(sample: ProbeSample): number {
  const intervals = sample.requests
    .filter(isProviders)
    .map((request) => [Math.max(request.startTime, sample.start), Math.min(request.responseEnd, sample.end)] as const)
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [from, to] of intervals) {
    const start = Math.max(from, reach);
    if (to > start) total += to - start;
    reach = Math.max(reach, to);
  }
  return total;
}

/** A path with its lead id or link token replaced, so the runs' screens line up. */
function screenOf(path: string): string {
  return path.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}$/, '/{lead}').replace(/\/(?=[\w-]*[\dA-Z_])[\w-]{20,}$/, '/{token}');
}

export interface Figure {
  name: string;
  kind: ProbeSample['kind'] | 'inplace';
  /** The app's time, ms: the sample less the provider's time; median over the runs. */
  app: number;
  provider: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[half] ?? NaN) : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** The samples of one run as named figures (a screen change met twice in a run gets a number). */
function figuresOf(samples: ProbeSample[]): Figure[] {
  const seen = new Map<string, number>();
  return samples.map((sample) => {
    const base =
      sample.kind === 'load'
        ? `load ${screenOf(sample.to)} (${sample.toHeading})`
        : `${screenOf(sample.from)} -> ${screenOf(sample.to)} (${sample.toHeading})`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const provider = providerTime(sample);
    return {
      name: count === 1 ? base : `${base} #${count}`,
      // A heading changed at the same address (a questionnaire section, the language) is not a screen change.
      kind: sample.kind !== 'load' && sample.from === sample.to ? 'inplace' : sample.kind,
      app: sample.end - sample.start - provider,
      provider,
    };
  });
}

/** The full page loads the issue sets a target on: verification result, reset-password and client-link pages. */
const TARGET_LOADS = /verification-result|reset-password|investment-questionnaire|questionnaire-info|new_strategy/;
const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(10);

/** The report of one profile's runs: lines to print and the targets missed. */
export function reportProfile(profile: JourneyProfile, runs: ProbeSample[][]): { lines: string[]; missed: string[] } {
  const lines: string[] = [];
  const missed: string[] = [];
  const perRun = runs.map(figuresOf);
  const names = [...new Set(perRun.flat().map((figure) => `${figure.kind}\t${figure.name}`))];
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  lines.push(
    `\n  ${profile.name} (median of ${runs.length} runs; app = from the event to the frame, less the provider;` +
      ` each click after the pointer reached its element and the page was quiet)`,
  );
  for (const kind of ['click', 'return', 'load', 'inplace'] as const) {
    const title = {
      click: 'first visits (a click)',
      return: 'returns (back, forward)',
      load: 'full page loads, from navigation start',
      inplace: 'for comparison, not counted: changes within a screen (questionnaire sections, the language)',
    }[kind];
    lines.push(`    ${title}`);
    for (const entry of names.filter((name) => name.startsWith(`${kind}\t`))) {
      const name = entry.slice(kind.length + 1);
      const found = perRun
        .map((figures) => figures.find((figure) => figure.name === name))
        .filter((f) => f !== undefined);
      const app = median(found.map((figure) => figure.app));
      const provider = median(found.map((figure) => figure.provider));
      let target = '';
      if (kind === 'return') {
        const ok = app <= profile.targetReturn;
        target = `target <= ${profile.targetReturn} ms: ${verdict(ok)}`;
        if (!ok) missed.push(`journey ${profile.id} return ${name}: ${app.toFixed(1)} ms > ${profile.targetReturn} ms`);
      } else if (kind === 'load' && profile.targetLoad !== undefined && TARGET_LOADS.test(name)) {
        const ok = app <= profile.targetLoad;
        target = `target <= ${profile.targetLoad} ms: ${verdict(ok)}`;
        if (!ok) missed.push(`journey ${profile.id} ${name}: ${app.toFixed(1)} ms > ${profile.targetLoad} ms`);
      }
      lines.push(`      ${name.padEnd(92)} ${ms(app)} (provider ${ms(provider)}, n=${found.length})  ${target}`);
    }
  }
  const clicks = perRun
    .map((figures) => figures.filter((figure) => figure.kind === 'click').map((f) => f.app))
    .filter((values) => values.length > 0);
  // A part without screen changes of its own (the full page loads' bench) has no first visits to judge.
  if (clicks.length === 0) return { lines, missed };
  const p50 = median(clicks.map((values) => percentile(values, 50)));
  const p95 = median(clicks.map((values) => percentile(values, 95)));
  const ok = p95 <= profile.targetP95;
  if (!ok) missed.push(`journey ${profile.id}: first visits p95 ${p95.toFixed(1)} ms > ${profile.targetP95} ms`);
  lines.push(
    `    first visits: p50 ${ms(p50)}  p95 ${ms(p95)}  (p95 per run ${clicks.map((v) => percentile(v, 95).toFixed(1)).join(' / ')})` +
      `  target p95 <= ${profile.targetP95} ms: ${verdict(ok)}`,
  );
  return { lines, missed };
}
