/**
 * The studio's one way to call the registry's API (server/registry, described at /api/openapi.json) from the page.
 *
 * Use:
 * ```ts
 * const draft = await registryFetch<Draft>(`/api/definitions/${id}/draft`);
 * await registryFetch<Draft>(`/api/definitions/${id}/draft`, { method: 'PUT', json: body, ifMatch: draft.etag });
 * try { ... } catch (error) {
 *   if (error instanceof RegistryError && error.needsSignIn) ...;        // 401: send the person to sign in
 *   if (error instanceof RegistryError && error.code === 'edit-conflict') error.body.current; // both sides
 * }
 * ```
 * Same origin, the session cookie sent, JSON both ways. Every unsafe method (POST, PUT, PATCH, DELETE) carries the
 * session's CSRF token (read once from GET /api/session, kept in memory only) in X-CSRF-Token; a 403 `csrf` is
 * retried once with a fresh token (the session may have been renewed by a sign-in in another tab). A 401 also
 * tells the staff session store (use-staff-session.ts), so the header and the sign-in dialog follow.
 */

/** What GET /api/session answers. */
export interface StaffSession {
  staff: { id: string; name: string; roles: StaffRole[] };
  csrfToken: string;
  expiresAt: string;
  idleTimeoutSeconds: number;
}

export type StaffRole = 'author' | 'approver' | 'auditor' | 'admin';

/** The codes of a 401: no session at all, or one that ended (idle or absolute timeout, signed out elsewhere). */
export type SignInReason = 'unauthenticated' | 'session-expired';

/** A refusal of the registry: its HTTP status, the API's stable `error` code, `message`, and the whole body. */
export class RegistryError extends Error {
  readonly status: number;
  /** The API's `error` code (e.g. edit-conflict, four-eyes, gates-failed, forbidden, csrf), or `network`/`http`. */
  readonly code: string;
  /** The answer's body as sent (an edit-conflict's `theirs` and `current` are here). */
  readonly body: Record<string, unknown>;

  constructor(status: number, code: string, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'RegistryError';
    this.status = status;
    this.code = code;
    this.body = body;
  }

  /** True when the person must sign in (again) before this can work. */
  get needsSignIn(): boolean {
    return this.status === 401;
  }

  /** Why sign-in is needed, when it is. */
  get signInReason(): SignInReason | undefined {
    if (!this.needsSignIn) return undefined;
    return this.code === 'session-expired' ? 'session-expired' : 'unauthenticated';
  }
}

export interface RegistryFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as If-Match (a draft's ETag). */
  ifMatch?: string;
  /**
   * The JSON sent gzipped (Content-Encoding: gzip), for a route that takes it (POST /api/lint); plain where the
   * browser cannot compress (no CompressionStream).
   */
  gzip?: boolean;
  signal?: AbortSignal;
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

type SessionListener = (event: { session: StaffSession } | { signedOut: SignInReason }) => void;
const listeners = new Set<SessionListener>();
let sessionRequest: Promise<StaffSession> | undefined;

/** For use-staff-session.ts: hears every session read and every 401. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(event: Parameters<SessionListener>[0]): void {
  for (const listener of listeners) listener(event);
}

/** The JSON body, gzipped where asked and the browser can. */
async function bodyOf({ json, gzip }: RegistryFetchOptions): Promise<{ body?: BodyInit; gzipped: boolean }> {
  if (json === undefined) return { gzipped: false };
  const text = JSON.stringify(json);
  if (!gzip || typeof CompressionStream === 'undefined') return { body: text, gzipped: false };
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return { body: await new Response(stream).blob(), gzipped: true };
}

async function send(path: string, options: RegistryFetchOptions, csrfToken?: string): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { body, gzipped } = await bodyOf(options);
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  if (gzipped) headers['Content-Encoding'] = 'gzip';
  if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch;
  if (csrfToken !== undefined) headers['X-CSRF-Token'] = csrfToken;
  try {
    return await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new RegistryError(0, 'network', 'The registry could not be reached.');
  }
}

async function answerOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (response.ok) return body as T;
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof record.error === 'string' ? record.error : 'http';
  const message = typeof record.message === 'string' ? record.message : `HTTP ${response.status}`;
  const error = new RegistryError(response.status, code, message, record);
  if (error.signInReason) {
    sessionRequest = undefined;
    tell({ signedOut: error.signInReason });
  }
  throw error;
}

/**
 * Who is signed in, with the CSRF token. Read once and shared; `fresh` reads it again. Rejects with a
 * RegistryError whose `needsSignIn` is true when nobody is signed in.
 */
export function readStaffSession(fresh = false): Promise<StaffSession> {
  if (fresh || !sessionRequest) {
    const request = send('/api/session', {}).then((response) => answerOf<StaffSession>(response));
    sessionRequest = request;
    request.then(
      (session) => tell({ session }),
      () => {
        if (sessionRequest === request) sessionRequest = undefined;
      },
    );
  }
  return sessionRequest;
}

/** Calls the registry's API; resolves with the JSON answer, rejects with a RegistryError. */
export async function registryFetch<T>(path: string, options: RegistryFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (SAFE.has(method)) return answerOf<T>(await send(path, options));
  const token = (await readStaffSession()).csrfToken;
  const response = await send(path, options, token);
  if (response.status === 403) {
    const body = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { error?: unknown };
    if (body.error === 'csrf') {
      const renewed = (await readStaffSession(true)).csrfToken;
      if (renewed !== token) return answerOf<T>(await send(path, options, renewed));
    }
  }
  return answerOf<T>(response);
}

/**
 * Where the sign-in button goes: the registry's sign-in, returning to this page (path, query and hash), with the
 * studio's language for the identity provider's pages (`ui_locales`).
 */
export function signInUrl(
  returnTo: string = `${location.pathname}${location.search}${location.hash}`,
  language?: string,
): string {
  const query = new URLSearchParams({ returnTo });
  if (language) query.set('lang', language);
  return `/auth/sign-in?${query.toString()}`;
}
