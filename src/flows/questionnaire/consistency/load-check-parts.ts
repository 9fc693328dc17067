/** The consistency check's chunk (check-parts.ts). */
export type CheckParts = typeof import('./check-parts');

let loading: Promise<CheckParts> | undefined;

/** Fetches the check's chunk once (a failed fetch is tried again next time). */
export function loadCheckParts(): Promise<CheckParts> {
  loading ??= import('./check-parts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
