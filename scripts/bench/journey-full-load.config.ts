import { defineConfig } from '@playwright/test';
import journey from './journey.config';

// The journey bench's full page loads alone (journey-full-load.bench.ts): the journey's server, browser and speed
// settings, on their own results folder. `npx playwright test -c scripts/bench/journey-full-load.config.ts`.
export default defineConfig({
  ...journey,
  testMatch: /journey-full-load\.bench\.ts$/,
  outputDir: `../../${process.env.BENCH_FULL_LOAD_RESULTS ?? 'test-results/journey-full-load'}-output`,
});
