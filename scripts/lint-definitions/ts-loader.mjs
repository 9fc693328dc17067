// Node 20 runs no TypeScript (type stripping came with Node 22.6), so this module hook strips the types of the
// linter's .ts modules with the transformer Vite already ships (Oxc): no extra dependency, no build step. Only
// files with the .ts extension are touched; the linter's modules import each other with that extension.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
  return { format: 'module', source: code, shortCircuit: true };
}
