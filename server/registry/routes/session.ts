import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../audit/append-audit.ts';
import { SESSION_COOKIE, cookieHeader } from '../auth/cookies.ts';
import { ANY_ROLE, ROLES } from '../auth/roles.ts';
import { errorBody } from '../schemas.ts';

const staffSchema = {
  type: 'object',
  required: ['id', 'name', 'roles'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    roles: { type: 'array', items: { type: 'string', enum: [...ROLES] } },
  },
} as const;

/** Who is signed in (with the CSRF token for changes), and signing out. */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const { platform, db } = app;

  app.get(
    '/api/session',
    {
      config: { roles: ANY_ROLE },
      schema: {
        summary: 'The signed-in member of staff, the CSRF token for changes and when the session ends',
        tags: ['session'],
        response: {
          200: {
            type: 'object',
            required: ['staff', 'csrfToken', 'expiresAt', 'idleTimeoutSeconds'],
            properties: {
              staff: staffSchema,
              csrfToken: { type: 'string', description: 'Send it in X-CSRF-Token with every change' },
              expiresAt: { type: 'string', format: 'date-time', description: 'The absolute end of the session' },
              idleTimeoutSeconds: { type: 'integer', description: 'The session ends after this long unused' },
            },
          },
          401: errorBody,
        },
      },
    },
    async (request) => {
      const session = request.staffSession!; // set: the route is not public
      return {
        staff: session.staff,
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
        idleTimeoutSeconds: Math.round(platform.sessionTimes.idleMs / 1000),
      };
    },
  );

  app.post(
    '/api/session/sign-out',
    {
      config: { roles: ANY_ROLE },
      schema: {
        summary: "Ends the session; answers where to end the identity provider's session too",
        tags: ['session'],
        response: {
          200: {
            type: 'object',
            required: ['signedOut', 'identityProviderSignOutUrl'],
            properties: {
              signedOut: { type: 'boolean' },
              identityProviderSignOutUrl: { type: ['string', 'null'] },
            },
          },
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request, reply) => {
      const session = request.staffSession!;
      await platform.sessions.delete(session.idHash);
      await appendAudit(db, { actor: session.staff.id, action: 'sign-out', subject: `staff:${session.staff.id}` });
      reply.header('set-cookie', cookieHeader(SESSION_COOKIE, '', { sameSite: 'Strict', maxAge: 0 }));
      return {
        signedOut: true,
        identityProviderSignOutUrl: await platform.oidc.endSessionUrl(session.idToken, `${platform.publicUrl()}/`),
      };
    },
  );
}
