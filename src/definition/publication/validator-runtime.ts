/**
 * The runtime a published module's validators are created with (`createValidators(validatorRuntime)`): the same
 * AJV helpers and format functions the build's precompiled validators import, from the app's own bundle, so a
 * published module downloads no library code. Imported only where published modules are used: it pulls these
 * helpers into that chunk.
 */
import * as equal from 'ajv/dist/runtime/equal.js';
import * as ucs2length from 'ajv/dist/runtime/ucs2length.js';
import * as formats from '../validation/validation-formats.ts';
import { VALIDATOR_RUNTIME_SPECIFIERS, type ValidatorRuntime } from './publication-contract.ts';

export const validatorRuntime: ValidatorRuntime = {
  [VALIDATOR_RUNTIME_SPECIFIERS.ucs2length]: ucs2length,
  [VALIDATOR_RUNTIME_SPECIFIERS.equal]: equal,
  [VALIDATOR_RUNTIME_SPECIFIERS.formats]: formats,
};
