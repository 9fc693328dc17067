import type { FastifyInstance } from 'fastify';

/** What a load balancer and API tooling read without signing in. */
export default async function serviceRoutes(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
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
    // Built from the routes once they are all registered, and sent as the same text every time after.
    async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send((document ??= JSON.stringify(app.swagger()))),
  );
}
