import type { Db } from '../db/db.ts';
import { baseFiles, liveWorld } from './definition-store.ts';
import { exportFiles, writeFiles } from './repository-files.ts';
import { TEXTS_PATH_PREFIX } from '../texts/texts-definition.ts';

/**
 * Writes the versions live at `at` into `folder` in the repository's layout (schemas/…, locales/…), so developers
 * and `npm test` can run on them. Returns the paths written, sorted.
 */
export async function exportRegistry(db: Db, folder: string, at = new Date()): Promise<string[]> {
  const live = await liveWorld(db, at);
  const files = exportFiles(
    live.map((d) => ({ path: d.path, text: d.version.fileText, texts: d.version.texts })),
    await baseFiles(db),
  );
  // A texts definition has no file of its own: its texts are set in the locale files above (issue 23).
  for (const d of live) if (d.path.startsWith(TEXTS_PATH_PREFIX)) files.delete(d.path);
  writeFiles(folder, files);
  return [...files.keys()];
}
