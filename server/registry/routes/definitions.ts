import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileURLToPath } from 'node:url';
import type { Role } from '../auth/roles.ts';
import * as api from '../definitions/api-schemas.ts';
import { listChanges, proposeChange, publishChange, readChange, reviewChange } from '../definitions/changes.ts';
import { contentOf, getDefinition, getVersion, listVersions, liveVersion } from '../definitions/definition-store.ts';
import { type VersionRow } from '../definitions/definition-store.ts';
import { checkDraft } from '../definitions/draft-gates.ts';
import { discardDraft, readDraft, saveDraft } from '../definitions/drafts.ts';
import { evidenceHtml } from '../definitions/evidence-html.ts';
import { exportEvidence } from '../definitions/evidence.ts';
import { definitionHistory, definitionSummaries } from '../definitions/history.ts';
import { importRepository } from '../definitions/import-repository.ts';
import { WorkflowError } from '../definitions/workflow-error.ts';

/** The repository whose schemas/ and locales/ an empty database starts from. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const READERS: Role[] = ['author', 'approver', 'auditor'];
const AUTHORS: Role[] = ['author'];
const APPROVERS: Role[] = ['approver'];
const AUDITORS: Role[] = ['auditor'];

const idParams = {
  type: 'object',
  required: ['id'],
  // Texts definitions are named after their namespace, which may be camelCase (texts-profileChange).
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$', maxLength: 100 } },
} as const;
const versionParams = {
  type: 'object',
  required: ['id', 'versionNo'],
  properties: { ...idParams.properties, versionNo: { type: 'integer', minimum: 1 } },
} as const;
const changeParams = {
  type: 'object',
  required: ['changeId'],
  properties: { changeId: { type: 'integer', minimum: 1 } },
} as const;
const atQuery = {
  type: 'object',
  properties: {
    at: { type: 'string', format: 'date-time', description: 'Resolve "live" at this time instead of now' },
  },
} as const;
const refusals = { 400: api.workflowError, 401: api.workflowError, 403: api.workflowError, 404: api.workflowError };

/** A refusal of the workflow in the API's error shape, with any extra body (both sides of a conflict). */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof WorkflowError)) throw error;
    return reply.code(error.statusCode).send({ error: error.code, message: error.message, ...error.body });
  }
}

const versionSummaryOf = (v: VersionRow) => ({
  definitionId: v.definitionId,
  versionNo: v.versionNo,
  semver: v.semver,
  sha256: v.sha256,
  author: { id: v.authorId, name: v.authorName },
  createdAt: new Date(v.createdAt).toISOString(),
});
const versionDetailOf = (v: VersionRow) => ({ ...versionSummaryOf(v), ...contentOf(v), fileText: v.fileText });

const atOf = (query: unknown, now: Date) => {
  const at = (query as { at?: string }).at;
  return at === undefined ? now : new Date(at);
};

/**
 * The definition workflow: definitions and their immutable versions, shared drafts (ETag / If-Match), changes with
 * server-side gates, four-eyes reviews, publication now or at a time, history and evidence. On an empty database
 * the repository's schemas/ and locales/ become the published version 1 of each definition.
 */
export default async function definitionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  app.addHook('onReady', async () => {
    await importRepository(db, REPOSITORY_ROOT);
  });

  app.get(
    '/api/definitions',
    {
      config: { roles: READERS },
      schema: {
        summary: 'Every definition: live version, any scheduled one, open draft',
        tags: ['definitions'],
        querystring: atQuery,
        response: { 200: { type: 'array', items: api.definitionSummary }, ...refusals },
      },
    },
    async (request) => definitionSummaries(db, atOf(request.query, app.now())),
  );

  app.get(
    '/api/definitions/:id/versions',
    {
      config: { roles: READERS },
      schema: {
        summary: "A definition's versions, oldest first",
        tags: ['definitions'],
        params: idParams,
        response: { 200: { type: 'array', items: api.versionSummary }, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { id } = request.params as { id: string };
        await getDefinition(db, id);
        return (await listVersions(db, id)).map(versionSummaryOf);
      }),
  );

  app.get(
    '/api/definitions/:id/versions/:versionNo',
    {
      config: { roles: READERS },
      schema: {
        summary: 'One version: the definition, its texts in sk, en and bg, its hash',
        tags: ['definitions'],
        params: versionParams,
        response: { 200: api.versionDetail, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { id, versionNo } = request.params as { id: string; versionNo: number };
        return versionDetailOf(await getVersion(db, id, versionNo));
      }),
  );

  app.get(
    '/api/definitions/:id/live',
    {
      config: { roles: READERS },
      schema: {
        summary: 'The version in effect now (or at `at`): the latest publication whose effective time has come',
        tags: ['definitions'],
        params: idParams,
        querystring: atQuery,
        response: { 200: api.versionDetail, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { id } = request.params as { id: string };
        await getDefinition(db, id);
        const version = await liveVersion(db, id, atOf(request.query, app.now()));
        if (!version) throw new WorkflowError(404, 'not-published', `"${id}" has no version in effect then`);
        return versionDetailOf(version);
      }),
  );

  app.get(
    '/api/definitions/:id/history',
    {
      config: { roles: READERS },
      schema: {
        summary: 'Publications, newest first: who published what, when, why, and who approved it',
        tags: ['definitions'],
        params: idParams,
        querystring: atQuery,
        response: { 200: { type: 'array', items: api.historyEntry }, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { id } = request.params as { id: string };
        return definitionHistory(db, id, atOf(request.query, app.now()));
      }),
  );

  app.get(
    '/api/definitions/:id/draft',
    {
      config: { roles: READERS },
      schema: {
        summary: 'The shared draft (or the live version as revision 0), with its ETag',
        tags: ['drafts'],
        params: idParams,
        response: { 200: api.draft, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const draft = await readDraft(db, (request.params as { id: string }).id, app.now());
        reply.header('etag', draft.etag);
        return draft;
      }),
  );

  app.put(
    '/api/definitions/:id/draft',
    {
      config: { roles: AUTHORS },
      schema: {
        summary: 'Saves the draft if If-Match is its current ETag; otherwise 412 with both sides, nothing lost',
        tags: ['drafts'],
        params: idParams,
        headers: { type: 'object', properties: { 'if-match': { type: 'string' } } },
        body: {
          type: 'object',
          required: ['definition', 'texts'],
          additionalProperties: false,
          properties: { definition: { type: 'object' }, texts: api.texts },
        },
        response: { 200: api.draft, 412: api.workflowError, 428: api.workflowError, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { definition, texts } = request.body as { definition: unknown; texts: unknown };
        const draft = await saveDraft(db, request.staff, (request.params as { id: string }).id, {
          definition,
          texts,
          ifMatch: request.headers['if-match'],
        });
        reply.header('etag', draft.etag);
        return draft;
      }),
  );

  app.delete(
    '/api/definitions/:id/draft',
    {
      config: { roles: AUTHORS },
      schema: {
        summary: 'Discards the draft (If-Match: its ETag); the answer is the live version to begin again from',
        tags: ['drafts'],
        params: idParams,
        headers: { type: 'object', properties: { 'if-match': { type: 'string' } } },
        response: { 200: api.draft, 412: api.workflowError, 428: api.workflowError, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const draft = await discardDraft(
          db,
          request.staff,
          (request.params as { id: string }).id,
          request.headers['if-match'],
        );
        reply.header('etag', draft.etag);
        return draft;
      }),
  );

  app.post(
    '/api/definitions/:id/draft/gates',
    {
      config: { roles: AUTHORS },
      schema: {
        summary: 'Runs the gates on the draft as if it were proposed alone now, without proposing it (audited)',
        tags: ['drafts'],
        params: idParams,
        response: {
          200: {
            ...api.gateReport,
            required: [...api.gateReport.required, 'sha256'],
            properties: { ...api.gateReport.properties, sha256: { type: 'string', description: 'The draft checked' } },
          },
          ...refusals,
        },
      },
    },
    async (request, reply) =>
      answering(reply, async () => checkDraft(db, request.staff, (request.params as { id: string }).id)),
  );

  app.get(
    '/api/changes',
    {
      config: { roles: READERS },
      schema: {
        summary: 'Changes, newest first',
        tags: ['changes'],
        querystring: {
          type: 'object',
          properties: { status: { type: 'string', enum: ['proposed', 'approved', 'rejected', 'published'] } },
        },
        response: { 200: { type: 'array', items: api.changeSummary }, ...refusals },
      },
    },
    async (request) => listChanges(db, (request.query as { status?: 'proposed' }).status),
  );

  app.post(
    '/api/changes',
    {
      config: { roles: AUTHORS },
      schema: {
        summary: 'Proposes drafts (or an earlier version: a rollback) with a reason and a reference; runs the gates',
        tags: ['changes'],
        body: {
          type: 'object',
          required: ['reason', 'reference', 'items'],
          additionalProperties: false,
          properties: {
            reason: { type: 'string', minLength: 1, maxLength: 4000 },
            reference: { type: 'string', minLength: 1, maxLength: 400, description: 'Regulation, ticket' },
            items: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                required: ['definitionId'],
                additionalProperties: false,
                properties: {
                  definitionId: { type: 'string' },
                  versionNo: { type: 'integer', minimum: 1, description: 'Publish this earlier version again' },
                  draftEtag: { type: 'string', description: 'The draft as the author last saw it' },
                },
              },
            },
          },
        },
        response: { 201: api.changeDetail, 409: api.workflowError, 412: api.workflowError, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const change = await proposeChange(db, request.staff, request.body as Parameters<typeof proposeChange>[2]);
        return reply.code(201).send(change);
      }),
  );

  app.get(
    '/api/changes/:changeId',
    {
      config: { roles: READERS },
      schema: {
        summary: 'A change: its diff, gate report, impact on the golden sets, reviews and publication',
        tags: ['changes'],
        params: changeParams,
        response: { 200: api.changeDetail, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => readChange(db, (request.params as { changeId: number }).changeId)),
  );

  app.post(
    '/api/changes/:changeId/reviews',
    {
      config: { roles: APPROVERS },
      schema: {
        summary: 'Approves (every gate passed) or rejects a proposed change; never by one of its authors (403)',
        tags: ['changes'],
        params: changeParams,
        body: {
          type: 'object',
          required: ['decision'],
          additionalProperties: false,
          properties: {
            decision: { type: 'string', enum: ['approve', 'reject'] },
            comment: { type: 'string', maxLength: 4000, default: '' },
          },
        },
        response: { 200: api.changeDetail, 409: api.workflowError, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () =>
        reviewChange(
          db,
          request.staff,
          (request.params as { changeId: number }).changeId,
          request.body as { decision: 'approve' | 'reject'; comment: string },
        ),
      ),
  );

  app.post(
    '/api/changes/:changeId/publication',
    {
      config: { roles: APPROVERS },
      schema: {
        summary: 'Publishes an approved change now, or from `effectiveAt` (a regulation’s effective date)',
        tags: ['changes'],
        params: changeParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { effectiveAt: { type: 'string', format: 'date-time' } },
        },
        response: { 200: api.changeDetail, 409: api.workflowError, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () =>
        publishChange(
          db,
          request.staff,
          (request.params as { changeId: number }).changeId,
          (request.body ?? {}) as { effectiveAt?: string },
        ),
      ),
  );

  app.get(
    '/api/definitions/:id/versions/:versionNo/evidence',
    {
      config: { roles: AUDITORS },
      schema: {
        summary: 'Evidence of a version as one JSON document with its SHA-256 (the export is audited)',
        tags: ['evidence'],
        params: versionParams,
        response: { 200: api.evidence, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { id, versionNo } = request.params as { id: string; versionNo: number };
        return exportEvidence(db, request.staff, id, versionNo);
      }),
  );

  app.get(
    '/api/definitions/:id/versions/:versionNo/evidence.html',
    {
      config: { roles: AUDITORS },
      schema: {
        summary: 'The evidence of a version as a readable HTML page (the export is audited)',
        tags: ['evidence'],
        params: versionParams,
        produces: ['text/html'],
        response: { 200: { type: 'string' }, ...refusals },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const { id, versionNo } = request.params as { id: string; versionNo: number };
        const { document, sha256 } = await exportEvidence(db, request.staff, id, versionNo);
        return reply.type('text/html; charset=utf-8').send(evidenceHtml(document, sha256));
      }),
  );
}
