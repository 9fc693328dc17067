import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * The studio's end-to-end tests edit a scratch working tree, never the repository: a temporary folder holding a
 * copy of what the app's dev server needs, with node_modules as a link to the repository's. The studio edits its
 * schemas/ and locales/ (STUDIO_DATA_DIR) and the app's own dev server runs from it, so a test can save in the
 * studio and see the running app pick the change up.
 *
 *   <tmp>/studio-e2e-XXXXXX/        the folder the teardown removes
 *   <tmp>/studio-e2e-XXXXXX/tree/   the scratch working tree (STUDIO_DATA_DIR, the app server's cwd)
 *   <tmp>/studio-e2e-XXXXXX/vite/   the scratch app's pre-bundled dependencies (APP_CACHE_DIR): not the shared
 *                                   node_modules/.vite of the developer's `npm start`
 */
export interface ScratchTree {
  tree: string;
  cacheDir: string;
}

const PREFIX = 'studio-e2e-';

// What `vite` needs to serve the app from the tree (vite.config.ts imports build/ and src/; the app reads
// schemas/ and locales/). No .env files: the scratch app always runs on its built-in sandbox.
const COPIED = [
  'src',
  // The sandbox reads published definitions with the registry's canonical JSON (src/sandbox/published-definitions.ts).
  'server',
  'schemas',
  'locales',
  'build',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

export function makeScratchTree(repo: string): ScratchTree {
  const root = mkdtempSync(join(tmpdir(), PREFIX));
  const tree = join(root, 'tree');
  mkdirSync(tree);
  for (const name of COPIED)
    if (existsSync(join(repo, name))) cpSync(join(repo, name), join(tree, name), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(tree, 'node_modules'), 'dir');
  return { tree, cacheDir: join(root, 'vite') };
}

/** Removes the folder of a scratch tree made by makeScratchTree, and nothing else: the link is removed, not followed.
 * */
export function removeScratchTree(tree: string): void {
  const root = dirname(resolve(tree));
  if (basename(tree) !== 'tree' || dirname(root) !== resolve(tmpdir()) || !basename(root).startsWith(PREFIX)) {
    throw new Error(`not a scratch tree of the studio's end-to-end tests: ${tree}`);
  }
  rmSync(root, { recursive: true, force: true });
}
