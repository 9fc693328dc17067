#!/usr/bin/env node
// `node scripts/lock-optional-platforms.mjs`: puts back into package-lock.json the platform packages that npm
// left out of it, so that `npm ci` accepts the lock. Run it after anything that rewrites the lock.
//
// Why: npm 11.16 and later leave an optional dependency out of the lock when the registry has no version of it
// (this machine's registry has only the Linux builds of unrs-resolver, the native resolver of
// eslint-plugin-import-x), and `npm ci` then refuses the very lock npm wrote ("Missing: @unrs/...@ from lock
// file"; npm/cli#9846, not fixed in npm 11.19). An entry with the version the parent asks for and the package's
// os/cpu/libc is what npm writes where the registry has the package: `npm ci` skips it on any other platform.
// Without the registry's metadata the entry carries no integrity; npm checks none for such a package elsewhere.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = new Set([
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
]);
const CPU = new Set(['arm', 'arm64', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'x64']);

/** os, cpu and (on Linux) libc of a platform package from its name, e.g. `@unrs/resolver-binding-linux-x64-musl`. */
function platformOf(name) {
  const parts = name.split('/').at(-1).split('-');
  const at = parts.findIndex((part, i) => OS.has(part) && CPU.has(parts[i + 1]));
  if (at < 0) return undefined;
  const [os, cpu, abi = ''] = parts.slice(at);
  return { os, cpu, libc: os === 'linux' ? (abi.startsWith('musl') ? 'musl' : 'glibc') : undefined };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (lock.packages[target] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name} (optional for ${key}) is missing from the lock and is no platform package`);
    lock.packages[`node_modules/${name}`] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${version}`);
  }
}
// npm's own order: the root, then the paths sorted as npm sorts them.
const { '': root, ...rest } = lock.packages;
lock.packages = {
  '': root,
  ...Object.fromEntries(
    Object.keys(rest)
      .sort((a, b) => a.localeCompare(b, 'en'))
      .map((k) => [k, rest[k]]),
  ),
};
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added to the lock: ${added.join(', ')}` : 'the lock lacks no platform package');
