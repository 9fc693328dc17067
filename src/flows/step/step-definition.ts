import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { Definition } from '../../engine';
import { chooseDefinitions } from '../shared/definitions-runtime/choose-definitions';
import { knownManifest, loadManifest, manifestUrl } from '../shared/definitions-runtime/load-manifest';
import type { PublishedManifest } from '../shared/definitions-runtime/published-manifest';
import type { ChosenDefinition, DefinitionIdentity, RuntimeDefinition } from '../shared/definitions-runtime/types';

/**
 * A step as this build bundles it: its JSON and validators (in the screen's chunk) and the version and registry hash
 * it is known by (`virtual:bundled-definition-hashes/<id>.js`). The default when there is no publication store.
 */
export interface BundledStep {
  definition: Definition;
  validateFns: ValidatorFunctions;
  identity: DefinitionIdentity;
}

export function bundledStep(definition: unknown, validateFns: ValidatorFunctions, identity: DefinitionIdentity) {
  return { definition: definition as Definition, validateFns, identity } satisfies BundledStep;
}

/** The version of `step` in effect at `now` by `manifest` (null: no store), as the questionnaire chooses. */
export function chooseStep(step: BundledStep, manifest: PublishedManifest | null, now: number): ChosenDefinition {
  const { id } = step.definition;
  // Without a store there is no module to address (and no page: the build's prerender runs in Node).
  const base = manifest ? manifestUrl() : '';
  const chosen = chooseDefinitions([id], manifest, { [id]: step.identity }, now, base)[id];
  if (!chosen) throw new Error(`no version of ${id}`);
  return chosen;
}

const settled = new Map<string, RuntimeDefinition>();
const loading = new Map<string, Promise<RuntimeDefinition>>();
/** The steps whose screens were prepared (shown or fetched ahead): prepared again when the manifest is read anew. */
const wanted = new Map<string, BundledStep>();

const keyOf = (chosen: ChosenDefinition) => `${chosen.id}:${chosen.sha256}`;

/** The bundled version ready for the form (`chosen`: the bundled identity when not given). */
export function bundledRuntime(
  step: BundledStep,
  chosen: ChosenDefinition = { id: step.definition.id, ...step.identity },
): RuntimeDefinition {
  return { chosen, definition: step.definition, validateFns: step.validateFns };
}

/** The chosen version ready for the form: at once when bundled, else its module (once per version; a failure is
 * forgotten, so a retry fetches again). */
export function loadStep(step: BundledStep, chosen: ChosenDefinition): Promise<RuntimeDefinition> {
  if (!chosen.module) return Promise.resolve(bundledRuntime(step, chosen));
  const key = keyOf(chosen);
  const known = loading.get(key);
  if (known) return known;
  // Its own chunk: fetched only when a published version differs from the bundled one, not with every step's code.
  const promise = import('../shared/definitions-runtime/load-runtime-definition').then(({ loadRuntimeDefinition }) =>
    loadRuntimeDefinition(chosen, () => Promise.reject(new Error('not bundled'))),
  );
  loading.set(key, promise);
  promise.then(
    (runtime) => settled.set(key, runtime),
    () => loading.delete(key),
  );
  return promise;
}

/**
 * The step's version in effect now, if it can be shown at once: the manifest was read moments ago and the version
 * is bundled or its module has arrived (`manifest` null: no store). Undefined: the screen waits for prepareStep.
 */
export function readyStep(
  step: BundledStep,
  now = Date.now(),
  manifest: PublishedManifest | null | undefined = knownManifest(now)?.manifest,
): RuntimeDefinition | undefined {
  if (manifest === undefined) return undefined;
  const chosen = chooseStep(step, manifest, now);
  return chosen.module ? settled.get(keyOf(chosen)) : bundledRuntime(step, chosen);
}

/**
 * Reads the manifest (again, if the last read is older than 30 s) and loads the step's version in effect now, and a
 * version scheduled next, so that it is there when its time comes. Rejects with DefinitionsLoadFailed: the screen
 * says so and offers a retry, never another version.
 */
export async function prepareStep(step: BundledStep): Promise<RuntimeDefinition> {
  wanted.set(step.definition.id, step);
  const manifest = await loadManifest();
  const next = manifest?.definitions[step.definition.id]?.next;
  if (next) void loadStep(step, chooseStep(step, manifest, Date.parse(next.effectiveAt))).catch(() => undefined);
  return loadStep(step, chooseStep(step, manifest, Date.now()));
}

/**
 * Fetches ahead what a screen change will need (the person has just sent a step): the manifest read anew, in
 * parallel with the provider's answer, and the versions it names of the steps prepared so far (the next screens are
 * among them), so the next screen renders the version in effect without waiting. A microtask later: the provider's
 * request the same press starts leaves first (issue 24: the manifest's request and the steps' choice went before it,
 * 26 ms at 4x CPU).
 */
export function prepareStepsAhead(): void {
  queueMicrotask(() => {
    for (const step of wanted.values()) prepareStep(step).catch(() => undefined);
  });
}

/**
 * Called by each step screen's module as it is evaluated: the manifest is read and the step's version in effect
 * loaded with the screen's code, also when that code is fetched ahead (src/app/routing/next-screens.ts), so the screen
 * usually renders it at once. Never rejects: a failure is the screen's to show, with a retry (useStepDefinition).
 */
export function prepareStepAhead(step: BundledStep): void {
  // The build's prerender (Node) has no store: it draws the bundled version.
  if (import.meta.env.SSR) return;
  prepareStep(step).catch(() => undefined);
}
