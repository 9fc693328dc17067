import { useEffect, useState, useSyncExternalStore } from 'react';
import type { RuntimeDefinition } from '../shared/definitions-runtime/types';
import { type BundledStep, bundledRuntime, prepareStep, readyStep } from './step-definition';

/**
 * The step's definition for its screen:
 * - `ready`: the version to draw; `confirmed` false only while a prerendered page is taken over (the bundled version
 *   its HTML holds, until the manifest says which version is in effect);
 * - `loading`: the manifest or the module is on its way (a spinner in place of the form);
 * - `failed`: either could not be loaded (the fault message with a retry; never another version).
 */
export type StepDefinition =
  | { status: 'ready'; runtime: RuntimeDefinition; confirmed: boolean }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void };

const noSubscription = () => () => undefined;

/**
 * True while a page prerendered at build time is rendered (Node) or taken over (hydrated) in the browser: React reads
 * the server snapshot then (as src/app/use-hydrated.ts, which flows may not import).
 */
function useTakingOver(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function firstShown(step: BundledStep, hydrating: boolean): StepDefinition {
  // The build's prerender (Node) has no store: the bundled version, which is what the HTML then holds.
  if (import.meta.env.SSR) return { status: 'ready', runtime: bundledRuntime(step), confirmed: true };
  const ready = readyStep(step);
  if (!hydrating) return ready ? { status: 'ready', runtime: ready, confirmed: true } : { status: 'loading' };
  // Taking over a prerendered page: the first render must be the HTML's form (the bundled version), or React would
  // throw the page away with what was typed into it before the app arrived.
  const sameAsHtml = ready?.chosen.sha256 === step.identity.sha256;
  return { status: 'ready', runtime: bundledRuntime(step), confirmed: sameAsHtml };
}

/**
 * The version of the step in effect when its screen opens (issue 21): the publication store's (the manifest's
 * `current`, or its `next` once its time has come), the bundled one without a store; kept while the screen is shown,
 * so a version taking effect meanwhile counts from the next screen on. Usually there at once (the manifest is read
 * with the screen's code: prepareStepAhead); else `loading` until it is, and `failed` with a retry if it cannot be.
 * A prerendered page first shows its bundled form unconfirmed, then the version the manifest names.
 */
export function useStepDefinition(step: BundledStep): StepDefinition {
  const hydrating = useTakingOver();
  const [shown, setShown] = useState<StepDefinition>(() => firstShown(step, hydrating));
  const settled = shown.status === 'failed' || (shown.status === 'ready' && shown.confirmed);
  useEffect(() => {
    if (settled) return undefined;
    let active = true;
    prepareStep(step).then(
      (runtime) => active && setShown({ status: 'ready', runtime, confirmed: true }),
      () => active && setShown({ status: 'failed', retry: () => setShown({ status: 'loading' }) }),
    );
    return () => {
      active = false;
    };
  }, [step, settled]);
  return shown;
}
