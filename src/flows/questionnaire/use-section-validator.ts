import type { ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { loaders } from 'virtual:questionnaire-validator-loaders.js';
import { useEffect, useState } from 'react';
import { type Definition, type DefinitionData, createDefinitionValidator } from '../../engine';

const loading = new Map<string, Promise<ValidatorFunctions>>();

/** A section's validate functions, fetched once (a failed fetch is tried again next time). */
function load(id: string): Promise<ValidatorFunctions> {
  const known = loading.get(id);
  if (known) return known;
  const loader = loaders[id];
  const promise = loader
    ? loader()
    : Promise.reject(new Error(`no precompiled validators for the questionnaire section "${id}"`));
  loading.set(id, promise);
  promise.catch(() => loading.delete(id));
  return promise;
}

type Loaded = { id: string; validator: ValidatorType<DefinitionData> } | { id: string; error: unknown };

/**
 * The validator of the shown section once its code has arrived (each section's validators are a chunk of their
 * own, so the questionnaire screen does not carry all five); undefined until then. The next section's is fetched
 * meanwhile, so going on waits for nothing. A failed fetch reaches the route's error boundary, like a screen's.
 */
export function useSectionValidator(
  section: Definition | undefined,
  next: Definition | undefined,
): ValidatorType<DefinitionData> | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  useEffect(() => {
    if (!section) return undefined;
    let current = true;
    load(section.id).then(
      (fns) =>
        current &&
        setLoaded({ id: section.id, validator: createDefinitionValidator<DefinitionData>(fns, section.schema) }),
      (error: unknown) => current && setLoaded({ id: section.id, error }),
    );
    if (next) load(next.id).catch(() => undefined);
    return () => {
      current = false;
    };
  }, [section, next]);
  if (!section || loaded?.id !== section.id) return undefined;
  if ('error' in loaded) throw loaded.error;
  return loaded.validator;
}
