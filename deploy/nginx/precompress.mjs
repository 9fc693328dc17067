#!/usr/bin/env node
// Writes `NAME.gz` (gzip level 9) beside every compressible file of a build's assets/ folder, for nginx's
// gzip_static (deploy/nginx/wem-onboarding.conf.template): the assets are compressed once per release at the
// best level instead of on every request. Usage: node deploy/nginx/precompress.mjs [dist]
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|html)$/;

/** Precompresses the assets of `dist`; returns how many files got a `.gz` twin. */
export function precompress(dist) {
  const folder = join(dist, 'assets');
  let count = 0;
  for (const name of readdirSync(folder)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(folder, name);
    const content = readFileSync(path);
    const gzipped = gzipSync(content, { level: 9 });
    // Tiny files would only grow; nginx then compresses or sends them as they are.
    if (gzipped.length >= content.length) continue;
    writeFileSync(`${path}.gz`, gzipped);
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  console.log(`precompressed ${precompress(dist)} files in ${join(dist, 'assets')}`);
}
