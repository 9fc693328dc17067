#!/usr/bin/env node
// `npm start`: the app (Vite's dev server with the provider sandbox, http://127.0.0.1:5173/), the definition registry
// (http://127.0.0.1:5180/, PGlite in .registry-data/ unless DATABASE_URL is set) and, unless OIDC_ISSUER names a
// real identity provider, the development identity provider (http://127.0.0.1:5181/) the registry signs staff in
// at. One command, one Ctrl+C: when any of them stops, the others are stopped too.
import { spawn } from 'node:child_process';

const node = process.execPath;
const typescript = ['--import', './server/registry/node-ts.mjs'];
const children = [
  ['app', node, ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', '5173', '--strictPort']],
  ['registry', node, [...typescript, 'server/registry/main.ts']],
  ...(process.env.OIDC_ISSUER ? [] : [['identity provider', node, [...typescript, 'server/registry/dev-idp/main.ts']]]),
].map(([name, command, args], index) => ({
  name,
  // Vite's keyboard shortcuts (r, o, q) read the terminal: the app alone gets it.
  process: spawn(command, args, { stdio: [index === 0 ? 'inherit' : 'ignore', 'inherit', 'inherit'] }),
}));

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) if (child.process.exitCode === null) child.process.kill('SIGTERM');
}

for (const child of children) {
  child.process.on('exit', (code, signal) => {
    if (!stopping) console.error(`${child.name} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stopAll(code ?? 1);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
