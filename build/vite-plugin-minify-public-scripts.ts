import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Plugin, minifySync } from 'vite';

/**
 * Minifies classic scripts of `public/` in the build's output (`files`, relative to it): Vite copies `public/` as it
 * is, and before-app.js, every prerendered page's first script, went out with its comments (1.5 KB gzip, 0.5 KB
 * minified; every route's script budget counts it). The development server serves the readable file.
 */
export function minifyPublicScriptsPlugin(files: readonly string[]): Plugin {
  let outDir = '';
  return {
    name: 'minify-public-scripts',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of files) {
        const path = resolve(outDir, file);
        const { code, errors } = minifySync(file, readFileSync(path, 'utf8'), { compress: true, mangle: true });
        if (errors.length > 0)
          throw new Error(`${file} could not be minified: ${errors.map((e) => e.message).join('; ')}`);
        writeFileSync(path, code);
      }
    },
  };
}
