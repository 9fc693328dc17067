import type { FastifyInstance, FastifyReply } from 'fastify';
import { appendAudit } from '../audit/append-audit.ts';
import { SESSION_COOKIE, SIGN_IN_COOKIE, cookieHeader, readCookie } from '../auth/cookies.ts';
import { randomToken, tokenHash } from '../auth/random-token.ts';
import { staffFromClaims } from '../auth/staff-from-claims.ts';
import { htmlPage } from '../html-page.ts';

const ATTEMPT_SECONDS = 600;

/** A path of this origin to return to after sign-in; anything else (another origin, `//host`) becomes `/`. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\\\r\n]/.test(value)) {
    return '/';
  }
  return value;
}

interface AttemptRow {
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  expires_at: Date;
}

/** Sign-in with OpenID Connect: authorization code with PKCE, state and nonce kept server-side per attempt. */
export default async function signInRoutes(app: FastifyInstance): Promise<void> {
  const { platform, db } = app;
  const redirectUri = () => `${platform.publicUrl()}/auth/callback`;

  app.get(
    '/auth/sign-in',
    {
      config: { public: true },
      schema: {
        summary: 'Start signing in at the identity provider',
        tags: ['session'],
        querystring: {
          type: 'object',
          properties: {
            returnTo: { type: 'string', description: 'A path of the registry to come back to' },
            lang: { type: 'string', enum: ['sk', 'en', 'bg'], description: "The identity provider's page language" },
          },
        },
        response: { 302: { description: 'To the identity provider', type: 'null' } },
      },
    },
    async (request, reply) => {
      const { returnTo: asked, lang } = request.query as { returnTo?: string; lang?: string };
      const returnTo = safeReturnPath(asked);
      const authorization = await platform.oidc.authorizationRequest(redirectUri(), lang);
      const attemptId = randomToken();
      // Attempts abandoned at the provider are removed here, so the table stays small.
      await db.query('DELETE FROM sign_in_attempts WHERE expires_at <= $1', [app.now().toISOString()]);
      await db.query(
        `INSERT INTO sign_in_attempts (id_hash, state, nonce, code_verifier, return_to, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          tokenHash(attemptId),
          authorization.state,
          authorization.nonce,
          authorization.codeVerifier,
          returnTo,
          new Date(app.now().getTime() + ATTEMPT_SECONDS * 1000).toISOString(),
        ],
      );
      reply.header('set-cookie', cookieHeader(SIGN_IN_COOKIE, attemptId, { sameSite: 'Lax', maxAge: ATTEMPT_SECONDS }));
      return reply.redirect(authorization.url.href, 302);
    },
  );

  app.get(
    '/auth/callback',
    {
      config: { public: true },
      schema: {
        summary: "The identity provider's answer: opens the session",
        tags: ['session'],
        response: {
          200: { description: 'Signed in; the page moves on to the path asked for', type: 'string' },
          400: { description: 'The sign-in failed', type: 'string' },
          403: { description: 'Signed in at the provider, but with no registry role', type: 'string' },
        },
      },
    },
    async (request, reply) => {
      const clearAttempt = cookieHeader(SIGN_IN_COOKIE, '', { sameSite: 'Lax', maxAge: 0 });
      const attemptId = readCookie(request.headers.cookie, SIGN_IN_COOKIE);
      /**
       * A sign-in that fails: audited when it was one this registry started (a known attempt); an answer with no
       * attempt behind it is refused without an entry, so anyone can not fill the audit log by calling this URL.
       */
      const failed = async (reason: string, message: string, started = true) => {
        if (started) {
          await appendAudit(db, { actor: 'unknown', action: 'sign-in.failed', subject: 'staff:unknown', reason });
        }
        return page(reply.code(400).header('set-cookie', clearAttempt), 'Sign-in failed', message);
      };
      if (!attemptId) {
        return failed('no sign-in attempt cookie', 'This sign-in was not started in this browser.', false);
      }
      const { rows } = await db.query<AttemptRow>(
        'DELETE FROM sign_in_attempts WHERE id_hash = $1 RETURNING state, nonce, code_verifier, return_to, expires_at',
        [tokenHash(attemptId)],
      );
      const attempt = rows[0];
      if (!attempt || attempt.expires_at.getTime() <= app.now().getTime()) {
        return failed(
          'unknown or expired sign-in attempt',
          'This sign-in took too long or was already used.',
          !!attempt,
        );
      }
      const query = request.query as Record<string, string | undefined>;
      if (query.error) return failed(`identity provider: ${query.error}`, 'The identity provider refused the sign-in.');
      let result;
      try {
        result = await platform.oidc.finish(new URL(request.url, platform.publicUrl()), {
          state: attempt.state,
          nonce: attempt.nonce,
          codeVerifier: attempt.code_verifier,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in answer refused');
        return failed(`answer refused: ${(error as Error).name}`, 'The answer of the identity provider was not valid.');
      }
      const staff = staffFromClaims(result.claims, platform.oidcSettings);
      if (staff.roles.length === 0) {
        await appendAudit(db, {
          actor: staff.id,
          action: 'sign-in.refused',
          subject: `staff:${staff.id}`,
          reason: 'no registry role',
        });
        return page(
          reply.code(403).header('set-cookie', clearAttempt),
          'No access',
          'You are signed in at the identity provider, but it gives you no role in the registry.',
        );
      }
      await platform.sessions.sweep();
      const { cookieValue } = await platform.sessions.create(staff, result.idToken);
      await appendAudit(db, {
        actor: staff.id,
        action: 'sign-in',
        subject: `staff:${staff.id}`,
        detail: { name: staff.name, roles: staff.roles },
      });
      reply.header('set-cookie', [clearAttempt, cookieHeader(SESSION_COOKIE, cookieValue, { sameSite: 'Strict' })]);
      // A page that moves on, not a redirect: after a redirect chain that started on the provider's site, the browser
      // would not send the new SameSite=Strict cookie with the next request; a navigation from this page does.
      const to = attempt.return_to;
      return page(reply.code(200), 'Signed in', `Signed in as ${staff.name}.`, to);
    },
  );
}

function page(reply: FastifyReply, title: string, message: string, continueTo?: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').send(htmlPage({ title, message, continueTo }));
}
