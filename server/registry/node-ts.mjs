// `node --import ./server/registry/node-ts.mjs server/registry/main.ts`: Node 20 runs no TypeScript (type stripping
// came with Node 22.6). This hook strips the types of our .ts modules with the transformer Vite already ships (Oxc),
// as scripts/lint-definitions does, and resolves an import without extension to its .ts file, as Vite and Vitest do,
// so the registry can import the definition core of src/ unchanged. No extra dependency, no build step.
import { register } from 'node:module';

register('./node-ts-hooks.mjs', import.meta.url);
