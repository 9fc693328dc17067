import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, readCookie } from '../auth/cookies.ts';
import { escapeHtml } from '../html-page.ts';

/**
 * The registry's front page until the studio moves here: who is signed in, or the way to sign in, and the API
 * document. Where sign-in returns to by default.
 */
export default async function homeRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        summary: 'Front page: who is signed in, or a link to sign in',
        tags: ['session'],
        response: { 200: { description: 'HTML', type: 'string' } },
      },
    },
    async (request, reply) => {
      const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
      const found = cookie ? await platform.sessions.find(cookie) : undefined;
      const staff = found && 'session' in found ? found.session.staff : undefined;
      const status = staff
        ? `<p>Signed in as <strong>${escapeHtml(staff.name)}</strong> (${escapeHtml(staff.roles.join(', '))}).</p>`
        : '<p>Not signed in.</p><p><a href="/auth/sign-in">Sign in</a></p>';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Definition registry</title></head>
<body><main><h1>Definition registry</h1>${status}
<p><a href="/api/openapi.json">API (OpenAPI 3.1)</a></p></main></body></html>
`);
    },
  );
}
