// @vitest-environment node
import { memoryStore } from '../memory-store';

describe('memoryStore', () => {
  it('holds a value, tells its subscribers of each change until they leave, and resets to where it began', () => {
    const store = memoryStore<{ token?: string; index: number }>({ index: 0 });
    const seen: unknown[] = [];
    const leave = store.subscribe(() => seen.push(store.get()));
    store.set({ token: 'a', index: 2 });
    expect(store.get()).toEqual({ token: 'a', index: 2 });
    store.reset();
    expect(store.get()).toEqual({ index: 0 });
    leave();
    store.set({ index: 5 });
    expect(seen).toEqual([{ token: 'a', index: 2 }, { index: 0 }]);
  });

  it('keeps each store apart', () => {
    const one = memoryStore<string | undefined>(undefined);
    const two = memoryStore<string | undefined>(undefined);
    one.set('kept');
    expect(two.get()).toBeUndefined();
  });
});
