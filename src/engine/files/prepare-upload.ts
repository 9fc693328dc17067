import { downscaleImage } from './downscale-image';
import { sniffFileType } from './sniff-file-type';

export interface UploadLimits {
  /** Largest accepted size in bytes, checked after a photo has been scaled down. */
  maxBytes: number;
  /** Longest edge in pixels a photo keeps; larger ones are scaled down before the size check. */
  maxImageEdge: number;
}

/** Why a file was refused: not a JPEG, PNG or PDF by content; too large; or it could not be read. */
export type UploadRefusal = 'type' | 'size' | 'unreadable';

export type PreparedUpload = { ok: true; file: File } | { ok: false; reason: UploadRefusal };

/**
 * Checks a chosen file by content (magic bytes), labels it with its real type, scales a large photo down and
 * checks the size. The downscaling step is a parameter so tests in environments without canvas can replace it.
 */
export async function prepareUpload(
  file: File,
  limits: UploadLimits,
  downscale: (file: File, maxEdge: number) => Promise<File> = downscaleImage,
): Promise<PreparedUpload> {
  let type: Awaited<ReturnType<typeof sniffFileType>>;
  try {
    type = await sniffFileType(file);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (type === undefined) return { ok: false, reason: 'type' };
  // The name and reported type may lie (a PDF saved as .png); the upload carries the type of the content.
  const typed = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  const ready = type === 'application/pdf' ? typed : await downscale(typed, limits.maxImageEdge);
  return ready.size > limits.maxBytes ? { ok: false, reason: 'size' } : { ok: true, file: ready };
}
