import type { Db } from '../db/db.ts';
import type { DefinitionContent, DefinitionKind, Texts } from './definition-content.ts';
import type { WorldDefinition } from './gates.ts';
import { WorkflowError } from './workflow-error.ts';

export interface DefinitionRow {
  id: string;
  kind: DefinitionKind;
  path: string;
}

export interface VersionRow {
  definitionId: string;
  versionNo: number;
  semver: string;
  sha256: string;
  fileText: string;
  texts: Texts;
  authorId: string;
  authorName: string;
  createdAt: Date;
}

export interface PublicationRow {
  id: number;
  definitionId: string;
  versionNo: number;
  changeId: number | null;
  effectiveAt: Date;
  publishedBy: string;
  publishedByName: string;
  publishedAt: Date;
}

const versionColumns = (p = '') => `${p}definition_id AS "definitionId", ${p}version_no AS "versionNo", ${p}semver,
  ${p}sha256, ${p}file_text AS "fileText", ${p}texts, ${p}author_id AS "authorId", ${p}author_name AS "authorName",
  ${p}created_at AS "createdAt"`;
const VERSION_COLUMNS = versionColumns();
const PUBLICATION_COLUMNS = `id, definition_id AS "definitionId", version_no AS "versionNo", change_id AS "changeId",
  effective_at AS "effectiveAt", published_by AS "publishedBy", published_by_name AS "publishedByName",
  published_at AS "publishedAt"`;

type RawVersion = Omit<VersionRow, 'texts'> & { texts: string };
const toVersion = (row: RawVersion): VersionRow => ({ ...row, texts: JSON.parse(row.texts) as Texts });

/** A version's content: its definition parsed from its file, and its texts. */
export const contentOf = (version: Pick<VersionRow, 'fileText' | 'texts'>): DefinitionContent => ({
  definition: JSON.parse(version.fileText) as unknown,
  texts: version.texts,
});

export async function listDefinitions(db: Db): Promise<DefinitionRow[]> {
  return (await db.query<DefinitionRow>('SELECT id, kind, path FROM definitions ORDER BY path')).rows;
}

export async function getDefinition(db: Db, id: string): Promise<DefinitionRow> {
  const { rows } = await db.query<DefinitionRow>('SELECT id, kind, path FROM definitions WHERE id = $1', [id]);
  const row = rows[0];
  if (!row) throw new WorkflowError(404, 'unknown-definition', `no definition "${id}"`);
  return row;
}

export async function listVersions(db: Db, id: string): Promise<VersionRow[]> {
  const { rows } = await db.query<RawVersion>(
    `SELECT ${VERSION_COLUMNS} FROM definition_versions WHERE definition_id = $1 ORDER BY version_no`,
    [id],
  );
  return rows.map(toVersion);
}

export async function getVersion(db: Db, id: string, versionNo: number): Promise<VersionRow> {
  const { rows } = await db.query<RawVersion>(
    `SELECT ${VERSION_COLUMNS} FROM definition_versions WHERE definition_id = $1 AND version_no = $2`,
    [id, versionNo],
  );
  const row = rows[0];
  if (!row) throw new WorkflowError(404, 'unknown-version', `definition "${id}" has no version ${versionNo}`);
  return toVersion(row);
}

/** Every publication of a definition (or of all), oldest first. */
export async function listPublications(db: Db, id?: string): Promise<PublicationRow[]> {
  const { rows } = await db.query<PublicationRow>(
    `SELECT ${PUBLICATION_COLUMNS} FROM definition_publications
     ${id === undefined ? '' : 'WHERE definition_id = $1'} ORDER BY effective_at, id`,
    id === undefined ? [] : [id],
  );
  return rows;
}

/** The publication in effect at `at` for each definition: the latest effective time not after it. */
export async function livePublications(db: Db, at: Date): Promise<Map<string, PublicationRow>> {
  const { rows } = await db.query<PublicationRow>(
    `SELECT DISTINCT ON (definition_id) ${PUBLICATION_COLUMNS} FROM definition_publications
     WHERE effective_at <= $1 ORDER BY definition_id, effective_at DESC, id DESC`,
    [at.toISOString()],
  );
  return new Map(rows.map((row) => [row.definitionId, row]));
}

/** The version in effect at `at`. */
export async function liveVersion(db: Db, id: string, at: Date): Promise<VersionRow | undefined> {
  const publication = (await livePublications(db, at)).get(id);
  return publication ? getVersion(db, id, publication.versionNo) : undefined;
}

/** Every definition as it is in effect at `at`, with its content (what the gates compare a change against). */
export async function liveWorld(db: Db, at: Date): Promise<(WorldDefinition & { version: VersionRow })[]> {
  const { rows } = await db.query<RawVersion & { kind: DefinitionKind; path: string }>(
    `SELECT ${versionColumns('v.')}, d.kind, d.path
     FROM (SELECT DISTINCT ON (definition_id) definition_id, version_no FROM definition_publications
           WHERE effective_at <= $1 ORDER BY definition_id, effective_at DESC, id DESC) live
     JOIN definition_versions v USING (definition_id, version_no)
     JOIN definitions d ON d.id = v.definition_id
     ORDER BY d.path`,
    [at.toISOString()],
  );
  return rows.map((row) => {
    const version = toVersion(row);
    return { id: row.definitionId, kind: row.kind, path: row.path, content: contentOf(version), version };
  });
}

export async function baseFiles(db: Db): Promise<Map<string, string>> {
  const { rows } = await db.query<{ path: string; content: string }>(
    'SELECT path, content FROM registry_base_files ORDER BY path',
  );
  return new Map(rows.map((row) => [row.path, row.content]));
}
