// `node --import ./scripts/lint-definitions/register-ts.mjs scripts/lint-definitions.ts`: see ts-loader.mjs.
import { register } from 'node:module';

register('./ts-loader.mjs', import.meta.url);
