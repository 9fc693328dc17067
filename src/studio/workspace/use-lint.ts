import { useMemo } from 'react';
import { lintFiles } from '../../definition/lint/lint-files';
import { type LintState, useRegistryLint } from '../lint/use-registry-lint';
import { useRegistryStudio } from '../registry/registry-context';
import type { Snapshot } from '../state/studio-state';

/**
 * Everything `npm run lint:definitions` checks, on the edited files once typing has paused. Served by the registry,
 * the registry runs it (the page's CSP allows no AJV code generation); in the developer's file mode, the page.
 */
export function useLint(settled: Snapshot, metaSchema: Record<string, unknown>): LintState {
  const registry = useRegistryStudio();
  const remote = useRegistryLint(settled, !!registry);
  const local = useMemo(
    () =>
      registry
        ? undefined
        : lintFiles(
            Object.entries(settled.definitions).map(([path, text]) => ({ path, text })),
            settled.locales,
            metaSchema,
          ),
    [registry, settled, metaSchema],
  );
  return local ? { problems: local, pending: false, failed: false } : remote;
}
