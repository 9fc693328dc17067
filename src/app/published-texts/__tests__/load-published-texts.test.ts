import i18n from 'i18next';
import { DefinitionsLoadFailed } from '../../../flows/shared/definitions-runtime/definitions-load-failed';
import type { ModuleImporter } from '../../../flows/shared/definitions-runtime/import-verified-module';
import { forgetManifest } from '../../../flows/shared/definitions-runtime/load-manifest';
import { forgetPublishedTexts, loadPublishedTexts } from '../load-published-texts';

const SHA = 'a'.repeat(64);
const version = {
  version: '1.1.0',
  sha256: SHA,
  module: `${SHA}.js`,
  integrity: 'sha256-x',
  effectiveAt: '2026-01-01T00:00:00Z',
};
const manifest = (definitions: Record<string, unknown>) => ({
  format: 1,
  writtenAt: '2026-11-24T00:00:00Z',
  definitions,
});
const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const TEXTS = {
  sk: { 'faq.whyEmailQ': 'Načo vám je e-mail?' },
  en: { 'faq.whyEmailQ': 'Why the e-mail?' },
  bg: { 'faq.whyEmailQ': 'Защо имейл?' },
};
/** The module as the registry writes it (server/registry/publication/definition-module.ts), run by a stand-in. */
const importer = (exports: Record<string, unknown>): ModuleImporter => ({
  preload: async () => undefined,
  run: async () => exports,
});
const faqModule = {
  format: 1,
  id: 'texts-faq',
  kind: 'texts',
  version: '1.1.0',
  sha256: SHA,
  definition: {},
  texts: TEXTS,
};

describe('loadPublishedTexts', () => {
  beforeEach(async () => {
    forgetManifest();
    forgetPublishedTexts();
    await i18n.init({
      lng: 'sk',
      resources: { sk: { translation: { faq: { whyEmailQ: 'Prečo potrebujete môj e-mail?' } } } },
    });
  });

  it('keeps the bundled texts when there is no store or nothing published for the namespace', async () => {
    await expect(loadPublishedTexts(['faq'], { fetchFn: answering(404, 'no') })).resolves.toBe(false);
    forgetManifest();
    await expect(loadPublishedTexts(['faq'], { fetchFn: answering(200, manifest({})) })).resolves.toBe(false);
    expect(i18n.t('faq.whyEmailQ')).toBe('Prečo potrebujete môj e-mail?');
  });

  it('lays the published texts of a namespace over the bundled ones, in each language', async () => {
    const fetchFn = answering(200, manifest({ 'texts-faq': { kind: 'texts', current: version, next: null } }));
    await expect(loadPublishedTexts(['faq', 'help'], { fetchFn, importer: importer(faqModule) })).resolves.toBe(true);
    expect(i18n.t('faq.whyEmailQ')).toBe('Načo vám je e-mail?');
    expect(i18n.t('faq.whyEmailQ', { lng: 'bg' })).toBe('Защо имейл?');
  });

  it('refuses a module that is not the version the manifest names, and shows no other version instead', async () => {
    // Another address than the test before (the page's module map keeps what it ran).
    const other = { ...version, sha256: 'c'.repeat(64), module: `${'c'.repeat(64)}.js` };
    const fetchFn = answering(200, manifest({ 'texts-faq': { kind: 'texts', current: other, next: null } }));
    const moduleOfAnother = importer({ ...faqModule, sha256: 'b'.repeat(64) });
    await expect(loadPublishedTexts(['faq'], { fetchFn, importer: moduleOfAnother })).rejects.toBeInstanceOf(
      DefinitionsLoadFailed,
    );
    expect(i18n.t('faq.whyEmailQ')).toBe('Prečo potrebujete môj e-mail?');
  });

  it('is a fault when the store answers badly', async () => {
    await expect(loadPublishedTexts(['faq'], { fetchFn: answering(500, {}) })).rejects.toBeInstanceOf(
      DefinitionsLoadFailed,
    );
  });
});
