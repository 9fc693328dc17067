/**
 * Issue 24: a page loaded afresh on a path without a prerendered page (the verification result after the identity
 * provider, the reset-password link, a client's e-mailed link, a reload of any step) gets shell.html, whose one
 * script is the entry (src/main.tsx). The browser then fetched in series: the HTML, the entry, the app the entry
 * imports (src/app/start-app.tsx), the texts the app starts with, the route's screen: each a round trip of 562 ms on
 * a slow 4G phone. shell.html gets `<link rel="modulepreload">` for the app's chunks and its Slovak start texts, so
 * they come with the entry, one round trip after the HTML. (Asking for the route's screen in start-app.tsx before the
 * first render was tried and taken back: a client's e-mailed link then showed 'The link is not valid'.)
 *
 * Only what every such page loads anyway is named (a map of every route's chunks in a script of its own was tried:
 * 3 KB more JavaScript on every screen, over the 320 KB budget of several).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const START_APP = 'src/app/start-app.tsx';
const I18N = 'src/app/i18n.ts';
const ROUTE_TABLE = 'src/app/routing/route-table.ts';
const SCREEN_NAMESPACES = 'src/app/screens/screen-namespaces.ts';

/** The app's start namespaces (START_NAMESPACES of i18n.ts) and whether the sandbox's are among them. */
function readStartNamespaces(root: string, sandbox: boolean): string[] {
  const source = readFileSync(join(root, I18N), 'utf8');
  const body = /START_NAMESPACES = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
  const names = [...body.matchAll(/^\s*'([\w-]+)',/gm)].map(([, name = '']) => name);
  return sandbox ? [...names, 'sandbox'] : names;
}

/**
 * A screen of the route table (`name` as in route-table.ts): the manifest key of its module and its namespaces
 * (screen-namespaces.ts), read from the sources as the app's own tables say them.
 */
function readScreen(root: string, manifest: Manifest, name: string): { key: string; namespaces: string[] } {
  const table = readFileSync(join(root, ROUTE_TABLE), 'utf8');
  const quoted = `(?:'${name}'|${name})`;
  const imported = new RegExp(`name: ${quoted},[^}]*?import\\('([^']+)'\\)`).exec(table)?.[1];
  const key =
    imported && Object.keys(manifest).find((file) => file.startsWith(`${posix.join(dirname(ROUTE_TABLE), imported)}.`));
  const lists = readFileSync(join(root, SCREEN_NAMESPACES), 'utf8');
  const body = new RegExp(`\\n  ${quoted}: \\[([^\\]]*)\\]`).exec(lists)?.[1];
  if (!key || body === undefined) throw new Error(`route-preload: no screen or namespaces for ${name}`);
  return { key, namespaces: [...body.matchAll(/'([\w-]+)'/g)].map(([, namespace = '']) => namespace) };
}

/**
 * The preload links for shell.html: the app's chunks (src/app/start-app.tsx and what it imports, less the entry's)
 * and the Slovak texts it starts with (START_NAMESPACES of i18n.ts; Slovak is every page's fallback, so they are
 * loaded in any language). For a prerendered page of one screen (src/prerender/prerendered-pages.ts), also that
 * screen's chunks and its texts, in Slovak and in the page's language: everything the app needs to take the page
 * over comes together, one round trip after the HTML.
 */
export function routePreloadLinks(
  root: string,
  outDir: string,
  base: string,
  sandbox: boolean,
  page?: { screen: string; language: string },
): string[] {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key) || !manifest[key]) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey || !manifest[START_APP]) throw new Error('route-preload: no entry or start-app in the manifest');
  const entry = closure(entryKey);
  const app = closure(START_APP);
  const chunks = [...app].filter((key) => !entry.has(key));
  const languages = [...new Set(['sk', page?.language ?? 'sk'])];
  const textsOf = (namespaces: string[]) =>
    languages.flatMap((lang) => namespaces.map((name) => `locales/${lang}/${name}.json`));
  const texts = textsOf(readStartNamespaces(root, sandbox));
  if (page) {
    const screen = readScreen(root, manifest, page.screen);
    chunks.push(...[...closure(screen.key)].filter((key) => !entry.has(key) && !app.has(key)));
    texts.push(...textsOf(screen.namespaces));
  }
  const missing = texts.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`route-preload: ${missing.join(', ')} not in the build`);
  return [...chunks, ...new Set(texts)].map(
    (key) => `<link rel="modulepreload" crossorigin href="${base}${manifest[key]?.file ?? ''}">`,
  );
}

/** The id of the `<template>` in which a link's page holds its preloads until it is painted (src/main.tsx). */
export const HELD_PRELOADS_ID = 'wem-preloads';

/** The published definitions' manifest's preload in index.html (issue 21), with the comment above it. */
const MANIFEST_PRELOAD = /\n\s*(?:<!--[^>]*-->\s*)?(<link rel="preload" href="\/definitions\/manifest\.json"[^>]*>)/;

/**
 * The page with the preloads in its head, before the entry's module script: shell.html, which paints nothing before
 * the app, asks for them with the HTML. A link's prerendered page (`prerendered`) holds them, the manifest's too, in a
 * `<template>`, whose content the browser neither fetches nor its preload scanner sees, and the entry puts them into
 * the head once the page is painted (src/main.tsx, src/prerender/README.md): issuing about 50 preloads while the HTML
 * was parsed took 100 to 270 ms of the main thread at 4x CPU, in the task that ends with the heading's first paint
 * (journey-full-load-trace.ts). The fetches start one frame later instead, still all at once.
 */
export function withRoutePreloads(
  page: string,
  root: string,
  outDir: string,
  base: string,
  sandbox: boolean,
  prerendered?: { screen: string; language: string },
): string {
  const links = routePreloadLinks(root, outDir, base, sandbox, prerendered);
  if (!prerendered) return page.replace('<script type="module"', `${links.join('\n    ')}\n    <script type="module"`);
  const manifest = MANIFEST_PRELOAD.exec(page)?.[1];
  const held = [...(manifest ? [manifest] : []), ...links];
  return page
    .replace(MANIFEST_PRELOAD, '')
    .replace(
      '<script type="module"',
      `<template id="${HELD_PRELOADS_ID}">${held.join('')}</template>\n    <script type="module"`,
    );
}
