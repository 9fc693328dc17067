/**
 * The validator runtime a published module asks for (its `validatorImports`), and only that: each part is a chunk of
 * its own, fetched when a module names it. A section whose validators use no format and no AJV helper (the
 * questionnaire's first section) then costs the page nothing beyond its module (issue 21: no more JavaScript on the
 * first route than the bundled build, which imports only what each definition's validators use).
 * `validatorRuntime` (./validator-runtime.ts) is the same runtime whole, for Node and the studio.
 */
import { VALIDATOR_RUNTIME_SPECIFIERS, type ValidatorRuntime } from './publication-contract.ts';

const PARTS: Readonly<Record<string, () => Promise<object>>> = {
  [VALIDATOR_RUNTIME_SPECIFIERS.ucs2length]: () => import('ajv/dist/runtime/ucs2length.js'),
  [VALIDATOR_RUNTIME_SPECIFIERS.equal]: () => import('ajv/dist/runtime/equal.js'),
  [VALIDATOR_RUNTIME_SPECIFIERS.formats]: () => import('../validation/validation-formats.ts'),
};

/** The parts of the validator runtime `specifiers` name; rejects on one the app does not provide. */
export async function loadValidatorRuntime(specifiers: readonly string[]): Promise<ValidatorRuntime> {
  const unknown = specifiers.filter((specifier) => !Object.hasOwn(PARTS, specifier));
  if (unknown.length > 0) throw new Error(`the validator runtime has no ${unknown.join(', ')}`);
  const parts = await Promise.all(specifiers.map((specifier) => PARTS[specifier]!()));
  return Object.fromEntries(specifiers.map((specifier, index) => [specifier, parts[index]!]));
}
