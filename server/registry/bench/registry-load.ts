// The registry's load figure for `npm run bench` (BENCH_PARTS=registry): its read endpoints at 50 concurrent
// connections (autocannon), requests per second and p99 latency, on PGlite and on PostgreSQL (Debian's server in a
// throwaway cluster, when installed). The registry runs as `npm start` runs it, in a process of its own; the
// load comes from this one. Environment: BENCH_REGISTRY_SECONDS (10 per endpoint), BENCH_REGISTRY_CONNECTIONS (50).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET } from '../dev-idp/dev-client.ts';
import { openDevIdp } from '../dev-idp/dev-idp.ts';
import { signInFlow } from '../testing/sign-in-flow.ts';
// @ts-expect-error -- a JavaScript module of scripts/ without types; its one export is typed below.
import { startThrowawayPostgres as startPostgres } from '../../../scripts/registry-postgres.mjs';
import { freePort } from '../../../scripts/free-port.mjs';

const startThrowawayPostgres = startPostgres as () => Promise<{ url: string; stop(): void }>;
const SECONDS = Number(process.env.BENCH_REGISTRY_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_REGISTRY_CONNECTIONS ?? 50);
const write = (line: string) => process.stdout.write(`${line}\n`);

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the registry stopped (exit code ${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the registry did not answer /api/health in 3 minutes');
}

/** The read endpoints to load: the platform's, and the definition workflow's lists when they are there. */
async function readPaths(url: string, cookie: string): Promise<string[]> {
  const get = (path: string) => fetch(`${url}${path}`, { headers: { cookie } });
  const session = await get('/api/session');
  if (!session.ok) throw new Error(`signed in, but GET /api/session answers ${session.status}`);
  const paths = ['/api/session', '/api/openapi.json', '/api/audit?limit=50'];
  const definitions = await get('/api/definitions');
  if (definitions.ok) {
    paths.push('/api/definitions');
    const text = await definitions.text();
    const id = /"id":"([^"]+)"/.exec(text)?.[1];
    if (id && (await get(`/api/definitions/${encodeURIComponent(id)}/live`)).ok) {
      paths.push(`/api/definitions/${encodeURIComponent(id)}/live`);
    }
  }
  if ((await get('/api/changes')).ok) paths.push('/api/changes');
  return paths;
}

async function measure(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-bench-'));
  const idp = await openDevIdp();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  idp.start(url);
  const registry = spawn(process.execPath, ['--import', './server/registry/node-ts.mjs', 'server/registry/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      REGISTRY_PORT: String(port),
      REGISTRY_DATA_DIR: dataDir,
      // Its publication store beside its data, not the developer's .definitions-store.
      PUBLICATION_DIR: join(dataDir, 'definitions'),
      DATABASE_URL: databaseUrl ?? '',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: DEV_CLIENT_ID,
      OIDC_CLIENT_SECRET: DEV_CLIENT_SECRET,
    },
  });
  try {
    await waitForHealth(url, registry);
    const { registryJar } = await signInFlow(url, 'auditor', 'auditor-pass');
    const cookie = `${SESSION_COOKIE}=${registryJar.get(SESSION_COOKIE) ?? ''}`;
    for (const path of await readPaths(url, cookie)) {
      const result = await autocannon({
        url: `${url}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { cookie },
      });
      const problems = result.non2xx + result.errors + result.timeouts;
      write(
        `  ${database.padEnd(11)} GET ${path.padEnd(50)} ${result.requests.average.toFixed(0).padStart(6)} req/s` +
          `   p99 ${String(result.latency.p99).padStart(5)} ms   (${result.requests.total} requests` +
          `${problems ? `, ${problems} not 2xx or failed` : ''})`,
      );
    }
  } finally {
    registry.kill('SIGTERM');
    await new Promise((resolve) => registry.once('exit', resolve));
    await idp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

write(
  `\n== Registry read endpoints: ${CONNECTIONS} concurrent connections, ${SECONDS} s each, signed in as the auditor` +
    '\n   (one registry process; the load generator shares the machine with it)',
);
await measure('PGlite');
let postgres: { url: string; stop(): void } | undefined;
try {
  postgres = await startThrowawayPostgres();
} catch (error) {
  write(`  PostgreSQL not measured: ${(error as Error).message}`);
}
if (postgres) {
  try {
    await measure('PostgreSQL', postgres.url);
  } finally {
    postgres.stop();
  }
}
