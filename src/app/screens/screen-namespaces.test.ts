// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { START_NAMESPACES } from '../i18n';
import { routeTable } from '../routing/route-table';
import { SCREEN_NAMESPACES } from './screen-namespaces';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const NAMESPACES = readdirSync(join(root, 'locales/sk')).map((file) => file.replace(/\.json$/, ''));
/** An import or re-export: `type` (no code loaded), its clause (`{ a, b }`, a default, `* as x`) and its module. */
const STATEMENT =
  /(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]/g;
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string[] {
  if (!specifier.startsWith('.')) return [];
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.filter((file) => existsSync(file) && statSync(file).isFile()).slice(0, 1);
}

/** The names a clause such as `{ a, type B, c as d }` imports at run time (undefined: a default or `* as x`). */
function namedImports(clause: string): string[] | undefined {
  const list = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
  if (list === undefined) return undefined;
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/**
 * The modules an import statement loads. Through a barrel (an `index.ts` of re-exports, such as the engine's public
 * surface) only the modules that export the names imported, as the bundler's tree-shaking keeps them; type-only
 * imports load nothing.
 */
function modulesLoaded(file: string, text: string): string[] {
  const loaded: string[] = [];
  for (const [, typeOnly, clause = '', from, lazy, bare] of text.matchAll(STATEMENT)) {
    if (typeOnly) continue;
    const target = resolveImport(file, from ?? lazy ?? bare ?? '')[0];
    if (!target) continue;
    const names = from ? namedImports(clause) : undefined;
    if (!names || !/index\.tsx?$/.test(target)) {
      loaded.push(target);
      continue;
    }
    if (names.length === 0) continue;
    const barrel = readFileSync(target, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    for (const [, reTypeOnly, reClause = '', reFrom] of barrel.matchAll(STATEMENT)) {
      if (reTypeOnly || !reFrom) continue;
      const exported = namedImports(reClause);
      if (!exported || exported.some((name) => names.includes(name))) loaded.push(...resolveImport(target, reFrom));
    }
  }
  return loaded;
}

/**
 * The namespaces whose keys (`name.` followed by a letter) appear in a module, its definitions (JSON) and
 * everything it imports, statically and lazily, comments left out: what its texts may need.
 */
function namespacesUsed(entry: string, seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || /\.test\.|__tests__/.test(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    for (const name of NAMESPACES)
      if (new RegExp(`(?<![\\w/.-])${name.replace('-', '\\-')}\\.[A-Za-z]`).test(text)) used.add(name);
    if (!/\.tsx?$/.test(file)) continue;
    stack.push(...modulesLoaded(file, text));
    // The app's own locale glob (i18n.ts) is the texts themselves, not a screen's use of them.
    if (file.endsWith('app/i18n.ts')) continue;
    for (const match of text.matchAll(GLOB)) {
      const pattern = resolve(dirname(file), match[1] ?? '');
      const name = new RegExp(`^${(pattern.split('/').at(-1) ?? '').replaceAll('.', '\\.').replaceAll('*', '[^/]*')}$`);
      for (const found of readdirSync(dirname(pattern)))
        if (name.test(found)) stack.push(join(dirname(pattern), found));
    }
  }
  return used;
}

const routeTableFile = join(root, 'src/app/routing/route-table.ts');
/**
 * The questionnaire sections' loader (issue 21): a bundled section loads its texts, the `questionnaire` locale file,
 * with its definition before it is shown; a published one brings them in its module. A screen that shows sections
 * only through it, or reads the bundled definitions (sections.ts) for their answers alone (the update's prefill),
 * needs no such namespace of its own.
 */
const SECTION_SOURCE = join(root, 'src/flows/questionnaire/section-source.ts');
const SECTION_DEFINITIONS = join(root, 'src/flows/questionnaire/sections.ts');
const SECTION_TEXTS = 'questionnaire';
const loaders = [...readFileSync(routeTableFile, 'utf8').matchAll(/name: '([\w-]+)'[^}]*?import\(\s*'([^']+)'\s*\)/g)];

describe('each screen loads the texts it shows with its code (no key shown in place of a text)', () => {
  test('every route of the table has its namespaces listed', () => {
    expect(Object.keys(SCREEN_NAMESPACES).sort()).toEqual(routeTable.map((route) => route.name).sort());
    expect(loaders.map(([, name]) => name).sort()).toEqual(routeTable.map((route) => route.name).sort());
  });

  test.each(loaders.map(([, name, path]) => [name ?? '', path ?? '']))('%s', (name, path) => {
    const screen = resolveImport(routeTableFile, path)[0] ?? '';
    const loaded = new Set([...START_NAMESPACES, ...(SCREEN_NAMESPACES[name] ?? [])]);
    const seen = new Set<string>();
    const used = namespacesUsed(screen, seen);
    if (seen.has(SECTION_SOURCE) || seen.has(SECTION_DEFINITIONS)) loaded.add(SECTION_TEXTS);
    expect([...used].filter((namespace) => !loaded.has(namespace))).toEqual([]);
  });

  test('the bundled sections load their texts with their definitions', () => {
    const source = readFileSync(SECTION_SOURCE, 'utf8');
    expect(source).toContain(`SECTION_TEXTS_NAMESPACE = '${SECTION_TEXTS}'`);
    expect(source).toMatch(/import\('\.\/sections'\), bundledTexts\.load\(\[SECTION_TEXTS_NAMESPACE\]\)/);
  });

  test('the app at start loads what its shell and landing page show', () => {
    // Lazily loaded parts of the shell (help, the sandbox's panel) count as the start's; the footer questions
    // load their own (shell-layout.tsx).
    const used = namespacesUsed(join(root, 'src/app/app.tsx'));
    used.delete('faq');
    for (const lazyPart of ['src/app/shell/help-popover.tsx', 'src/app/sandbox-panel/outbox-panel.tsx']) {
      for (const namespace of namespacesUsed(join(root, lazyPart))) used.add(namespace);
    }
    // The screens are the route table's lazily loaded code, checked above.
    // So are the questionnaire sections' texts, which their loader brings with them.
    const screensOnly = new Set([...Object.values(SCREEN_NAMESPACES).flat(), SECTION_TEXTS]);
    expect(
      [...used].filter((namespace) => !START_NAMESPACES.includes(namespace) && !screensOnly.has(namespace)),
    ).toEqual([]);
  });
});
