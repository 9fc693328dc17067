// The module hooks registered by node-ts.mjs (they run on Node's loader thread).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';

export async function resolve(specifier, context, nextResolve) {
  const relative = specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
  const fromOurs = context.parentURL?.startsWith('file:') && !context.parentURL.includes('/node_modules/');
  if (relative && fromOurs && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
    for (const suffix of ['.ts', '.tsx', '/index.ts']) {
      const url = new URL(specifier + suffix, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !/\.tsx?$/.test(url) || url.includes('/node_modules/')) {
    return nextLoad(url, context);
  }
  const file = fileURLToPath(url);
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, {
    lang: file.endsWith('.tsx') ? 'tsx' : 'ts',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
