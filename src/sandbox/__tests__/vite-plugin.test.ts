// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxMiddleware } from '../create-sandbox.ts';
import { sandboxPlugin } from '../vite-plugin.ts';

// Vite's hook types allow an object form too; the plugin defines plain functions, called here as Vite would.
type Hook = (arg: unknown) => void;

function mount(hook: unknown): SandboxMiddleware {
  const used: SandboxMiddleware[] = [];
  (hook as Hook)({ middlewares: { use: (middleware: SandboxMiddleware) => used.push(middleware) } });
  expect(used).toHaveLength(1);
  return used[0] as SandboxMiddleware;
}

describe('sandboxPlugin', () => {
  it('mounts one sandbox in the dev and preview servers and prints the outbox in the terminal', async () => {
    const plugin = sandboxPlugin();
    const lines: string[] = [];
    (plugin.configResolved as Hook)({ logger: { info: (line: string) => lines.push(line) } });
    const dev = mount(plugin.configureServer);
    const preview = mount(plugin.configurePreviewServer);
    expect(preview).toBe(dev);
    expect(lines[0]).toBe('  ➜  Provider sandbox: /production/v1/ (outbox at /sandbox/outbox)');

    const server = createServer((req, res) => dev(req, res, () => res.end('passed on')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const health = await fetch(`${base}/actuator/health`);
      expect(await health.json()).toEqual({ status: 'UP' });
      expect(await (await fetch(`${base}/some/app/route`)).text()).toBe('passed on');
      const tokenAnswer = await fetch(`${base}/oauth/onboarding-token`, {
        method: 'POST',
        body: new URLSearchParams({ scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' }),
      });
      const { authorization_token } = (await tokenAnswer.json()) as { authorization_token: string };
      await fetch(`${base}/production/v1/onboarding/send-email-code?lang=sk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${authorization_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'plugin@example.com' }),
      });
      expect(lines.at(-1)).toMatch(/✉ {2}email to plugin@example\.com: Overovací kód {2}→ {2}code \d{6}$/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
