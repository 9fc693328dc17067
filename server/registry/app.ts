import './fastify-types.ts';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { AddressInfo } from 'node:net';
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { installAccessControl } from './auth/access-control.ts';
import { OidcClient } from './auth/oidc-client.ts';
import type { OidcSettings } from './auth/oidc-settings.ts';
import { SessionStore, type SessionTimes } from './auth/session-store.ts';
import type { Db } from './db/db.ts';
import { installErrorAnswers } from './error-answers.ts';
import { installRequestValidation } from './request-validation.ts';
import type { Platform } from './platform.ts';
import { installPublicationStore } from './publication/publication-store.ts';
import { installSecurityHeaders } from './security-headers.ts';

const ROUTES_DIR = fileURLToPath(new URL('./routes/', import.meta.url));

export const DEFAULT_SESSION_TIMES: SessionTimes = { idleMs: 15 * 60_000, maxMs: 8 * 60 * 60_000 };

export interface RegistryOptions {
  /** Already migrated (openDb does it). */
  db: Db;
  oidc: OidcSettings;
  /** Where browsers reach the registry; by default http://127.0.0.1:<the port it listens on>. */
  publicUrl?: string;
  sessionTimes?: SessionTimes;
  /** The clock of sessions (tests move it). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** The publication store's folder (PUBLICATION_DIR); without it, publishing writes the database only. */
  publicationDir?: string;
}

/**
 * The registry's HTTP API: every `routes/*.ts` module's default export (a Fastify plugin) registered behind the one
 * access check, the OpenAPI 3.1 document built from the routes' schemas. Not listening yet: call `listen`.
 */
export async function buildRegistry(options: RegistryOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  // Proxies add the client's address; trust none by default (no X-Forwarded-* from a stranger).
  // The publication store is written when the registry is ready (an onReady hook, under Fastify's plugin timeout):
  // compiling every definition's validators takes about 5 s alone and more than the default 10 s on a busy machine.
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: false,
    bodyLimit: 5 * 1024 * 1024,
    pluginTimeout: 120_000,
  });
  // A request body's unknown property is refused (400, error-answers.ts), as a bank's API refuses what it does not
  // know: Fastify's default would quietly drop it where a schema says `additionalProperties: false`. Nor is a body's
  // "5" taken for the integer 5 (request-validation.ts).
  installRequestValidation(app);
  const sessionTimes = options.sessionTimes ?? DEFAULT_SESSION_TIMES;
  const sessions = new SessionStore(options.db, sessionTimes, now);
  const publicUrl = () =>
    options.publicUrl ?? `http://127.0.0.1:${(app.server.address() as AddressInfo | null)?.port ?? 5180}`;
  app.decorate('db', options.db);
  app.decorate('now', now);
  const platform: Platform = {
    sessions,
    sessionTimes,
    oidc: new OidcClient(options.oidc),
    oidcSettings: options.oidc,
    publicUrl,
    routes: [],
  };
  app.decorate('platform', platform);
  platform.routes = installAccessControl(app, sessions);
  installSecurityHeaders(app);
  installErrorAnswers(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Definition registry',
        version: '1.0.0',
        description:
          'Staff-facing API of the definition registry. Sign in at /auth/sign-in (OpenID Connect); every change ' +
          'needs the CSRF token of GET /api/session in the X-CSRF-Token header. x-roles names who may call each ' +
          'operation.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: '__Host-registry-session' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const config = (route.config ?? {}) as { roles?: string[]; public?: boolean };
      const methods = [route.method].flat();
      const unsafe = methods.some((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method));
      const documented: Record<string, unknown> = { ...schema };
      if (config.public) {
        documented.security = [];
      } else {
        documented.security = [unsafe ? { session: [], csrf: [] } : { session: [] }];
        documented['x-roles'] = config.roles;
      }
      return { schema: documented as typeof schema, url };
    },
  });

  // A request body may come gzipped (Content-Encoding: gzip) where a route asks for it (`decompress: {}`): the studio's
  // lint sends every definition and text on each pause in typing, about 260 KB, 68 KB gzipped. The body limit counts
  // the bytes after decompression, so a small body that inflates past it is refused (413) before it is all inflated.
  // Answers are not compressed here (`global: false`): a proxy in front does that.
  await app.register(compress, { global: false, requestEncodings: ['gzip'] });
  for (const plugin of await routePlugins()) await app.register(plugin);
  if (options.publicationDir) installPublicationStore(app, options.publicationDir);
  await app.ready();
  return app;
}

/** Each routes/*.ts module but tests, in name order: adding a file adds its routes, nothing else to edit. */
async function routePlugins(): Promise<FastifyPluginAsync[]> {
  const names = (await readdir(ROUTES_DIR))
    .filter((name) => /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name) && !name.endsWith('.d.ts'))
    .sort();
  const plugins: FastifyPluginAsync[] = [];
  for (const name of names) {
    const module = (await import(pathToFileURL(ROUTES_DIR + name).href)) as { default?: unknown };
    if (typeof module.default !== 'function') throw new Error(`routes/${name} must default-export a Fastify plugin`);
    plugins.push(module.default as FastifyPluginAsync);
  }
  return plugins;
}
