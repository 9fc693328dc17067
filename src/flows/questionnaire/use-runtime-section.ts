import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { createDefinitionValidator, type Definition, type DefinitionData } from '../../engine';
import type { ChosenDefinition, RuntimeDefinition } from '../shared/definitions-runtime/types';
import { whenAnswering } from '../shared/when-answering';
import { loadSection as load, readySection } from './load-section';

/** The shown section, ready for its form; or why it is not (yet). */
export type RuntimeSection =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; definition: Definition; validator: ValidatorType<DefinitionData> };

/**
 * The section `chosen` names, once its module (published, integrity checked) or its bundled validators have
 * arrived; the next section's is fetched once the person answers something, so going on waits for nothing. A
 * failure is told to the screen with a retry (the answers stay where they are); never answered with another version.
 */
export function useRuntimeSection(
  chosen: ChosenDefinition | undefined,
  next: ChosenDefinition | undefined,
): RuntimeSection {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; section: RuntimeSection }>();
  const key = chosen ? `${chosen.id}:${chosen.sha256}:${attempt}` : '';
  // A version that has arrived renders at once, without a render of the placeholder first: the questionnaire rendered
  // ahead, hidden, runs no effects (React's Activity), and a section reached with "Next" was fetched ahead.
  const ready = useMemo((): RuntimeSection | undefined => {
    const arrived = chosen && readySection(chosen);
    return arrived && { status: 'ready', ...validated(arrived.definition, arrived.validateFns) };
    // Once per version and attempt (`key`), as the effect loads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (!chosen) return undefined;
    let current = true;
    if (!ready)
      load(chosen).then(
        ({ definition, validateFns }) =>
          current && setState({ key, section: { status: 'ready', ...validated(definition, validateFns) } }),
        () => current && setState({ key, section: { status: 'failed', retry: () => setAttempt((n) => n + 1) } }),
      );
    // The next section's code comes while this one is answered: not on the first route's bytes (a person who only
    // looks fetches nothing more), and there long before its button is pressed.
    const stopAhead = next ? whenAnswering(() => void load(next).catch(() => undefined)) : undefined;
    return () => {
      current = false;
      stopAhead?.();
    };
  }, [chosen, next, key, ready]);
  return state?.key === key ? state.section : (ready ?? { status: 'loading' });
}

const validated = (definition: Definition, validateFns: RuntimeDefinition['validateFns']) => ({
  definition,
  validator: createDefinitionValidator<DefinitionData>(validateFns, definition.schema),
});
