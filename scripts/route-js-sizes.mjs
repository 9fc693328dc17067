// The JavaScript (gzip) each route downloads before it shows, from Vite's manifest of a build (its static
// imports only: what a screen loads as it starts is missing), for `npm run bench` (scripts/bench/). The budget
// check of `npm test` measures what Chromium fetches instead (scripts/browser-js-sizes.mjs) against the budgets here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets of DESIGN/issue 9: the landing route at most 190 KB, any other screen at most 320 KB in total. */
export const LANDING_BUDGET = 190 * 1024;
export const SCREEN_BUDGET = 320 * 1024;

/** Rows `{ name, bytes, budget }`: the landing route before and after it loads the app, then each screen chunk with
 * everything it needs. */
export function routeJsSizes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const sizeCache = new Map();
  const gzipSize = (file) => {
    if (!sizeCache.has(file)) sizeCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizeCache.get(file);
  };
  /** The chunks a module needs before it runs: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const bytes = (keys) =>
    [...keys].reduce((sum, key) => sum + (manifest[key]?.file.endsWith('.js') ? gzipSize(manifest[key].file) : 0), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The page's own script: all the prerendered landing page loads until the person acts (src/main.tsx).
  const entry = closure(entryKey);
  // The app it starts: React, MUI, i18next, the shell and the landing page; every screen needs it.
  const appKey = (manifest[entryKey].dynamicImports ?? []).find((key) =>
    (manifest[key].src ?? key).endsWith('src/app/start-app.tsx'),
  );
  if (!appKey) throw new Error('the entry does not import src/app/start-app.tsx');
  const app = new Set([...entry, ...closure(appKey)]);
  const rows = [
    { name: 'landing (/) until the person acts', bytes: bytes(entry), budget: LANDING_BUDGET },
    { name: 'landing (/) with the app', bytes: bytes(app), budget: LANDING_BUDGET },
  ];
  for (const key of manifest[appKey].dynamicImports ?? []) {
    const src = manifest[key].src ?? key;
    if (!/src\/(flows|app\/screens)\//.test(src)) continue;
    rows.push({
      name: src.replace(/^src\//, ''),
      bytes: bytes(new Set([...app, ...closure(key)])),
      budget: SCREEN_BUDGET,
    });
  }
  return rows;
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
