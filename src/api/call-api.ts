import { ApiError } from './api-error';
import { callSuccesses } from './call-successes';
import { apiConfig } from './config';
import { AUTH_COOKIE, LEAD_COOKIE, readToken } from './cookies';
import { type Endpoint, type EndpointName, endpointPath, endpoints } from './endpoints';
import { keepAuthorizationToken } from './session';
import type { UploadProgress } from './upload-request';
import type { AnswerOf, BodyOf, ProviderErrorBody } from './types';

export interface CallOptions<N extends EndpointName> {
  body?: BodyOf<N>;
  /** Values for `{name}` placeholders in the path. */
  params?: Readonly<Record<string, string>>;
  /** Extra query parameters (the wrapper adds `lang` itself where the table says so). */
  query?: Readonly<Record<string, string>>;
  /** A token to use instead of the cookie (e.g. a client-zone link token exchanged before any cookie exists). */
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sent as `Idempotency-Key`: the same for a retry of one press, so the provider acts once (see press-key.ts). */
  idempotencyKey?: string;
  /**
   * Told how much of the request body has been sent (a multipart upload). With it the call goes by XMLHttpRequest
   * (fetch cannot report upload progress) and its time limit is one of inactivity: it runs out only when nothing has
   * moved for that long, so a slow mobile upload that keeps moving is not cut off (see upload-request.ts).
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

// The upload's code, once loaded: then an upload is sent within the press itself, before React draws its progress
// (awaiting the import of a module already loaded still waited for that render and a frame: issue 24).
let uploads: typeof import('./upload-request') | undefined;

/** Loads an upload's code (XMLHttpRequest with progress) ahead: a chunk of its own, which the landing never needs. */
export const loadUploads = async (): Promise<typeof import('./upload-request')> =>
  (uploads = await import('./upload-request'));

/**
 * The one place that calls the provider (`fetch`, or XMLHttpRequest for an upload that reports progress): base URL,
 * bearer token, body encoding, timeout and typed errors.
 */
export async function callApi<N extends EndpointName>(name: N, options: CallOptions<N> = {}): Promise<AnswerOf<N>> {
  const endpoint: Endpoint = endpoints[name];
  const { baseUrl, getLang, defaultTimeoutMs } = apiConfig();
  const url = buildUrl(baseUrl, name, endpoint, getLang(), options);
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? tokenFor(endpoint);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  const body = encodeBody(endpoint, options.body, headers);

  const { onUploadProgress } = options;
  const limit = timeLimit(options.timeoutMs ?? endpoint.timeoutMs ?? defaultTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, limit.signal]) : limit.signal;
  const send = async (): Promise<Response> => {
    try {
      const init = { method: endpoint.method, headers, body, signal };
      if (!onUploadProgress) return await fetch(url, { ...init, credentials: 'omit' });
      const { uploadRequest } = uploads ?? (await loadUploads());
      return await uploadRequest(url, init, (progress) => {
        limit.restart();
        onUploadProgress(progress);
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError({ endpoint: name, kind: limit.signal.aborted ? 'timeout' : 'network' });
    }
  };
  try {
    let response = await send();
    // The onboarding token ran out (or was never there): a new one, once, and the same request again. Only a
    // refused token (RFC 6750: it comes with WWW-Authenticate), not a refused password: a login retried with a
    // fresh token would count every wrong password twice against the provider's login slow-down.
    if (
      response.status === 401 &&
      endpoint.auth === 'app' &&
      options.token === undefined &&
      response.headers.has('WWW-Authenticate')
    ) {
      // Renewed only if no other call has renewed it since this one was sent: a refusal arriving after another
      // call's renewal is sent again with that token (two calls refused together asked for two tokens).
      if (readToken(AUTH_COOKIE) === token) await renewOnboardingToken().catch(() => undefined);
      const renewed = readToken(AUTH_COOKIE);
      if (renewed && renewed !== token) {
        headers.set('Authorization', `Bearer ${renewed}`);
        response = await send();
      }
    }
    if (!response.ok) {
      throw new ApiError({
        endpoint: name,
        kind: 'http',
        status: response.status,
        body: await readErrorBody(response),
        retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      });
    }
    const answer = (await readAnswer(response)) as AnswerOf<N>;
    callSuccesses.report(name);
    return answer;
  } finally {
    limit.clear();
  }
}

let renewing: Promise<void> | undefined;

/**
 * Asks the provider for the onboarding authorization token (SPEC §2) and keeps it in its cookie; calls made
 * while one request is under way share it (so it takes no caller's abort signal: the token is worth keeping
 * even for a screen that was left). The landing page's request and the retry after a 401 both use it.
 */
export function renewOnboardingToken(): Promise<void> {
  renewing ??= callApi('onboardingToken', { body: apiConfig().onboardingClient })
    .then(keepAuthorizationToken)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

/**
 * A call's time limit, on the page's own timer rather than `AbortSignal.timeout`: the same abort with a
 * TimeoutError, but a clock the end-to-end tests control (Playwright's `page.clock`) can run it out, so the
 * fault matrix need not wait out the real seconds. Cleared once the answer is read; an upload restarts it on each
 * progress event.
 */
function timeLimit(ms: number): { signal: AbortSignal; clear: () => void; restart: () => void } {
  const controller = new AbortController();
  const runOut = () => controller.abort(new DOMException('The provider did not answer in time.', 'TimeoutError'));
  let timer = setTimeout(runOut, ms);
  return {
    signal: controller.signal,
    clear: () => clearTimeout(timer),
    // An upload moved: the limit counts again from now (a limit of inactivity).
    restart: () => {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      timer = setTimeout(runOut, ms);
    },
  };
}

/** The address of a public GET endpoint, for a link (a link carries no Authorization header). */
export function publicUrl(name: EndpointName, params: Readonly<Record<string, string>> = {}): string {
  const { baseUrl, getLang } = apiConfig();
  return `${baseUrl}${endpointPath(name, { lang: getLang(), ...params })}`;
}

function tokenFor(endpoint: Endpoint): string | undefined {
  if (endpoint.auth === 'app') return readToken(AUTH_COOKIE);
  if (endpoint.auth === 'lead') return readToken(LEAD_COOKIE);
  return undefined;
}

function buildUrl(
  baseUrl: string,
  name: EndpointName,
  endpoint: Endpoint,
  lang: string,
  options: CallOptions<EndpointName>,
): string {
  const search = new URLSearchParams(options.query);
  if (endpoint.lang) search.set('lang', lang);
  const path = endpointPath(name, { lang, ...options.params });
  const query = search.toString();
  return `${baseUrl}${path}${query ? `?${query}` : ''}`;
}

function encodeBody(endpoint: Endpoint, body: unknown, headers: Headers): BodyInit | undefined {
  if (endpoint.method === 'GET' || body === undefined) return undefined;
  if (body instanceof FormData) return body;
  const fields = body as Record<string, unknown>;
  if (endpoint.encoding === 'form') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) form.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return form;
  }
  if (endpoint.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.set(key, value);
      else if (value !== undefined) form.set(key, String(value));
    }
    return form;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(fields);
}

async function readAnswer(response: Response): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

async function readErrorBody(response: Response): Promise<ProviderErrorBody> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    if (parsed && typeof parsed === 'object') return parsed as ProviderErrorBody;
  } catch {
    // A proxy's HTML error page or an empty body: the status alone has to speak.
  }
  return {};
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.round(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}
