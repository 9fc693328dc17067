import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Lower-case hex SHA-256 of bytes: a module's file name. */
export const sha256HexOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Subresource integrity of bytes (`sha256-<base64>`): the same digest as the file name, in the form browsers read. */
export const integrityOf = (bytes: Uint8Array): string =>
  `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * Writes a file so a reader sees the old content or the new, never part: a temp file of a name no other writer
 * uses (the store never serves a name starting with a dot), flushed to disk, then renamed over the target (atomic
 * within one file system). On failure the temp file is removed and the target is as it was.
 */
export async function writeAtomically(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(dir, name));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** A file's bytes, or undefined when there is none. */
export async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
