import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../html-page.ts';
import { readStudioFiles, studioCsp } from '../studio/studio-files.ts';

/**
 * The registry's web UI: the studio (built by `npm run build:studio` into dist-studio/) at `/`, with its assets,
 * under its own CSP (studio/studio-files.ts). The page is public (it shows the sign-in when nobody is signed in);
 * everything it reads or saves goes through the API's access check. Where sign-in returns to by default.
 */
export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  const studio = await readStudioFiles();

  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        summary: 'The studio: the staff web UI (sign-in, definitions, drafts, changes)',
        tags: ['session'],
        response: { 200: { description: 'HTML', type: 'string' }, 503: { description: 'HTML', type: 'string' } },
      },
    },
    async (_request, reply) => {
      reply.type('text/html; charset=utf-8');
      if (!studio) {
        return reply.code(503).send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Definition registry</title></head>
<body><main><h1>Definition registry</h1>
<p>The studio is not built: run <code>${escapeHtml('npm run build:studio')}</code> (npm start does it) and restart.</p>
<p><a href="/api/openapi.json">API (OpenAPI 3.1)</a></p></main></body></html>
`);
      }
      const { html, nonce } = studio.page();
      return reply.header('content-security-policy', studioCsp(nonce)).send(html);
    },
  );

  app.get(
    '/assets/:name',
    {
      config: { public: true },
      schema: {
        summary: "The studio's scripts and styles (names carry their content hash)",
        tags: ['session'],
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', pattern: '^[\\w.-]+$', maxLength: 200 } },
        },
        response: { 200: { description: 'The file', type: 'string' }, 404: { description: 'No such file' } },
      },
    },
    async (request, reply) => {
      const asset = studio?.asset((request.params as { name: string }).name);
      if (!asset) return reply.code(404).send({ error: 'not-found', message: 'No such file.' });
      return reply.type(asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body);
    },
  );
}
