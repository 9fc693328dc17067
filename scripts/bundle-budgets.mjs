#!/usr/bin/env node
// Prints the JavaScript (gzip) each route downloads and checks the budgets of DESIGN/issue 9: the landing
// route at most 190 KB, any other screen at most 320 KB in total. Reads Vite's manifest of the last build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.BUDGET_DIST ?? 'dist';
const LANDING_BUDGET = 190 * 1024;
const SCREEN_BUDGET = 320 * 1024;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));
const sizeCache = new Map();
const gzipSize = (file) => {
  if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return sizeCache.get(file);
};

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
const bytes = (keys) => [...keys].reduce((sum, key) => sum + (manifest[key]?.file.endsWith('.js') ? gzipSize(manifest[key].file) : 0), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const landing = closure(entryKey);
const rows = [['landing (/)', bytes(landing), LANDING_BUDGET]];
for (const key of manifest[entryKey].dynamicImports ?? []) {
  const src = manifest[key].src ?? key;
  if (!/src\/(flows|app\/screens)\//.test(src)) continue;
  rows.push([src.replace(/^src\//, ''), bytes(new Set([...landing, ...closure(key)])), SCREEN_BUDGET]);
}

let failed = 0;
for (const [name, size, budget] of rows) {
  const ok = size <= budget;
  if (!ok) failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name.padEnd(48)} ${kb(size).padStart(10)}  (budget ${kb(budget)})`);
}
process.exit(failed ? 1 : 0);
