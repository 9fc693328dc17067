// Lighthouse's mobile performance audit (its default: emulated mid-range phone, simulated slow 4G and 4x CPU)
// of one address, run by its command line with Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `{ score, lcpMs, fcpMs, tbtMs, siMs, cls }`, or `{ error }` saying why Lighthouse could not run. */
export function lighthouse(url) {
  const folder = mkdtempSync(join(tmpdir(), 'wem-lighthouse-'));
  const output = join(folder, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      [
        'lighthouse',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        timeout: 180_000,
      },
    );
    if (run.status !== 0)
      return {
        error: (run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n').slice(-3).join(' '),
      };
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const score = report.categories?.performance?.score;
    if (typeof score !== 'number')
      return { error: report.runtimeError?.message ?? 'no performance score in the report' };
    const ms = (audit) => report.audits[audit]?.numericValue;
    return {
      score: Math.round(score * 100),
      lcpMs: ms('largest-contentful-paint'),
      // The other metrics of the score, so a miss says where the time goes.
      fcpMs: ms('first-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      siMs: ms('speed-index'),
      cls: ms('cumulative-layout-shift'),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
