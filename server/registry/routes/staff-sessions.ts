import type { FastifyInstance } from 'fastify';
import { appendAudit } from '../audit/append-audit.ts';
import { errorBody } from '../schemas.ts';

/**
 * The admin's work: who is signed in, and ending a person's sessions (someone leaving, a lost laptop). Roles are
 * the identity provider's; the registry assigns none.
 */
export default async function staffSessionRoutes(app: FastifyInstance): Promise<void> {
  const { platform, db } = app;

  app.get(
    '/api/staff-sessions',
    {
      config: { roles: ['admin'] },
      schema: {
        summary: 'The sessions alive now',
        tags: ['admin'],
        response: {
          200: {
            type: 'object',
            required: ['sessions'],
            properties: {
              sessions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['staffId', 'name', 'roles', 'signedInAt', 'lastSeenAt', 'expiresAt'],
                  properties: {
                    staffId: { type: 'string' },
                    name: { type: 'string' },
                    roles: { type: 'array', items: { type: 'string' } },
                    signedInAt: { type: 'string', format: 'date-time' },
                    lastSeenAt: { type: 'string', format: 'date-time' },
                    expiresAt: { type: 'string', format: 'date-time' },
                  },
                },
              },
            },
          },
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async () => ({
      sessions: (await platform.sessions.list()).map((session) => ({
        staffId: session.staff.id,
        name: session.staff.name,
        roles: session.staff.roles,
        signedInAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
      })),
    }),
  );

  app.delete(
    '/api/staff-sessions/:staffId',
    {
      config: { roles: ['admin'] },
      schema: {
        summary: "Ends every session of one member of staff (they must sign in again, with the provider's roles)",
        tags: ['admin'],
        params: { type: 'object', required: ['staffId'], properties: { staffId: { type: 'string' } } },
        body: {
          type: 'object',
          required: ['reason'],
          additionalProperties: false,
          properties: { reason: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
        response: {
          200: { type: 'object', required: ['ended'], properties: { ended: { type: 'integer' } } },
          400: errorBody,
          401: errorBody,
          403: errorBody,
        },
      },
    },
    async (request) => {
      const { staffId } = request.params as { staffId: string };
      const { reason } = request.body as { reason: string };
      const ended = await platform.sessions.deleteForStaff(staffId);
      await appendAudit(db, {
        actor: request.staff.id,
        action: 'sessions.end',
        subject: `staff:${staffId}`,
        reason,
        detail: { ended },
      });
      return { ended };
    },
  );
}
