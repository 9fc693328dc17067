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
}

// Lighthouse's slow 4G as DevTools throttling applies it (lighthouse/core/config/constants.js, mobileSlow4G: 150 ms
// RTT, 1.6 Mbit/s down, 750 kbit/s up; devtools' request latency is RTT × 3.75 and throughputs × 0.9).
export const SLOW_4G = {
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

const ALL_PROFILES: readonly JourneyProfile[] = [
  { id: 'normal', name: 'normal speed', cpuRate: 1, targetP95: 100, targetReturn: 50 },
  {
    id: 'slow',
    name: '4x CPU slowdown, slow 4G',
    cpuRate: 4,
    network: SLOW_4G,
    targetP95: 300,
    targetReturn: 50,
    targetLoad: 1000,
  },
];

/** The profiles to run: BENCH_JOURNEY_PROFILES (ids, comma-separated: normal, slow), all by default. */
export const JOURNEY_PROFILES: readonly JourneyProfile[] = ALL_PROFILES.filter(
  (profile) =>
    !process.env.BENCH_JOURNEY_PROFILES || process.env.BENCH_JOURNEY_PROFILES.split(',').includes(profile.id),
);

/**
 * Where the runner writes each run's samples and the report its lines (BENCH_JOURNEY_RESULTS, so that two runs on one
 * machine keep their own; run-bench.mjs reads the same variable).
 */
export const JOURNEY_RESULTS = process.env.BENCH_JOURNEY_RESULTS ?? 'test-results/journey-bench';
