#!/usr/bin/env node
// A build for the real provider must contain no sandbox code: builds with VITE_API_BASE_URL set and looks
// for traces of the sandbox (its control paths, the outbox panel) and for eval-like code in the output.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const outDir = mkdtempSync(join(tmpdir(), 'provider-build-'));
const providerUrl = 'https://provider.example.invalid';
// Without source maps: only the JavaScript is read here, and the maps were about an eighth of the build's CPU.
// Vite's own file rather than `npx vite`: npx starts npm first (about 0.4 CPU s).
const options = ['--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', '--sourcemap', 'false'];
const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...options], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: providerUrl },
});
if (build.status !== 0) process.exit(1);

const files = readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
const code = files.map((f) => readFileSync(join(outDir, String(f)), 'utf8')).join('\n');
rmSync(outDir, { recursive: true, force: true });

const problems = [];
for (const trace of ['/sandbox/', 'outbox-code', 'sandbox.open']) {
  if (code.includes(trace)) problems.push(`the provider build contains "${trace}" (sandbox code)`);
}
if (!code.includes(providerUrl)) problems.push('the provider build does not use VITE_API_BASE_URL');
// ---- No code evaluated from strings (build/vite-plugin-validators.ts, DESIGN.md "Validation") ----------------
// The app runs under `script-src 'self'` without 'unsafe-eval': validators are precompiled at build time, so no
// `eval(`, `new Function(` or `Function(` (what a minifier makes of `new Function(`) may appear in the bundle.
for (const [label, pattern] of [
  ['new Function(', /\bnew\s+Function\s*\(/g],
  ['Function(', /(?<![\w$])Function\s*\(/g],
  ['eval(', /(?<![\w$])eval\s*\(/g],
]) {
  const hits = [...code.matchAll(pattern)].map((m) =>
    code.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' '),
  );
  if (hits.length > 0) problems.push(`the build contains ${label} (${hits.length}×), e.g. …${hits[0]}…`);
}
// ---- end of the eval check ------------------------------------------------------------------------------------

for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length === 0)
  console.log(`✓ provider build: ${files.length} JS files, no sandbox code, no eval, talks to ${providerUrl}`);
process.exit(problems.length === 0 ? 0 : 1);
