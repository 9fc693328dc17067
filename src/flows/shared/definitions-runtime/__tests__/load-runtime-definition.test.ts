// @vitest-environment node
import i18n from 'i18next';
import type { ModuleImporter } from '../import-verified-module';
import { loadRuntimeDefinition, prepareRuntimeDefinition } from '../load-runtime-definition';
import type { ChosenDefinition } from '../types';

/** A published section as the registry writes it (server/registry/publication/definition-module.ts). */
const moduleOf = (sha256: string, title: string) => ({
  format: 1,
  id: 'questionnaire-z',
  sha256,
  definition: { id: 'questionnaire-z', title: 'questionnaire.z.title' },
  texts: { sk: { 'questionnaire.z.title': title }, en: {}, bg: {} },
  validatorImports: [],
  createValidators: () => ({}),
});
const importer = (exports: Record<string, unknown>): ModuleImporter => ({
  preload: async () => undefined,
  run: async () => exports,
});
// Each version its own address: the page's module map (import-verified-module.ts) keeps one module per address.
const chosen = (sha: string): ChosenDefinition => ({
  id: 'questionnaire-z',
  version: '1.0.1',
  sha256: sha.repeat(64),
  module: { url: `https://app.test/definitions/${sha.repeat(64)}.js`, integrity: 'sha256-x' },
});
const notBundled = () => Promise.reject(new Error('not bundled'));

describe('a published section got ready ahead of its screen, and shown', () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'sk', resources: { sk: { translation: { questionnaire: { z: { title: 'Zväzok' } } } } } });
  });

  it('is read and its validators created without its texts shown; shown, its texts are the ones on screen', async () => {
    const old = chosen('1');
    const ready = await prepareRuntimeDefinition(old, notBundled, importer(moduleOf(old.sha256, 'Starý názov')));
    expect(ready.runtime.definition.id).toBe('questionnaire-z');
    expect(ready.texts?.sk?.['questionnaire.z.title']).toBe('Starý názov');
    // Got ready ahead (a person who started on another version must not see these texts over their answers).
    expect(i18n.t('questionnaire.z.title')).toBe('Zväzok');
    await loadRuntimeDefinition(old, notBundled, importer(moduleOf(old.sha256, 'Starý názov')));
    expect(i18n.t('questionnaire.z.title')).toBe('Starý názov');
  });

  it('another version shown lays its texts over, and the first one shown again lays its own back', async () => {
    const [first, second] = [chosen('2'), chosen('3')];
    await loadRuntimeDefinition(first, notBundled, importer(moduleOf(first.sha256, 'Prvý')));
    await loadRuntimeDefinition(second, notBundled, importer(moduleOf(second.sha256, 'Druhý')));
    expect(i18n.t('questionnaire.z.title')).toBe('Druhý');
    await loadRuntimeDefinition(first, notBundled, importer(moduleOf(first.sha256, 'Prvý')));
    expect(i18n.t('questionnaire.z.title')).toBe('Prvý');
  });

  it('the same version shown again tells i18next of no change', async () => {
    const same = chosen('4');
    await loadRuntimeDefinition(same, notBundled, importer(moduleOf(same.sha256, 'Ten istý')));
    let added = 0;
    const count = () => (added += 1);
    i18n.store.on('added', count);
    try {
      await loadRuntimeDefinition(same, notBundled, importer(moduleOf(same.sha256, 'Ten istý')));
    } finally {
      i18n.store.off('added', count);
    }
    expect(added).toBe(0);
    expect(i18n.t('questionnaire.z.title')).toBe('Ten istý');
  });
});
