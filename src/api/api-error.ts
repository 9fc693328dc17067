import type { EndpointName } from './endpoints';
import type { Lang, ProviderErrorBody } from './types';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A failed provider call. Carries what the app needs to explain it (status, the provider's `result` and
 * localized messages, the field concerned, Retry-After) and nothing personal: the message names only the
 * endpoint and status, so it is safe for logs and error reporting.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly endpoint: EndpointName;
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: ProviderErrorBody;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    endpoint: EndpointName;
    kind: ApiErrorKind;
    status?: number;
    body?: ProviderErrorBody;
    retryAfterSeconds?: number;
  }) {
    super(`${init.endpoint}: ${init.kind === 'http' ? `HTTP ${init.status ?? '?'}` : init.kind}`);
    this.endpoint = init.endpoint;
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The provider's `result` text, if it sent one. */
  get result(): string | undefined {
    return this.body.result;
  }

  /** The provider's message in `lang` (message_{lang}), else its plain `message`, else undefined. */
  localizedMessage(lang: Lang): string | undefined {
    return this.body[`message_${lang}`] ?? this.body.message;
  }

  /** True for 4xx answers: the request itself was refused, so repeating it unchanged cannot help. */
  get isClientError(): boolean {
    return this.kind === 'http' && this.status !== undefined && this.status >= 400 && this.status < 500;
  }
}

/** Narrows an unknown thrown value to ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
