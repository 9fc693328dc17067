/**
 * The studio's dev-server plugin (Node side): a small JSON API on the studio's own origin that reads the data
 * folder's schemas/ and locales/, scores answer lists as the provider sandbox does (the definition core), and saves
 * edited files.
 * Loopback only; a write must come from the studio's own page (same Origin, JSON body) and lint clean.
 *
 * - GET  /__studio/api/project  every definition, locale file, golden set, the meta-schema and the scoring table
 * - POST /__studio/api/score    { sections, answerLists, totals } -> { scores, profiles, riskProfileIds }
 * - POST /__studio/api/save     { files: [{ path, text }] } -> 200 { saved } | 422 { problems } | 403
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { isDefinitionPath } from '../../definition/folders.ts';
import type { SentAnswer } from '../../definition/analysis/golden-sets.ts';
import { loadScoringTable } from '../../definition/node/data-folder.ts';
import { scoreAnswerList } from '../../definition/scoring/question-points.ts';
import { profilesOfTotals } from '../../definition/scoring/scoring-table.ts';
import { lintFiles } from '../../definition/lint/lint-files.ts';
import { words } from '../../definition/words.ts';
import { readProjectFiles, type TextFile, writablePath, writeProjectFiles } from './project-files.ts';

export const STUDIO_API = '/__studio/api';
const MAX_BODY = 8 * 1024 * 1024;

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** A write from another page (a site open in the same browser) would carry its own Origin, or no JSON type. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  const json = (req.headers['content-type'] ?? '').startsWith('application/json');
  return (
    json &&
    typeof origin === 'string' &&
    typeof host === 'string' &&
    (origin === `http://${host}` || origin === `https://${host}`)
  );
}

export interface StudioPluginOptions {
  /** The folder holding schemas/ and locales/. */
  dataDir: string;
}

export function studioPlugin({ dataDir }: StudioPluginOptions): Plugin {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    if (!isLoopback(req.socket.remoteAddress)) return send(res, 403, { error: 'the studio answers this machine only' });
    if (req.method === 'GET' && url.pathname === `${STUDIO_API}/project`) {
      const files = readProjectFiles(dataDir);
      let scoring: unknown;
      try {
        scoring = loadScoringTable(join(dataDir, 'schemas'));
      } catch (error) {
        scoring = { error: (error as Error).message };
      }
      return send(res, 200, { ...files, scoring });
    }
    if (req.method !== 'POST') return send(res, 404, { error: 'not found' });
    if (!sameOrigin(req)) return send(res, 403, { error: 'writes come from the studio page only' });
    const body = (await readBody(req)) as Record<string, unknown>;

    if (url.pathname === `${STUDIO_API}/score`) {
      let table: ReturnType<typeof loadScoringTable>;
      try {
        table = loadScoringTable(join(dataDir, 'schemas'));
      } catch (error) {
        // A broken table (ScoringTableError) also as words, which the page says in the studio's language.
        const { message, words } = error as Error & { words?: unknown };
        return send(res, 422, { error: message, ...(words ? { words } : {}) });
      }
      const sections = Array.isArray(body.sections) ? body.sections : [];
      const answerLists = (Array.isArray(body.answerLists) ? body.answerLists : []) as SentAnswer[][];
      const totals = (Array.isArray(body.totals) ? body.totals : []).filter((t): t is number => Number.isInteger(t));
      return send(res, 200, {
        scores: answerLists.map((answers) => scoreAnswerList(table, sections, answers)),
        profiles: profilesOfTotals(table, totals),
        riskProfileIds: [...new Set(table.bands.map((band) => band.risk_profile_id))],
      });
    }
    if (url.pathname === `${STUDIO_API}/save`) {
      const files = (Array.isArray(body.files) ? body.files : []) as TextFile[];
      const refused = files.filter((file) => typeof file?.text !== 'string' || !writablePath(dataDir, file.path));
      if (files.length === 0 || refused.length > 0)
        return send(res, 403, { error: `refused: ${refused.map((f) => String(f?.path)).join(', ') || 'no files'}` });
      for (const file of files) {
        try {
          JSON.parse(file.text);
        } catch (error) {
          return send(res, 422, {
            problems: [
              {
                file: file.path,
                pointer: '',
                message: `not valid JSON: ${(error as Error).message}`,
                words: words('lint.notJson', { error: (error as Error).message }),
              },
            ],
          });
        }
      }
      // The page refuses to save while lint shows errors; the server checks again with the files overlaid.
      const current = readProjectFiles(dataDir);
      const overlay = (list: TextFile[]) => {
        const byPath = new Map(list.map((file) => [file.path, file.text]));
        for (const file of files)
          if (byPath.has(file.path) || isDefinitionPath(file.path) || file.path.startsWith('locales/'))
            byPath.set(file.path, file.text);
        return [...byPath].map(([path, text]) => ({ path, text }));
      };
      const definitions = overlay(current.definitions).filter((file) => isDefinitionPath(file.path));
      const locales = Object.fromEntries(
        overlay(current.locales)
          .filter((file) => file.path.startsWith('locales/'))
          .map((file) => [file.path, JSON.parse(file.text) as unknown]),
      );
      const problems = lintFiles(definitions, locales, JSON.parse(current.metaSchema.text) as Record<string, unknown>);
      if (problems.length > 0) return send(res, 422, { problems });
      writeProjectFiles(dataDir, files);
      return send(res, 200, { saved: files.map((file) => file.path) });
    }
    return send(res, 404, { error: 'not found' });
  };

  return {
    name: 'studio-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!(req.url ?? '').startsWith(`${STUDIO_API}/`)) return next();
        handle(req, res).catch((error: unknown) => send(res, 500, { error: (error as Error).message }));
      });
    },
  };
}
