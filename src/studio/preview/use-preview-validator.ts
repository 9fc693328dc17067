import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { type Definition, type DefinitionData, createDefinitionValidator } from '../../engine';
import { useRegistryStudio } from '../registry/registry-context';
import { RegistryError } from '../registry/registry-fetch';
import { compiledDraft } from './compiled-module';
import { useRuntimeValidator } from './definition-preview';
import type { Words } from '../../definition/words';

/** A definition with the validator compiled from that very definition (RJSF checks the root schema is the same). */
export interface PreviewPair {
  definition: Definition;
  validator: ValidatorType<DefinitionData>;
}

/** Why the preview shows an earlier version: the schema does not compile, or the registry could not be asked. */
/** `words`: AJV's reason as a code (src/definition/lint/ajv-words.ts), said in the studio's language. */
export type PreviewTrouble = { kind: 'does-not-compile'; detail: string; words?: Words } | { kind: 'request-failed' };

/**
 * The preview's definition and validator. Served by the registry, the registry compiles them (a same-origin module,
 * no eval in the page); meanwhile, and when that fails, the previous pair stays shown, with what went wrong. In the
 * developer's file mode (`npm run studio`, no registry) AJV compiles them in the page, as that page's CSP allows.
 */
export function usePreviewValidator(
  definition: Definition | undefined,
  /** The open file: another file's preview is never shown for it. */
  file: string,
): {
  pair: PreviewPair | undefined;
  trouble: PreviewTrouble | undefined;
} {
  const registry = useRegistryStudio();
  const runtime = useRuntimeValidator(registry ? undefined : definition);
  const local = useMemo(
    () => (definition && runtime ? { definition, validator: runtime } : undefined),
    [definition, runtime],
  );
  const [compiled, setCompiled] = useState<PreviewPair & { file: string }>();
  const [trouble, setTrouble] = useState<PreviewTrouble>();
  useEffect(() => {
    if (!registry || !definition) return;
    let current = true;
    compiledDraft(definition).then(
      ({ definition: compiledDefinition, validateFns }) => {
        if (!current) return;
        const schema = (compiledDefinition as unknown as Definition).schema;
        setCompiled({
          file,
          definition: compiledDefinition as unknown as Definition,
          validator: createDefinitionValidator<DefinitionData>(validateFns, schema),
        });
        setTrouble(undefined);
      },
      (error: unknown) => {
        if (!current) return;
        const failed = error instanceof RegistryError && error.code === 'does-not-compile';
        const words = failed ? (error.body.words as Words | undefined) : undefined;
        setTrouble(
          failed
            ? { kind: 'does-not-compile', detail: error.message, ...(words ? { words } : {}) }
            : { kind: 'request-failed' },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [registry, definition, file]);
  if (!registry) return { pair: local, trouble: undefined };
  return { pair: compiled?.file === file ? compiled : undefined, trouble };
}
