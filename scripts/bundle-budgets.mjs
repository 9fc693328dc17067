#!/usr/bin/env node
// Prints the JavaScript (gzip) each route downloads and checks the budgets of DESIGN/issue 9: the landing
// route at most 190 KB, any other screen at most 320 KB in total. Reads Vite's manifest of the last build.
import { kb, routeJsSizes } from './route-js-sizes.mjs';

let failed = 0;
for (const { name, bytes, budget } of routeJsSizes(process.env.BUDGET_DIST ?? 'dist')) {
  const ok = bytes <= budget;
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name.padEnd(48)} ${kb(bytes).padStart(10)}  (budget ${kb(budget)})`);
}
process.exit(failed ? 1 : 0);
