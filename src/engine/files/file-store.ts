const ID_PREFIX = 'file:';

// crypto.randomUUID exists only in secure contexts (https, localhost); a phone testing the dev server over the
// local network is not one, while getRandomValues is available everywhere.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Chosen files kept in memory by id, so the form data holds only the id (`file:<uuid>`), never the bytes as
 * base64. The app resolves the ids back to files when it sends a multipart request.
 */
export class FileStore {
  readonly #files = new Map<string, File>();

  /** Whether a form value is an id this kind of store hands out (it may be one of another store, or removed). */
  static isFileId(value: unknown): value is string {
    return typeof value === 'string' && value.startsWith(ID_PREFIX) && value.length > ID_PREFIX.length;
  }

  /** Keeps the file and returns its new id. */
  put(file: File): string {
    const id = `${ID_PREFIX}${randomUuid()}`;
    this.#files.set(id, file);
    return id;
  }

  /** The file of an id, or undefined if the id is unknown here (removed, or from before a reload). */
  get(id: unknown): File | undefined {
    return typeof id === 'string' ? this.#files.get(id) : undefined;
  }

  has(id: unknown): boolean {
    return typeof id === 'string' && this.#files.has(id);
  }

  /** Forgets the file of an id; true if there was one. */
  remove(id: unknown): boolean {
    return typeof id === 'string' && this.#files.delete(id);
  }

  /** Forgets every file, e.g. after they have been sent. */
  clear(): void {
    this.#files.clear();
  }

  get size(): number {
    return this.#files.size;
  }
}
