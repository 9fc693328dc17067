import { DefinitionsLoadFailed } from '../definitions-load-failed';
import { forgetManifest, loadManifest } from '../load-manifest';

const MANIFEST = { format: 1, writtenAt: '2026-11-24T00:00:00.000Z', definitions: {} };
const answering = (status: number, body: unknown = MANIFEST) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loadManifest', () => {
  beforeEach(() => forgetManifest());

  it('reads a 404 as no publication store: the bundled definitions are the defaults', async () => {
    await expect(loadManifest(answering(404, 'Not found'))).resolves.toBeNull();
  });

  it('answers the manifest of the store', async () => {
    await expect(loadManifest(answering(200))).resolves.toEqual(MANIFEST);
  });

  it('is a fault, never the bundled versions, when the store answers otherwise, breaks off or sends no manifest', async () => {
    await expect(loadManifest(answering(500))).rejects.toBeInstanceOf(DefinitionsLoadFailed);
    forgetManifest();
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(loadManifest(offline)).rejects.toBeInstanceOf(DefinitionsLoadFailed);
    forgetManifest();
    await expect(loadManifest(answering(200, { format: 2, definitions: {} }))).rejects.toBeInstanceOf(
      DefinitionsLoadFailed,
    );
  });

  it('asks again after a failure, and uses a manifest read moments ago once more', async () => {
    const failing = answering(503);
    await expect(loadManifest(failing, 1_000)).rejects.toBeInstanceOf(DefinitionsLoadFailed);
    const working = answering(200);
    await loadManifest(working, 2_000);
    await loadManifest(working, 3_000);
    expect(working).toHaveBeenCalledTimes(1);
    await loadManifest(working, 2_000 + 31_000);
    expect(working).toHaveBeenCalledTimes(2);
  });
});
