import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import type { Role } from '../auth/roles.ts';
import { COMPILED_MODULE_NAME, CompileError, CompiledModuleStore } from '../compile/compiled-modules.ts';
import { lintStudioFiles } from '../compile/studio-lint.ts';
import * as api from '../definitions/api-schemas.ts';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const READERS: Role[] = ['author', 'approver', 'auditor'];
const refusals = { 400: api.workflowError, 401: api.workflowError, 403: api.workflowError };
const problem = {
  type: 'object',
  required: ['file', 'pointer', 'message'],
  properties: {
    file: { type: 'string' },
    pointer: { type: 'string' },
    message: { type: 'string' },
    // The message as a code and parameters the studio translates (src/definition/words.ts).
    words: { type: 'object', additionalProperties: true },
  },
} as const;

/**
 * What the studio page used to compile itself with AJV ('unsafe-eval'), done here with the definition core so the
 * page runs under `script-src 'self'`: a draft's validators as a same-origin ES module the page imports (preview,
 * golden sets' consistency rules), and the lint of the edited files. For the staff who read drafts in the studio.
 */
export default async function compileRoutes(app: FastifyInstance): Promise<void> {
  const store = new CompiledModuleStore();

  app.post(
    '/api/compiled',
    {
      config: { roles: READERS },
      bodyLimit: 1024 * 1024,
      schema: {
        summary: "A draft definition's validators compiled to an ES module; answers its content-addressed URL",
        description:
          'The validators of a step or questionnaire section (RJSF precompiled validate functions) or of the ' +
          'consistency rules, compiled with the definition core as at publication, as a module exporting ' +
          '`createValidators(runtime)` (src/definition/publication). The same definition gives the same URL. ' +
          '422 when the schema does not compile.',
        tags: ['studio'],
        body: {
          type: 'object',
          required: ['definition'],
          additionalProperties: false,
          properties: { definition: { type: 'object', description: 'The definition JSON as edited' } },
        },
        response: {
          200: {
            type: 'object',
            required: ['url'],
            properties: { url: { type: 'string', description: '/api/compiled/{sha256 of the module}.js' } },
          },
          422: api.workflowError,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { definition } = request.body as { definition: unknown };
      try {
        return { url: `/api/compiled/${store.compile(definition)}` };
      } catch (error) {
        if (!(error instanceof CompileError)) throw error;
        return reply.code(422).send({ error: 'does-not-compile', message: error.message, words: error.words });
      }
    },
  );

  app.get(
    '/api/compiled/:name',
    {
      config: { roles: READERS },
      schema: {
        summary: 'A compiled draft module (ES module text, immutable: the name is the SHA-256 of its bytes)',
        tags: ['studio'],
        params: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 80 } },
        },
        response: {
          200: { description: 'text/javascript', type: 'string' },
          404: api.workflowError,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const source = COMPILED_MODULE_NAME.test(name) ? store.get(name) : undefined;
      if (source === undefined)
        return reply.code(404).send({ error: 'not-found', message: 'No such compiled module; compile it again.' });
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(source);
    },
  );

  app.post(
    '/api/lint',
    {
      config: { roles: READERS },
      // The studio sends it gzipped (app.ts: the body limit counts the inflated bytes). Named here too: a route's own
      // options replace the plugin's, which would otherwise accept every encoding the plugin knows.
      decompress: { requestEncodings: ['gzip'] },
      schema: {
        summary: "The definitions lint (npm run lint:definitions) on the studio's edited files",
        description:
          'Meta-schema, AJV compile, texts in sk/en/bg, references, ids and slugs, consistency rules: the checks ' +
          'of the definition core, on the definitions and locale files as edited in the page. The body may be ' +
          'gzipped (Content-Encoding: gzip); at most 5 MB once inflated.',
        tags: ['studio'],
        body: {
          type: 'object',
          required: ['definitions', 'locales'],
          additionalProperties: false,
          properties: {
            definitions: {
              type: 'array',
              maxItems: 500,
              items: {
                type: 'object',
                required: ['path', 'text'],
                additionalProperties: false,
                properties: { path: { type: 'string', maxLength: 300 }, text: { type: 'string' } },
              },
            },
            locales: { type: 'object', description: 'Locale file path -> its parsed JSON' },
          },
        },
        response: {
          200: { type: 'object', required: ['problems'], properties: { problems: { type: 'array', items: problem } } },
          ...refusals,
        },
      },
    },
    async (request) => {
      const { definitions, locales } = request.body as {
        definitions: { path: string; text: string }[];
        locales: Record<string, unknown>;
      };
      return { problems: lintStudioFiles(REPOSITORY_ROOT, definitions, locales) };
    },
  );
}
