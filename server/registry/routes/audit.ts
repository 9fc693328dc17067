import type { FastifyInstance } from 'fastify';
import { type AuditRow, auditEntryView } from '../audit/audit-row.ts';
import { verifyAudit } from '../audit/verify-audit.ts';
import { errorBody } from '../schemas.ts';

const READERS = ['auditor' as const, 'admin' as const];

/** Reading and checking the audit log. */
export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get(
    '/api/audit/verification',
    {
      config: { roles: READERS },
      schema: {
        summary: 'Recomputes the hash chain of the whole audit log and names the first entry that does not match',
        tags: ['audit'],
        response: {
          200: {
            type: 'object',
            required: ['ok', 'entries', 'headHash', 'firstMismatch'],
            properties: {
              ok: { type: 'boolean' },
              entries: { type: 'integer', description: 'Entries checked (up to the first mismatch)' },
              headHash: { type: 'string', description: 'Hash of the last entry that matched' },
              firstMismatch: {
                type: ['object', 'null'],
                required: ['id', 'problem', 'message'],
                properties: {
                  id: { type: 'integer' },
                  problem: { type: 'string', enum: ['content', 'previous-hash', 'missing'] },
                  message: { type: 'string', description: 'In English, for logs and the command line' },
                  words: {
                    type: 'object',
                    required: ['code'],
                    description: 'The message as a code and parameters: the studio says it in sk, en or bg',
                    properties: { code: { type: 'string' }, params: { type: 'object', additionalProperties: true } },
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
    async () => verifyAudit(db),
  );

  app.get(
    '/api/audit',
    {
      config: { roles: READERS },
      schema: {
        summary: 'Audit entries in order, a page at a time; filter by subject or actor',
        tags: ['audit'],
        querystring: {
          type: 'object',
          properties: {
            afterId: { type: 'integer', minimum: 0, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
            subject: { type: 'string' },
            actor: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['entries'],
            properties: {
              entries: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'at', 'actor', 'action', 'subject', 'hash', 'previousHash'],
                  properties: {
                    id: { type: 'integer' },
                    at: { type: 'string', format: 'date-time' },
                    actor: { type: 'string' },
                    action: { type: 'string' },
                    subject: { type: 'string' },
                    beforeHash: { type: ['string', 'null'] },
                    afterHash: { type: ['string', 'null'] },
                    reason: { type: ['string', 'null'] },
                    detail: {},
                    previousHash: { type: 'string' },
                    hash: { type: 'string' },
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
    async (request) => {
      const { afterId, limit, subject, actor } = request.query as {
        afterId: number;
        limit: number;
        subject?: string;
        actor?: string;
      };
      const { rows } = await db.query<AuditRow>(
        `SELECT * FROM audit_log
         WHERE id > $1 AND ($2::text IS NULL OR subject = $2) AND ($3::text IS NULL OR actor = $3)
         ORDER BY id LIMIT $4`,
        [afterId, subject ?? null, actor ?? null, limit],
      );
      return {
        entries: rows.map((row) => ({ ...auditEntryView(row), previousHash: row.previous_hash })),
      };
    },
  );
}
