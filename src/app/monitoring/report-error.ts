/**
 * Reports an error the app caught itself (a crashed screen: screen-error-boundary.tsx) to error reporting.
 * Sentry is loaded late (start-error-reporting.ts): errors caught before it started wait here, a few at most,
 * and go out once it has; without a DSN they are never sent.
 */
type Reporter = (error: unknown, componentStack: string | undefined) => void;

const MAX_WAITING = 10;
const waiting: [unknown, string | undefined][] = [];
let reporter: Reporter | undefined;

export function reportError(error: unknown, componentStack?: string): void {
  if (reporter) reporter(error, componentStack);
  else if (waiting.length < MAX_WAITING) waiting.push([error, componentStack]);
}

/** Called once error reporting has started: sends what waited, and everything from now on. */
export function setErrorReporter(report: Reporter): void {
  reporter = report;
  for (const [error, componentStack] of waiting.splice(0)) report(error, componentStack);
}
