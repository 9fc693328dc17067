import type { FastifyInstance } from 'fastify';

/** What a load balancer and API tooling read without signing in. */
export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        summary: 'Alive and the database answering (for the load balancer)',
        tags: ['service'],
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
          503: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
        },
      },
    },
    async (_request, reply) => {
      const ok = await app.db.query('SELECT 1').then(
        () => true,
        () => false,
      );
      return reply.code(ok ? 200 : 503).send({ ok });
    },
  );

  app.get(
    '/api/openapi.json',
    {
      config: { public: true },
      schema: { summary: 'This OpenAPI 3.1 document', tags: ['service'] },
    },
    async () => app.swagger(),
  );
}
