import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { WorkerOrigins } from '../../tests/e2e/fixtures';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch';
import { JOURNEY_PROFILES } from './journey-profiles';

// The journey bench (npm run bench with BENCH_PARTS=journey): the built app (BENCH_APP_DIST) served by vite preview
// with the sandbox, as the end-to-end tests serve it, on BENCH_JOURNEY_PORT; one worker, the runs one after another.
// At normal speed Chromium's frame rate is unlimited, as in the keydown bench (measure-latency.mjs): a figure is the
// page's own work, not the wait for the next 60 Hz tick; at 4x CPU it is the display's, as a phone's
// (journey-profiles.ts).
const PORT = Number(process.env.BENCH_JOURNEY_PORT ?? 4193);
const DIST = process.env.BENCH_APP_DIST ?? 'dist-bench-app';
const origin = `http://127.0.0.1:${PORT}`;

export default defineConfig<WorkerOrigins>({
  testDir: '.',
  // BENCH_JOURNEY_TRACE=1: the traces of one journey at normal speed instead (journey-trace.bench.ts); =returns: the
  // returns alone, many of them (journey-returns.bench.ts).
  testMatch:
    {
      '': /journey\.bench\.ts$/,
      returns: /journey-returns\.bench\.ts$/,
    }[process.env.BENCH_JOURNEY_TRACE ?? ''] ?? /journey-trace\.bench\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: `../../${process.env.BENCH_JOURNEY_RESULTS ?? 'test-results/journey-bench'}-output`,
  use: {
    baseURL: origin,
    workerOrigins: [origin],
    trace: 'off',
    viewport: { width: 412, height: 915 },
  },
  // A project per speed profile, each with its browser's frame rate (journey-profiles.ts); each runs the tests named
  // after its profile.
  projects: JOURNEY_PROFILES.map((profile) => ({
    name: profile.id,
    grep: new RegExp(profile.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    use: {
      launchOptions: {
        ...chromiumLaunchOptions,
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: [
          ...(chromiumLaunchOptions.args ?? []),
          ...(profile.frameRate === 'unlimited' ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
        ],
      },
    },
  })),
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `${origin}/actuator/health`,
    // From the repository's root: the preview server reads its vite.config.ts (the sandbox), not the bench page's.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
