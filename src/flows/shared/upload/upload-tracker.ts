import type { UploadProgress } from '../../../api';

/** One chosen file of an upload and how much of it has gone out. */
export interface FileProgress {
  name: string;
  size: number;
  sent: number;
}

export type UploadStatus = 'idle' | 'sending' | 'cancelled' | 'failed';

export interface UploadState {
  status: UploadStatus;
  files: readonly FileProgress[];
}

export const IDLE_UPLOAD: UploadState = { status: 'idle', files: [] };

/** The files of a multipart body, in the order they travel (FormData keeps the order they were set in). */
export function filesOf(body: unknown): FileProgress[] {
  if (!(body instanceof FormData)) return [];
  const files: FileProgress[] = [];
  body.forEach((value) => {
    if (value instanceof Blob) files.push({ name: value instanceof File ? value.name : '', size: value.size, sent: 0 });
  });
  return files;
}

/**
 * Each file's share of the body's progress. The body is one multipart request and its files go out one after the
 * other, so the bytes sent so far fill the files in order; the small text fields and boundaries are spread over them.
 */
export function withProgress(files: readonly FileProgress[], { loaded, total }: UploadProgress): FileProgress[] {
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  let sent = total > 0 ? Math.min(1, loaded / total) * fileBytes : 0;
  return files.map((file) => {
    const own = Math.min(file.size, Math.max(0, sent));
    sent -= file.size;
    return { ...file, sent: own };
  });
}

/** Whether a press ended because the person cancelled it (the abort reason the upload's signal carries). */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
