import { useEffect, useState } from 'react';
import type { Problem } from '../../definition/lint/types';
import { registryFetch } from '../registry/registry-fetch';
import type { Snapshot } from '../state/studio-state';

export interface LintState {
  problems: Problem[];
  /** The problems shown are not yet those of the last settled edit. */
  pending: boolean;
  /** The last request failed: the problems shown are an earlier result. */
  failed: boolean;
}

interface Answer {
  /** The edits the answer is about. */
  of: Snapshot | undefined;
  problems: Problem[];
  failed: boolean;
}

/**
 * The lint of the settled edits run by the registry (POST /api/lint): the same definition core as
 * `npm run lint:definitions`, there because several checks compile what is typed with AJV, which the studio page's
 * CSP (no 'unsafe-eval') does not allow in the page. The previous problems stay shown until the answer comes; an
 * answer to an older edit is dropped. `enabled` false (the developer's file mode) asks nothing.
 */
export function useRegistryLint(settled: Snapshot, enabled: boolean): LintState {
  const [answer, setAnswer] = useState<Answer>({ of: undefined, problems: [], failed: false });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    registryFetch<{ problems: Problem[] }>('/api/lint', {
      method: 'POST',
      json: {
        definitions: Object.entries(settled.definitions).map(([path, text]) => ({ path, text })),
        locales: settled.locales,
      },
      // Every definition and text, on each pause in typing: about 260 KB, a quarter of it gzipped.
      gzip: true,
      signal: controller.signal,
    }).then(
      ({ problems }) => setAnswer({ of: settled, problems, failed: false }),
      (error: unknown) => {
        if ((error as Error).name === 'AbortError') return;
        setAnswer((before) => ({ ...before, of: settled, failed: true }));
      },
    );
    return () => controller.abort();
  }, [settled, enabled]);
  return { problems: answer.problems, pending: enabled && answer.of !== settled, failed: answer.failed };
}
