// @vitest-environment node
import type { ManifestVersion } from '../../../../definition/publication/publication-contract';
import { chooseDefinitions } from '../choose-definitions';
import type { PublishedManifest } from '../published-manifest';

const hex = (c: string) => c.repeat(64);
const version = (v: string, sha: string, effectiveAt: string): ManifestVersion => ({
  version: v,
  versionNo: Number(v[0]),
  sha256: hex(sha),
  module: `${hex(sha)}.js`,
  integrity: `sha256-${sha}`,
  effectiveAt,
});
const BUNDLED = { a: { version: '1.0.0', sha256: hex('a') }, b: { version: '1.0.0', sha256: hex('b') } };
const URL_OF_MANIFEST = 'https://app.example/definitions/manifest.json';
const manifest = (definitions: PublishedManifest['definitions']): PublishedManifest => ({
  format: 1,
  writtenAt: '2026-11-24T00:00:00.000Z',
  definitions,
});
const NOW = Date.parse('2026-11-24T12:00:00.000Z');

describe('chooseDefinitions', () => {
  it('takes the bundled versions when there is no publication store', () => {
    expect(chooseDefinitions(['a', 'b'], null, BUNDLED, NOW, URL_OF_MANIFEST)).toEqual({
      a: { id: 'a', version: '1.0.0', sha256: hex('a') },
      b: { id: 'b', version: '1.0.0', sha256: hex('b') },
    });
  });

  it('takes the manifest’s version over the bundled one, as a module beside the manifest with its integrity', () => {
    const chosen = chooseDefinitions(
      ['a', 'b'],
      manifest({
        a: { kind: 'questionnaire-section', current: version('2.0.0', 'c', '2026-11-01T00:00:00Z'), next: null },
      }),
      BUNDLED,
      NOW,
      URL_OF_MANIFEST,
    );
    expect(chosen.a).toEqual({
      id: 'a',
      version: '2.0.0',
      sha256: hex('c'),
      module: { url: `https://app.example/definitions/${hex('c')}.js`, integrity: 'sha256-c' },
    });
    // Not in the manifest: the bundled one.
    expect(chosen.b).toEqual({ id: 'b', version: '1.0.0', sha256: hex('b') });
  });

  it('takes the scheduled next version from its effective time on, not a millisecond before', () => {
    const entry = {
      kind: 'questionnaire-section' as const,
      current: version('2.0.0', 'c', '2026-11-01T00:00:00Z'),
      next: version('3.0.0', 'd', '2026-11-24T12:00:00.000Z'),
    };
    const at = (time: number) => chooseDefinitions(['a'], manifest({ a: entry }), BUNDLED, time, URL_OF_MANIFEST).a;
    expect(at(NOW - 1)?.version).toBe('2.0.0');
    expect(at(NOW)?.version).toBe('3.0.0');
  });

  it('uses the bundled copy of a published version whose hash is the bundled one’s: nothing to download', () => {
    const chosen = chooseDefinitions(
      ['a'],
      manifest({
        a: { kind: 'questionnaire-section', current: version('1.0.0', 'a', '2026-11-01T00:00:00Z'), next: null },
      }),
      BUNDLED,
      NOW,
      URL_OF_MANIFEST,
    );
    expect(chosen.a).toEqual({ id: 'a', version: '1.0.0', sha256: hex('a') });
  });
});
