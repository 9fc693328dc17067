import type { FastifyInstance } from 'fastify';

/**
 * Headers on every answer: nothing cached (answers are personal to a session), no sniffing, no framing, no
 * referrer, and a policy that lets an answer load or run nothing (the API serves JSON; its few HTML pages need no
 * script or style). The studio, when it comes, sets its own stricter-than-default policy for its pages.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    }
  });
}
