#!/usr/bin/env node
// `node scripts/registry-postgres.mjs <command> [args…]`: starts a throwaway PostgreSQL cluster (Debian's server,
// /usr/lib/postgresql/*/bin) on loopback in a temporary folder, runs the command with REGISTRY_TEST_DATABASE_URL
// pointing at it, stops the cluster, removes the folder and exits with the command's exit code. npm test runs the
// registry's tests through it once, after their PGlite run. As root (CI containers) the server runs as the
// `postgres` user the package creates: PostgreSQL refuses to run as root.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

function serverBin() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const version = versions.find((v) => existsSync(join(root, v, 'bin', 'initdb')));
  if (!version) throw new Error('no PostgreSQL server in /usr/lib/postgresql (npm run test:setup installs it)');
  return join(root, version, 'bin');
}

/** The uid/gid to run the server as: ours, or the `postgres` user when we are root. */
function serverUser() {
  if (process.getuid?.() !== 0) return undefined;
  const line = spawnSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  const [, , uid, gid] = line.split(':');
  if (!uid) throw new Error('running as root and there is no postgres user to run the server as');
  return { name: 'postgres', uid: Number(uid), gid: Number(gid) };
}

export async function startThrowawayPostgres() {
  const bin = serverBin();
  const user = serverUser();
  const folder = mkdtempSync(join(tmpdir(), 'registry-postgres-'));
  chmodSync(folder, 0o755);
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const port = await freePort();
  const run = (program, args) => {
    const command = user
      ? ['runuser', ['-u', user.name, '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    const result = spawnSync(command[0], command[1], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
  };
  // Durability off: a test cluster is thrown away, and fsync makes the tests several times slower.
  run('initdb', ['-D', data, '-U', 'registry', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', '-t', '120', 'start']);
  return {
    url: `postgres://registry@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/registry-postgres.mjs <command> [args…]');
    process.exit(2);
  }
  const postgres = await startThrowawayPostgres();
  let status;
  try {
    console.log(`PostgreSQL for the registry's tests: ${postgres.url}`);
    status =
      spawnSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, REGISTRY_TEST_DATABASE_URL: postgres.url },
      }).status ?? 1;
  } finally {
    postgres.stop();
  }
  process.exit(status);
}
