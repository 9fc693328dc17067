#!/usr/bin/env node
// `npm run budgets` (after a build): the JavaScript (gzip -9) Chromium fetches per route, measured on the build
// served with the sandbox (scripts/browser-js-sizes.mjs), against the budgets (a route that ever shows an i18n
// key in place of its text fails too: a screen's texts load with it): the landing route at most
// 190 KB before the person acts and with the app, every screen at most 320 KB; the sandbox's own panel and texts,
// which a provider build does not have, are shown apart and not counted. BUDGET_DIST: the build folder
// (default dist); BUDGET_FILES=<part of a route's name>: also list that route's files.
import { browserJsSizes, kb } from './browser-js-sizes.mjs';

const started = Date.now();
const rows = await browserJsSizes(process.env.BUDGET_DIST ?? 'dist');
let failed = 0;
console.log(
  `  ${'route'.padEnd(44)} ${'JS gzip'.padStart(10)} ${'budget'.padStart(10)}  files  ${'sandbox'.padStart(8)}  reached`,
);
const keyRows = rows.filter((row) => row.keysShown.length > 0);
for (const { name, bytes, sandboxBytes, budget, files, reached, keysShown } of rows) {
  const fails = bytes > budget || keysShown.length > 0;
  if (fails) failed += 1;
  const mark = fails ? '✗' : '✓';
  console.log(
    `${mark} ${name.padEnd(44)} ${kb(bytes).padStart(10)} ${kb(budget).padStart(10)}  ${String(files.size).padStart(5)}  ${kb(sandboxBytes).padStart(8)}  ${reached}`,
  );
}
if (process.env.BUDGET_FILES) {
  for (const { name, files } of rows.filter((row) => row.name.includes(process.env.BUDGET_FILES))) {
    console.log(`\n${name}:`);
    for (const [file, bytes] of [...files].sort((a, b) => b[1] - a[1]))
      console.log(`  ${kb(bytes).padStart(10)}  ${file}`);
  }
}
console.log('sandbox: the sandbox panel and its texts, which a provider build does not have: fetched, not counted');
console.log(`${rows.length} routes measured in Chromium in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const { name, keysShown } of keyRows)
  console.log(`✗ ${name} showed i18n keys in place of texts: ${keysShown.join(', ')}`);
if (failed) console.log(`✗ ${failed} routes over their limit or showing keys`);
process.exit(failed ? 1 : 0);
