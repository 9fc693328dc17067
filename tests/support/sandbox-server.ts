import { startSandbox as startServer } from '../../src/sandbox/__tests__/helpers.ts';
import type { Sandbox } from '../../src/sandbox/create-sandbox.ts';
import { configureApi } from '../../src/api/config';
import { AUTH_COOKIE, LEAD_COOKIE, clearToken } from '../../src/api/cookies';
import type { Lang } from '../../src/api/types';

export interface RunningSandbox {
  baseUrl: string;
  /** The sandbox's own records: what the provider received and kept. */
  store: Sandbox['store'];
  /** Calls a sandbox control endpoint (`/sandbox/...`) and answers its JSON. */
  control: <T = unknown>(path: string, body?: unknown, method?: string) => Promise<T>;
  /** How many requests reached the named endpoint since the last reset. */
  requestCount: (endpoint: string) => Promise<number>;
  /** The newest outbox message sent to `to`. */
  lastMessageTo: (to: string) => Promise<{ code?: string; link?: string; subject: string } | undefined>;
  close: () => Promise<void>;
}

/** Starts a real sandbox HTTP server on a free loopback port, as the dev and preview servers mount it. */
export async function startSandbox(): Promise<RunningSandbox> {
  const server = await startServer(process.env.SANDBOX_LOG ? { log: (line) => console.log(line) } : {});
  const baseUrl = server.base;
  const control = async <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const response = await fetch(`${baseUrl}/sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox control ${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    baseUrl,
    store: server.sandbox.store,
    control,
    requestCount: async (endpoint) => (await control<{ count: number }>(`requests?endpoint=${endpoint}`)).count,
    lastMessageTo: async (to) => {
      const messages = await control<{ to: string; code?: string; link?: string; subject: string }[]>('outbox');
      return messages.filter((m) => m.to === to).at(-1);
    },
    close: server.close,
  };
}

/**
 * For a test file of the API layer in the test DOM: one sandbox for the file, the API pointed at it, and before
 * each test a fresh sandbox state and no token cookies. Answers a getter for the running sandbox.
 */
export function withSandbox(getLang: () => Lang = () => 'sk'): () => RunningSandbox {
  let sandbox: RunningSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
    configureApi({ baseUrl: sandbox.baseUrl, getLang });
  });
  afterAll(() => sandbox?.close());
  beforeEach(async () => {
    clearToken(AUTH_COOKIE);
    clearToken(LEAD_COOKIE);
    await sandbox?.control('reset', {});
  });
  return () => {
    if (!sandbox) throw new Error('the sandbox starts in beforeAll');
    return sandbox;
  };
}
