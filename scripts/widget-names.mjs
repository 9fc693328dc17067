#!/usr/bin/env node
// `npm run widget-names`: writes the widget names definitions may use, taken from the engine's registry
// (src/engine/widgets: `widgetNames`), into the meta-schema's `widgetName` enum and schemas/meta/widget-names.json,
// the two copies that tools without the engine read (editors' autocompletion, the definition lint). The registry is
// the one source; tests/definitions/widget-names.test.ts fails when these files differ from it.
import { readFile, writeFile } from 'node:fs/promises';
import { runnerImport } from 'vite';

const META_SCHEMA = 'schemas/meta/definition.schema.json';
const NAMES_FILE = 'schemas/meta/widget-names.json';

// The registry is TypeScript and React: Vite's module runner loads it as the app would, without the app's config.
const { module } = await runnerImport('/src/engine/widgets/index.ts', {
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
});
const names = [...module.widgetNames];

// Written in the files' own layout (the studio's canonical one, not Prettier's): only the list changes.
const list = `[${names.map((name) => JSON.stringify(name)).join(', ')}]`;
const meta = await readFile(META_SCHEMA, 'utf8');
const enumOfWidgetName = /("widgetName": \{[^{}]*?"enum": )\[[^\]]*\]/;
if (!enumOfWidgetName.test(meta)) throw new Error(`${META_SCHEMA} has no definitions.widgetName.enum to write`);
await writeFile(
  META_SCHEMA,
  meta.replace(enumOfWidgetName, (_, head) => `${head}${list}`),
);
await writeFile(NAMES_FILE, `${list}\n`);
console.log(`✓ ${names.length} widget names in ${META_SCHEMA} and ${NAMES_FILE}`);
