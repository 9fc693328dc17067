import { useMemo } from 'react';
import { lintFiles } from '../../definition/lint/lint-files';
import type { Snapshot } from '../state/studio-state';

/** Everything `npm run lint:definitions` checks, on the edited files once typing has paused. */
export function useLint(settled: Snapshot, metaSchema: Record<string, unknown>) {
  return useMemo(
    () =>
      lintFiles(
        Object.entries(settled.definitions).map(([path, text]) => ({ path, text })),
        settled.locales,
        metaSchema,
      ),
    [settled, metaSchema],
  );
}
