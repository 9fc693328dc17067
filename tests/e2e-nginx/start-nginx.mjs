#!/usr/bin/env node
// Starts Debian's nginx in the foreground with the repository's production configuration (deploy/nginx) on
// loopback, for the end-to-end smoke test (playwright.nginx.config.ts) and the benchmark. Everything nginx
// writes (pid, temp files, the configuration rendered from the template) lives in a temp folder that is
// removed on exit; logs go to stderr. nginx serves a copy of the build, precompressed as a deployment would.
// The provider API paths are proxied to a `vite preview` server with the sandbox: the one test-only part,
// added through the template's `snippets/wem-onboarding-extra/` hook.
//
// Environment: NGINX_PORT (4180), NGINX_DIST (dist), NGINX_UPSTREAM_PORT (4181, the preview server),
// WEM_CONNECT_SRC (as in production: the provider API's origin), NGINX_ACCESS_LOG (the access log, in the masked
// format of production; default a file per port in the temp folder), NGINX_BIN (/usr/sbin/nginx),
// NGINX_DEFINITIONS_DIR (the publication store served under /definitions/: the registry's PUBLICATION_DIR; default
// a folder per port in the system's temp folder, tests/e2e-nginx/definitions-store.ts).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { precompress } from '../../deploy/nginx/precompress.mjs';

const port = Number(process.env.NGINX_PORT ?? 4180);
const upstream = Number(process.env.NGINX_UPSTREAM_PORT ?? 4181);
const dist = resolve(process.env.NGINX_DIST ?? 'dist');
const deploy = resolve('deploy/nginx');
const temp = mkdtempSync(join(tmpdir(), 'wem-nginx-'));

/** Fills `${NAME}` like envsubst with an explicit list of names; nginx's own `$variables` stay as they are. */
function render(template, values) {
  const text = template.replace(/\$\{(WEM_[A-Z_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`no value for ${whole}`);
    return values[name];
  });
  return text;
}

// The publication store nginx serves under /definitions/ (NGINX_DEFINITIONS_DIR: the registry's PUBLICATION_DIR).
const definitions = resolve(process.env.NGINX_DEFINITIONS_DIR ?? join(tmpdir(), `wem-nginx-definitions-${port}`));
mkdirSync(definitions, { recursive: true });
const www = join(temp, 'www');
cpSync(dist, www, { recursive: true });
precompress(www);

mkdirSync(join(temp, 'snippets', 'wem-onboarding-extra'), { recursive: true });
cpSync(join(deploy, 'snippets', 'wem-onboarding-headers.conf'), join(temp, 'snippets', 'wem-onboarding-headers.conf'));
writeFileSync(
  join(temp, 'wem-onboarding.conf'),
  render(readFileSync(join(deploy, 'wem-onboarding.conf.template'), 'utf8'), {
    WEM_LISTEN: `127.0.0.1:${port}`,
    WEM_ROOT: www,
    WEM_DEFINITIONS_DIR: definitions,
    WEM_CONNECT_SRC: process.env.WEM_CONNECT_SRC ?? 'https://api.example.sk',
    WEM_ACCESS_LOG: process.env.NGINX_ACCESS_LOG ?? join(tmpdir(), `wem-nginx-access-${port}.log`),
  }),
);
// The provider: the sandbox of the preview server, on the same origin as the app (as the sandbox build expects).
writeFileSync(
  join(temp, 'snippets', 'wem-onboarding-extra', 'sandbox-proxy.conf'),
  `location ~ ^/(production/v1|actuator|oauth|sandbox)/ {
  proxy_pass http://127.0.0.1:${upstream};
  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
}
`,
);
const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((name) => `  ${name}_temp_path ${join(temp, name)};`)
  .join('\n');
writeFileSync(
  join(temp, 'nginx.conf'),
  `# Rendered by tests/e2e-nginx/start-nginx.mjs for one test run.
${process.getuid?.() === 0 ? 'user root root;\n' : ''}worker_processes 1;
pid ${join(temp, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temps}
  include ${join(temp, 'wem-onboarding.conf')};
}
`,
);

const nginx = spawn(
  process.env.NGINX_BIN ?? '/usr/sbin/nginx',
  ['-p', temp, '-e', 'stderr', '-c', join(temp, 'nginx.conf'), '-g', 'daemon off;'],
  {
    stdio: 'inherit',
  },
);
console.log(`nginx on http://127.0.0.1:${port}/ serving ${dist} (API proxied to 127.0.0.1:${upstream})`);
const cleanup = () => rmSync(temp, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}
nginx.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
nginx.on('error', (error) => {
  console.error(`nginx could not start: ${error.message} (scripts/install-test-deps.sh installs it)`);
  cleanup();
  process.exit(1);
});
