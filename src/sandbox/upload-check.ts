import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { fail } from './http-error.ts';
import type { Services } from './services.ts';
import type { StoredUpload } from './store.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const ACCEPTED: readonly string[] = ['image/jpeg', 'image/png', 'application/pdf'];

export interface CheckedFile {
  field: string;
  name: string;
  mime: string;
  bytes: Buffer;
}

/**
 * The file in `field`, checked: at most 5 MB (413) and a JPEG, PNG or PDF by its content (415); the name and
 * the declared type are not trusted. A missing file is undefined; a text value in its place is 400.
 */
export async function checkedFile(form: FormData, field: string): Promise<CheckedFile | undefined> {
  const value = form.get(field);
  if (value === null) return undefined;
  if (typeof value === 'string') throw fail(400, 'missing file', { field });
  if (value.size > MAX_FILE_BYTES) throw fail(413, 'file too large', { field, extra: { limit_bytes: MAX_FILE_BYTES } });
  const bytes = Buffer.from(await value.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed || !ACCEPTED.includes(sniffed.mime)) throw fail(415, 'unsupported file type', { field });
  return { field, name: value.name, mime: sniffed.mime, bytes };
}

/** Keeps a checked file for the lead: in memory, or on disk when the sandbox has an uploads folder. */
export async function keepUpload(services: Services, leadId: string, file: CheckedFile): Promise<StoredUpload> {
  let path: string | null = null;
  if (services.uploadsDir) {
    const folder = join(services.uploadsDir, leadId);
    await mkdir(folder, { recursive: true });
    path = join(folder, `${file.field}.${file.mime.split('/')[1] ?? 'bin'}`);
    await writeFile(path, file.bytes);
  }
  const stored: StoredUpload = {
    field: file.field,
    mime: file.mime,
    size: file.bytes.length,
    name: file.name,
    at: services.now(),
    bytes: path ? null : file.bytes,
    path,
  };
  const list = (services.store.uploads.get(leadId) ?? []).filter((upload) => upload.field !== file.field);
  services.store.uploads.set(leadId, [...list, stored]);
  return stored;
}
