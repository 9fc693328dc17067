// Servers the benchmark starts and stops itself: a static server for its own page, and the production pair of
// the nginx smoke test (vite preview with the sandbox behind Debian's nginx with deploy/nginx's configuration).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** Serves the files of `folder` on a free loopback port; resolves to `{ origin, close }`. */
export function serveStatic(folder) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(folder, path);
    if (!existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

/** Starts a command in its own process group (so stopping it stops its children too). */
function start(command, args, env = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  });
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          resolve();
        }
      }),
  };
}

async function waitFor(url, child, seconds = 60) {
  for (let i = 0; i < seconds * 4; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * The built app `dist` as production serves it: nginx on `port`, the sandbox on `upstream`; `definitions`, when
 * given, is the publication store nginx serves under /definitions/ and the sandbox reads (issue 21).
 */
export async function startProductionServer({ dist, port, upstream, definitions }) {
  const store = definitions ? { NGINX_DEFINITIONS_DIR: definitions, PUBLICATION_DIR: definitions } : {};
  const preview = start(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(upstream), '--strictPort', '--outDir', dist],
    store,
  );
  const nginx = start('node', ['tests/e2e-nginx/start-nginx.mjs'], {
    NGINX_PORT: String(port),
    NGINX_UPSTREAM_PORT: String(upstream),
    NGINX_DIST: dist,
    ...store,
  });
  const stop = async () => {
    await nginx.stop();
    await preview.stop();
  };
  try {
    await waitFor(`http://127.0.0.1:${upstream}/actuator/health`, preview.child);
    await waitFor(`http://127.0.0.1:${port}/actuator/health`, nginx.child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: `http://127.0.0.1:${port}`, stop };
}
