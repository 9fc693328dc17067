// @vitest-environment node
import { writablePath } from '../../src/studio/server/project-files';

// The studio server's file guard (moves beside src/studio/server with that folder).
describe('the studio server writes', () => {
  it('writes only .json files inside schemas/ and locales/ of the data folder', () => {
    expect(writablePath('/data', 'schemas/steps/login.json')).toBe('/data/schemas/steps/login.json');
    expect(writablePath('/data', 'locales/sk/steps.json')).toBe('/data/locales/sk/steps.json');
    for (const path of [
      '../etc/passwd.json',
      'schemas/../package.json',
      '/data/schemas/x.json',
      'src/app/x.json',
      'schemas/x.ts',
      'schemas',
      'locales/',
      'schemas//x.json',
    ]) {
      expect(writablePath('/data', path)).toBeUndefined();
    }
  });
});
