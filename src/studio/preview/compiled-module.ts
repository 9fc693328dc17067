/**
 * A draft's validators compiled by the registry (POST /api/compiled, server/registry/compile) and imported as a
 * same-origin module: the studio page served by the registry evaluates no generated code (its CSP is
 * `script-src 'self'`, no 'unsafe-eval'). The module has the published modules' shape (src/definition/publication):
 * `createValidators(runtime)` with the helpers the page already bundles.
 */
import type { ValidatorFunctions } from '../../definition/publication/publication-contract';
import { validatorRuntime } from '../../definition/publication/validator-runtime';
import { registryFetch } from '../registry/registry-fetch';

export interface CompiledDraft {
  /** The definition as the registry compiled it (equal to the one sent): the validators' root schema. */
  definition: Record<string, unknown>;
  validateFns: ValidatorFunctions;
}

// A few recent ones, so undo/redo or going back to a file asks nothing again.
const recent = new Map<string, Promise<CompiledDraft>>();

async function compile(definition: unknown): Promise<CompiledDraft> {
  const { url } = await registryFetch<{ url: string }>('/api/compiled', { method: 'POST', json: { definition } });
  if (!/^\/api\/compiled\/[0-9a-f]{64}\.js$/.test(url)) throw new Error(`unexpected module URL ${url}`);
  // Same origin, named by its bytes: `script-src 'self'` lets it run, the browser's module map keeps it.
  const module = (await import(/* @vite-ignore */ url)) as {
    definition: Record<string, unknown>;
    createValidators: (runtime: typeof validatorRuntime) => ValidatorFunctions;
  };
  return { definition: module.definition, validateFns: module.createValidators(validatorRuntime) };
}

/** The draft's compiled validators; rejects with a RegistryError (`does-not-compile`, `network`…). */
export function compiledDraft(definition: unknown): Promise<CompiledDraft> {
  const key = JSON.stringify(definition);
  let found = recent.get(key);
  if (!found) {
    found = compile(definition);
    found.catch(() => recent.delete(key));
    recent.set(key, found);
    if (recent.size > 30) recent.delete(recent.keys().next().value as string);
  }
  return found;
}
