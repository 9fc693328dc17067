// @vitest-environment node
import { pinDefinitions, type PinStore } from '../pin-definitions';
import type { ChosenDefinition } from '../types';

const chosen = (id: string, version: string): ChosenDefinition => ({ id, version, sha256: version.repeat(8) });
function memoryPin(initial: Record<string, unknown> = {}): PinStore & { value: Record<string, unknown> } {
  const pin = {
    value: initial,
    get: () => pin.value,
    set: (next: Record<string, ChosenDefinition>) => (pin.value = next),
  };
  return pin;
}

describe('pinDefinitions', () => {
  it('pins the versions chosen at the questionnaire’s start', async () => {
    const store = memoryPin();
    const pinned = await pinDefinitions(['a', 'b'], store, false, async () => ({
      a: chosen('a', '1.0.0'),
      b: chosen('b', '1.0.0'),
    }));
    expect(pinned.a?.version).toBe('1.0.0');
    expect(store.value).toEqual(pinned);
  });

  it('keeps a started questionnaire on its pinned versions when a newer one is in effect (never mixed)', async () => {
    const store = memoryPin({ a: chosen('a', '1.0.0'), b: chosen('b', '1.0.0') });
    const choose = vi.fn(async () => ({ a: chosen('a', '2.0.0'), b: chosen('b', '2.0.0') }));
    const pinned = await pinDefinitions(['a', 'b'], store, true, choose);
    expect(pinned).toEqual({ a: chosen('a', '1.0.0'), b: chosen('b', '1.0.0') });
    expect(choose).not.toHaveBeenCalled();
  });

  it('chooses anew when nothing was answered yet, or the pin does not cover every section', async () => {
    const newer = async () => ({ a: chosen('a', '2.0.0'), b: chosen('b', '2.0.0') });
    const notStarted = await pinDefinitions(['a', 'b'], memoryPin({ a: chosen('a', '1.0.0') }), false, newer);
    expect(notStarted.a?.version).toBe('2.0.0');
    const partial = await pinDefinitions(['a', 'b'], memoryPin({ a: chosen('a', '1.0.0') }), true, newer);
    expect(partial.b?.version).toBe('2.0.0');
  });

  it('chooses every section anew when a pinned version is one this app can no longer serve (a bundled one replaced)', async () => {
    const store = memoryPin({ a: chosen('a', '1.0.0'), b: chosen('b', '1.0.0') });
    const newer = async () => ({ a: chosen('a', '1.0.0'), b: chosen('b', '1.0.1') });
    const served = (pin: ChosenDefinition) => pin.id !== 'b' || pin.version === '1.0.1';
    const pinned = await pinDefinitions(['a', 'b'], store, true, newer, served);
    expect(pinned).toEqual({ a: chosen('a', '1.0.0'), b: chosen('b', '1.0.1') });
    expect(store.value).toEqual(pinned);
  });

  it('pins nothing when the versions cannot be chosen (the manifest failed): the screen retries', async () => {
    const store = memoryPin();
    await expect(
      pinDefinitions(['a'], store, false, () => Promise.reject(new Error('manifest failed'))),
    ).rejects.toThrow('manifest failed');
    expect(store.value).toEqual({});
  });
});
