import { useCallback, useRef } from 'react';

/**
 * One request per submit however often the button is pressed (issue 9's fault matrix): `run` (a mutation's
 * mutateAsync) starts only when the previous one has settled. A ref, not the mutation's isPending: presses
 * quicker than a render all see the isPending of the render before them. The mutation's own onError reports
 * a failure, so the rejection is swallowed here.
 */
export function useSingleSubmit<A extends unknown[]>(run: (...args: A) => Promise<unknown>): (...args: A) => void {
  const busy = useRef(false);
  return useCallback(
    (...args: A) => {
      if (busy.current) return;
      busy.current = true;
      void run(...args)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    },
    [run],
  );
}
