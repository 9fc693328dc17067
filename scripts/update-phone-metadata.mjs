#!/usr/bin/env node
// Writes src/definition/formats/phone-metadata.json: libphonenumber-js's mobile metadata cut down to the two
// countries the product accepts (SPEC: +42x, Slovakia and Czechia): about 1 KB in the bundle instead of ~95 KB.
// Run after upgrading libphonenumber-js; a unit test fails while the file differs from the installed package.
import { readFileSync, writeFileSync } from 'node:fs';
import { phoneMetadataFor } from './phone-metadata-extract.mjs';

const full = JSON.parse(
  readFileSync(new URL('../node_modules/libphonenumber-js/metadata.mobile.json', import.meta.url), 'utf8'),
);
writeFileSync(
  new URL('../src/definition/formats/phone-metadata.json', import.meta.url),
  `${JSON.stringify(phoneMetadataFor(full), null, 2)}\n`,
);
console.log('✓ src/definition/formats/phone-metadata.json');
