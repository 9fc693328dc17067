import { mkdirSync, readdirSync, rmSync } from 'node:fs';

// The speed profiles of the journey bench and the targets (issue 24), shared by the runner (journey.bench.ts)
// and the report (journey-report.ts).

export interface JourneyProfile {
  id: string;
  name: string;
  cpuRate: number;
  /** Network.emulateNetworkConditions' values; none: the loopback as it is. */
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  /** p95 of first visits, ms. */
  targetP95: number;
  /** Each return (back or forward), ms. */
  targetReturn: number;
  /** Each full page load, navigation start to the heading shown, ms; none: no target at this profile. */
  targetLoad?: number;
  /**
   * How often Chromium draws. `unlimited`: as fast as it can (--disable-frame-rate-limit), so a figure is the page's
   * own work and not the wait for the next 60 Hz tick. `display`: at the display's rate (60 Hz), as a phone draws and
   * as Lighthouse's mobile emulation runs. At 4x CPU an unlimited rate is a machine no phone is: anything turning on
   * the screen (the busy spinner while the provider answers) is drawn as often as the CPU allows, and on this
   * machine's two cores that starves the throttled page. A bare page (a button, a fetch, a heading changed; 4x CPU,
   * slow 4G, the answer's time taken out) took p50 16 / p95 23 ms; with a CSS spinner turning during the request,
   * 82 / 182 ms at an unlimited rate against 28 / 38 ms at 60 Hz. Its answer reached the script up to 105 ms after
   * its Resource Timing end: the gap stop 49 found at contracts -> thank-you.
   */
  frameRate: 'unlimited' | 'display';
}

// Lighthouse's slow 4G as DevTools throttling applies it (lighthouse/core/config/constants.js, mobileSlow4G: 150 ms
// RTT, 1.6 Mbit/s down, 750 kbit/s up; devtools' request latency is RTT × 3.75 and throughputs × 0.9).
export const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const ALL_PROFILES: readonly JourneyProfile[] = [
  { id: 'normal', name: 'normal speed', cpuRate: 1, targetP95: 100, targetReturn: 50, frameRate: 'unlimited' },
  {
    id: 'slow',
    name: '4x CPU slowdown, slow 4G',
    cpuRate: 4,
    network: SLOW_4G,
    targetP95: 300,
    targetReturn: 50,
    targetLoad: 1000,
    frameRate: 'display',
  },
];

/** The profiles to run: BENCH_JOURNEY_PROFILES (ids, comma-separated: normal, slow), all by default. */
export const JOURNEY_PROFILES: readonly JourneyProfile[] = ALL_PROFILES.filter(
  (profile) =>
    !process.env.BENCH_JOURNEY_PROFILES || process.env.BENCH_JOURNEY_PROFILES.split(',').includes(profile.id),
);

/**
 * Empties a results folder of what this invocation rewrites: the files of `profile` (`<id>-…`) and of the profiles it
 * does not run. Each profile is a Playwright project of its own (journey.config.ts), so each clears its own files and
 * keeps the other's, which the report after both reads.
 */
export function clearResults(folder: string, profile: string): void {
  mkdirSync(folder, { recursive: true });
  const ran = new Set(JOURNEY_PROFILES.map(({ id }) => id));
  for (const file of readdirSync(folder)) {
    const of = ALL_PROFILES.find(({ id }) => file.startsWith(`${id}-`))?.id;
    if (of === profile || (of && !ran.has(of))) rmSync(`${folder}/${file}`, { recursive: true, force: true });
  }
}

/**
 * Where the runner writes each run's samples and the report its lines (BENCH_JOURNEY_RESULTS, so that two runs on one
 * machine keep their own; run-bench.mjs reads the same variable).
 */
export const JOURNEY_RESULTS = process.env.BENCH_JOURNEY_RESULTS ?? 'test-results/journey-bench';
