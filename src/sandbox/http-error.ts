import type { ErrorResult, MessageKey } from './messages.ts';

export interface HttpErrorOptions {
  /** The field the error concerns; answered as `field` and named in the messages. */
  field?: string;
  /** A different wording than the one of `result` (e.g. the password-recovery 429). */
  messageKey?: MessageKey;
  headers?: Record<string, string>;
  /** More answer fields beside `result` and the messages. */
  extra?: Record<string, unknown>;
}

/** An answer the provider gives on purpose: a 4xx (or a simulated 5xx) with a result text. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly result: ErrorResult;
  readonly options: HttpErrorOptions;

  constructor(status: number, result: ErrorResult, options: HttpErrorOptions = {}) {
    super(`${status} ${result}`);
    this.status = status;
    this.result = result;
    this.options = options;
  }
}

/** Builds an HttpError to `throw`, so handlers read top to bottom. */
export function fail(status: number, result: ErrorResult, options?: HttpErrorOptions): HttpError {
  return new HttpError(status, result, options);
}
