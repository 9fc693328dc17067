import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { SESSION_COOKIE, cookieHeader, readCookie } from './cookies.ts';
import { sameToken } from './random-token.ts';
import { isRole } from './roles.ts';
import type { SessionStore } from './session-store.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RouteAccess {
  method: string;
  url: string;
  roles: string[] | 'public';
}

/** The one error body of the registry's API (`error` is a stable code, `message` for people). */
export function refuse(reply: FastifyReply, statusCode: number, error: string, message: string): FastifyReply {
  return reply.code(statusCode).send({ error, message });
}

/**
 * The one place that decides who may call what. Every route must declare `config.roles` (or `config.public`): one
 * without fails the start-up, so a route cannot be forgotten. Each request then: no live session → 401; an unsafe
 * method without the session's CSRF token in X-CSRF-Token → 403; a role not among the route's → 403.
 * Returns the routes with their declarations (the access test calls each of them).
 */
export function installAccessControl(app: FastifyInstance, sessions: SessionStore): RouteAccess[] {
  const routes: RouteAccess[] = [];
  app.decorateRequest('staffSession', null);
  app.decorateRequest('staff', {
    getter(this: FastifyRequest) {
      if (!this.staffSession) throw new Error(`${this.method} ${this.url}: no staff on a public route`);
      return this.staffSession.staff;
    },
  });

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as { roles?: unknown; public?: unknown };
    const methods = [route.method].flat();
    if (config.public === true) {
      if (config.roles !== undefined) throw new Error(`${methods} ${route.url}: declare roles or public, not both`);
      for (const method of methods) routes.push({ method, url: route.url, roles: 'public' });
      return;
    }
    const roles = config.roles;
    if (!Array.isArray(roles) || roles.length === 0 || !roles.every(isRole)) {
      throw new Error(`${methods} ${route.url}: the route declares no roles (config: { roles: [...] } or public)`);
    }
    for (const method of methods) routes.push({ method, url: route.url, roles: [...roles] });
  });

  app.addHook('onRequest', async (request, reply) => {
    const { config, url } = request.routeOptions;
    // No route matched: the 404 answer tells nothing.
    if (url === undefined || config.public === true) return;
    const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
    const found = cookie ? await sessions.find(cookie) : { missing: true as const };
    if (!('session' in found)) {
      if ('expired' in found) {
        reply.header('set-cookie', cookieHeader(SESSION_COOKIE, '', { sameSite: 'Strict', maxAge: 0 }));
        return refuse(reply, 401, 'session-expired', 'The session has ended; sign in again.');
      }
      return refuse(reply, 401, 'unauthenticated', 'Sign in first.');
    }
    const { session } = found;
    if (!SAFE_METHODS.has(request.method)) {
      const token = request.headers[CSRF_HEADER];
      if (typeof token !== 'string' || !sameToken(token, session.csrfToken)) {
        return refuse(reply, 403, 'csrf', `A change needs the session's CSRF token in the ${CSRF_HEADER} header.`);
      }
    }
    const allowed = config.roles ?? [];
    if (!session.staff.roles.some((role) => allowed.includes(role))) {
      return refuse(reply, 403, 'forbidden', `This needs one of the roles: ${allowed.join(', ')}.`);
    }
    request.staffSession = session;
  });

  return routes;
}
