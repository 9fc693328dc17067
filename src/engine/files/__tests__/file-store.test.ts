// @vitest-environment node
import { FileStore } from '../file-store';

describe('FileStore', () => {
  it('keeps a file under a new `file:<uuid>` id and gives it back', () => {
    const store = new FileStore();
    const file = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const id = store.put(file);
    expect(id).toMatch(/^file:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(store.get(id)).toBe(file);
    expect(store.has(id)).toBe(true);
    expect(store.size).toBe(1);
  });

  it('gives every file its own id', () => {
    const store = new FileStore();
    const file = new File(['x'], 'a.pdf');
    expect(store.put(file)).not.toBe(store.put(file));
    expect(store.size).toBe(2);
  });

  it('forgets removed files, and all files on clear', () => {
    const store = new FileStore();
    const id = store.put(new File(['x'], 'a.pdf'));
    expect(store.remove(id)).toBe(true);
    expect(store.remove(id)).toBe(false);
    expect(store.get(id)).toBeUndefined();
    store.put(new File(['y'], 'b.pdf'));
    store.clear();
    expect(store.size).toBe(0);
  });

  it('tells file ids from other values', () => {
    expect(FileStore.isFileId(new FileStore().put(new File([''], 'a')))).toBe(true);
    expect(FileStore.isFileId('file:')).toBe(false);
    expect(FileStore.isFileId('data:image/png;base64,AAAA')).toBe(false);
    expect(FileStore.isFileId(undefined)).toBe(false);
  });

  it('makes ids without crypto.randomUUID (pages served over plain http)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(new FileStore().put(new File([''], 'a'))).toMatch(
        /^file:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
