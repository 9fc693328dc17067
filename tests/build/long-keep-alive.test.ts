// @vitest-environment node
import { Agent, get } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';
import { afterAll, expect, it } from 'vitest';
import { longKeepAlivePlugin } from '../../build/vite-plugin-long-keep-alive';

const folder = mkdtempSync(join(tmpdir(), 'keep-alive-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** One GET on the agent's single connection; resolves with the socket that carried it. */
const getOn = (agent: Agent, port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.socket as Socket));
    });
    request.on('error', reject);
  });

it('a connection a test client keeps alive is still open after six idle seconds (Node closes it after five)', async () => {
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>x</title>');
  const server = await preview({
    configFile: false,
    logLevel: 'silent',
    build: { outDir: folder },
    preview: { host: '127.0.0.1', port: 0 },
    plugins: [longKeepAlivePlugin()],
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await getOn(agent, port);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await getOn(agent, port);
    expect(second).toBe(first);
  } finally {
    agent.destroy();
    await server.close();
  }
}, 20_000);
