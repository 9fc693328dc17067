// @vitest-environment node
import { readFileSync } from 'node:fs';
import { phoneMetadataFor } from '../../scripts/phone-metadata-extract.mjs';
import metadata from '../../src/definition/formats/phone-metadata.json';

describe('the bundled phone metadata', () => {
  it('is the installed libphonenumber-js mobile metadata of Slovakia and Czechia (run scripts/update-phone-metadata.mjs)', () => {
    const full: unknown = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.mobile.json'), 'utf8'));
    expect(metadata).toEqual(phoneMetadataFor(full));
  });
});
