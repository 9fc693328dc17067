import { join } from 'node:path';
import {
  INDEX_FILE,
  type IndexedVersion,
  MANIFEST_FILE,
  type ManifestEntry,
  type ManifestVersion,
  PUBLICATION_FORMAT,
  type PublicationIndex,
  type PublicationManifest,
  type PublishedKind,
  type PublishedTexts,
} from '../../../src/definition/publication/publication-contract.ts';
import type { Db } from '../db/db.ts';
import { definitionModuleSource, type ModuleInput } from './definition-module.ts';
import { integrityOf, readIfPresent, sha256HexOf, writeAtomically } from './store-files.ts';

const PUBLISHED_KINDS: readonly PublishedKind[] = ['step', 'questionnaire-section', 'scoring', 'consistency', 'texts'];

interface PublishedRow {
  definitionId: string;
  kind: PublishedKind;
  versionNo: number;
  effectiveAt: Date;
  semver: string;
  sha256: string;
  fileText: string;
  texts: string;
}

interface BuiltModule {
  bytes: Buffer;
  name: string;
  integrity: string;
}

export interface StoreWrite {
  manifest: PublicationManifest;
  index: PublicationIndex;
  /** Module files written (new, or a damaged copy replaced); the others were on disk, byte for byte. */
  modulesWritten: string[];
  /** Whether manifest.json changed (it is left alone when its definitions are the same). */
  manifestWritten: boolean;
  /** The earliest effective time still to come, when the manifest must be written again; null if none. */
  nextChangeAt: Date | null;
}

// Compiling a version's validators takes tens of milliseconds; its module is the same until the process restarts.
const built = new Map<string, BuiltModule>();

function buildModule(input: ModuleInput): BuiltModule {
  const key = JSON.stringify([input.id, input.kind, input.semver, input.sha256]);
  let module = built.get(key);
  if (!module) {
    const bytes = Buffer.from(definitionModuleSource(input), 'utf8');
    module = { bytes, name: `${sha256HexOf(bytes)}.js`, integrity: integrityOf(bytes) };
    built.set(key, module);
  }
  return module;
}

/** Writes the module unless the store holds exactly its bytes already (a damaged or altered copy is replaced). */
async function ensureModule(dir: string, module: BuiltModule): Promise<boolean> {
  const present = await readIfPresent(join(dir, module.name));
  if (present && `${sha256HexOf(present)}.js` === module.name) return false;
  await writeAtomically(dir, module.name, module.bytes);
  return true;
}

/** Same JSON apart from when it was written. */
const sameContent = (bytes: Buffer | undefined, value: { writtenAt: string }): boolean => {
  if (!bytes) return false;
  try {
    const old = JSON.parse(bytes.toString('utf8')) as { writtenAt?: string };
    return JSON.stringify({ ...old, writtenAt: value.writtenAt }) === JSON.stringify(value);
  } catch {
    return false;
  }
};

/**
 * Writes the publication store from the database as it is at `now`: a module for every version ever published to
 * clients (steps, questionnaire sections, the scoring table, the consistency rules), then `versions.json`, then
 * `manifest.json`, each replaced atomically, in that order, so every file a manifest names is there before it. A
 * failure leaves the previous manifest in place (modules already written are harmless: nothing names them yet).
 * Pass the transaction of a publication to write what it is about to commit.
 */
export async function writePublicationStore(db: Db, dir: string, now: Date): Promise<StoreWrite> {
  const { rows } = await db.query<PublishedRow>(
    `SELECT p.definition_id AS "definitionId", d.kind, p.version_no AS "versionNo", p.effective_at AS "effectiveAt",
       v.semver, v.sha256, v.file_text AS "fileText", v.texts
     FROM definition_publications p
     JOIN definitions d ON d.id = p.definition_id
     JOIN definition_versions v ON v.definition_id = p.definition_id AND v.version_no = p.version_no
     WHERE d.kind = ANY($1)
     ORDER BY p.effective_at, p.id`,
    [PUBLISHED_KINDS],
  );
  const modules = new Map<string, BuiltModule>();
  const modulesWritten: string[] = [];
  const moduleOf = (row: PublishedRow): BuiltModule => {
    const key = `${row.definitionId}@${row.versionNo}`;
    let module = modules.get(key);
    if (!module) {
      module = buildModule({
        id: row.definitionId,
        kind: row.kind,
        semver: row.semver,
        sha256: row.sha256,
        definition: JSON.parse(row.fileText) as unknown,
        texts: JSON.parse(row.texts) as PublishedTexts,
      });
      modules.set(key, module);
    }
    return module;
  };
  for (const row of rows) {
    const module = moduleOf(row);
    if (!modulesWritten.includes(module.name) && (await ensureModule(dir, module))) modulesWritten.push(module.name);
  }

  const writtenAt = now.toISOString();
  const index: PublicationIndex = { format: PUBLICATION_FORMAT, writtenAt, versions: {} };
  const current = new Map<string, ManifestVersion & { kind: PublishedKind }>();
  const next = new Map<string, ManifestVersion>();
  let nextChangeAt: Date | null = null;
  for (const row of rows) {
    const module = moduleOf(row);
    const published = {
      version: row.semver,
      versionNo: row.versionNo,
      sha256: row.sha256,
      module: module.name,
      integrity: module.integrity,
    };
    const indexed: IndexedVersion = { id: row.definitionId, kind: row.kind, ...published };
    index.versions[row.sha256] = indexed;
    const effectiveAt = new Date(row.effectiveAt);
    const version: ManifestVersion = { ...published, effectiveAt: effectiveAt.toISOString() };
    // Rows come by effective time, then publication order: the last one not after `now` is in effect (as
    // livePublications reads it), the first one after it is next (of equal times, the later publication).
    if (effectiveAt.getTime() <= now.getTime()) current.set(row.definitionId, { ...version, kind: row.kind });
    else {
      const scheduled = next.get(row.definitionId);
      if (!scheduled || scheduled.effectiveAt === version.effectiveAt) next.set(row.definitionId, version);
      if (!nextChangeAt || effectiveAt < nextChangeAt) nextChangeAt = effectiveAt;
    }
  }
  const definitions: Record<string, ManifestEntry> = {};
  // A definition with only a scheduled version has nothing in effect yet: it appears when its time comes.
  for (const [id, { kind, ...inEffect }] of [...current].sort(([a], [b]) => a.localeCompare(b)))
    definitions[id] = { kind, current: inEffect, next: next.get(id) ?? null };
  const manifest: PublicationManifest = { format: PUBLICATION_FORMAT, writtenAt, definitions };

  if (!sameContent(await readIfPresent(join(dir, INDEX_FILE)), index))
    await writeAtomically(dir, INDEX_FILE, Buffer.from(JSON.stringify(index), 'utf8'));
  const manifestWritten = !sameContent(await readIfPresent(join(dir, MANIFEST_FILE)), manifest);
  if (manifestWritten) await writeAtomically(dir, MANIFEST_FILE, Buffer.from(JSON.stringify(manifest), 'utf8'));
  return { manifest, index, modulesWritten, manifestWritten, nextChangeAt };
}
