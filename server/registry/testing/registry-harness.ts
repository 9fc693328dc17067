import type { FastifyInstance } from 'fastify';
import { buildRegistry, type RegistryOptions } from '../app.ts';
import { CSRF_HEADER } from '../auth/access-control.ts';
import { SESSION_COOKIE } from '../auth/cookies.ts';
import type { Staff } from '../auth/roles.ts';
import type { Db } from '../db/db.ts';
import { openPgliteDb } from '../db/pglite-db.ts';
import { openPostgresDb } from '../db/postgres-db.ts';
import { runMigrations } from '../db/run-migrations.ts';
import { DEV_CLIENT_ID, DEV_CLIENT_SECRET } from '../dev-idp/dev-client.ts';
import { openDevIdp, type DevIdp } from '../dev-idp/dev-idp.ts';
import { DEV_STAFF } from '../dev-idp/dev-staff.ts';
import { signInFlow } from './sign-in-flow.ts';

/** Answers that carry no body (a Response with one cannot be made). */
const NO_BODY = [204, 205, 304];

/** A signed-in member of staff for API tests: sends the session cookie, and the CSRF token with every change. */
export interface StaffAgent {
  staff: Staff;
  csrfToken: string;
  cookie: string;
  /** fetch against the registry: a path, the cookie added, the CSRF token on unsafe methods, JSON bodies. */
  request(path: string, init?: AgentInit): Promise<Response>;
}

export interface AgentInit extends Omit<RequestInit, 'body'> {
  /** An object is sent as JSON; a string or bytes as they are. */
  body?: unknown;
  /** Leave the CSRF token out (to see a change refused). */
  withoutCsrf?: boolean;
}

export interface TestRegistry {
  url: string;
  app: FastifyInstance;
  db: Db;
  idp: DevIdp;
  /** Signs in through the development identity provider as one of its seeded staff (see dev-staff.ts). */
  signedInAs(login: string): Promise<StaffAgent>;
  /** fetch against the registry without a session. */
  anonymous(path: string, init?: AgentInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestRegistryOptions extends Partial<Omit<RegistryOptions, 'db' | 'oidc' | 'publicUrl'>> {
  /** A database already migrated; by default a fresh one (see freshTestDb). */
  db?: Db;
}

/**
 * A migrated PGlite's data folder, made once per module graph (a test worker's: the registry's Vitest config shares
 * it between files), which every fresh database starts from: a new cluster (initdb) and its migrations cost about
 * 2.7 s of CPU each, a copy of this image 0.7 s.
 */
let migratedImage: Promise<Blob> | undefined;

async function migratedPgliteImage(): Promise<Blob> {
  const db = await openPgliteDb();
  try {
    await runMigrations(db);
    return await db.image();
  } finally {
    await db.close();
  }
}

/**
 * A fresh database for a test: PGlite in memory, or, when REGISTRY_TEST_DATABASE_URL is set (npm test's PostgreSQL
 * run), a new schema of its own on that server, so test files running side by side never meet. Migrated.
 */
export async function freshTestDb(): Promise<Db> {
  const url = process.env.REGISTRY_TEST_DATABASE_URL;
  if (!url) {
    // A failed attempt is not kept: the next test tries again.
    migratedImage ??= migratedPgliteImage().catch((error: unknown) => {
      migratedImage = undefined;
      throw error;
    });
    return openPgliteDb(undefined, { image: await migratedImage });
  }
  const schema = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = openPostgresDb(url, 1);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = openPostgresDb(scoped.href);
  await runMigrations(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = openPostgresDb(url, 1);
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.close();
    },
  };
}

/**
 * The registry on loopback (a free port) with the development identity provider (another free port) and a fresh
 * database: what API tests sign in to with real HTTP, no mock.
 */
export async function startTestRegistry(options: TestRegistryOptions = {}): Promise<TestRegistry> {
  const db = options.db ?? (await freshTestDb());
  const idp = await openDevIdp();
  const app = await buildRegistry({
    ...options,
    db,
    oidc: {
      issuer: idp.issuer,
      clientId: DEV_CLIENT_ID,
      clientSecret: DEV_CLIENT_SECRET,
      rolesClaim: 'roles',
      roleMap: {},
      prompt: 'login',
      allowHttp: true,
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = app.platform.publicUrl();
  idp.start(url);

  const send = async (path: string, init: AgentInit = {}, session?: { cookie: string; csrfToken: string }) => {
    const headers = new Headers(init.headers);
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (typeof init.body === 'string' || init.body instanceof Uint8Array) body = init.body as BodyInit;
      else {
        body = JSON.stringify(init.body);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
    }
    const method = (init.method ?? 'GET').toUpperCase();
    if (session) {
      headers.set('cookie', session.cookie);
      if (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !init.withoutCsrf)
        headers.set(CSRF_HEADER, session.csrfToken);
    }
    const { withoutCsrf: _ignored, ...rest } = init;
    const answer = await fetch(`${url}${path}`, { ...rest, method, headers, body, redirect: 'manual' });
    // Every answer is read whole here, whether the test reads it or not. Undici keeps a connection whose answer nobody
    // read busy, and in the PostgreSQL run it then opened further connections to the registry and sent nothing on
    // them (0 bytes read, opened from one of its socket's events). Node counts such a connection as a request on its
    // way, so the registry's close waited about 70 s for the headers timeout (consistency-definition; publication-store
    // had closed connections by force).
    const read = NO_BODY.includes(answer.status) ? null : await answer.arrayBuffer();
    return new Response(read, { status: answer.status, statusText: answer.statusText, headers: answer.headers });
  };

  return {
    url,
    app,
    db,
    idp,
    anonymous: (path, init) => send(path, init),
    async signedInAs(login) {
      const member = DEV_STAFF.find((candidate) => candidate.login === login);
      if (!member) throw new Error(`no seeded staff member ${login} (see dev-staff.ts)`);
      const { registryJar, callback } = await signInFlow(url, member.login, member.password);
      if (callback.status !== 200) throw new Error(`sign-in as ${login}: ${callback.status}`);
      const sessionId = registryJar.get(SESSION_COOKIE);
      if (!sessionId) throw new Error(`sign-in as ${login}: no session cookie`);
      const cookie = `${SESSION_COOKIE}=${sessionId}`;
      const answer = await send('/api/session', {}, { cookie, csrfToken: '' });
      if (answer.status !== 200) throw new Error(`GET /api/session after sign-in as ${login}: ${answer.status}`);
      const { staff, csrfToken } = (await answer.json()) as { staff: Staff; csrfToken: string };
      const session = { cookie, csrfToken };
      return { staff, csrfToken, cookie, request: (path, init) => send(path, init, session) };
    },
    async close() {
      await app.close();
      await idp.close();
      await db.close();
    },
  };
}
