import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../src/sandbox/create-sandbox';

export interface RunningSandbox {
  baseUrl: string;
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
  const sandbox = createSandbox({ log: process.env.SANDBOX_LOG ? (line) => console.log(line) : () => undefined });
  const server = http.createServer((req, res) =>
    sandbox.middleware(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control = async <T,>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
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
    control,
    requestCount: async (endpoint) => {
      const answer = await control<{ count: number }>(`requests?endpoint=${endpoint}`);
      return answer.count;
    },
    lastMessageTo: async (to) => {
      const messages = await control<{ to: string; code?: string; link?: string; subject: string }[]>('outbox');
      return messages.filter((m) => m.to === to).at(-1);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
