import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import type { Endpoint, EndpointName } from '../api/endpoints.ts';
import { authenticate } from './authenticate.ts';
import { asLang, originOf, type RequestContext } from './handler-context.ts';
import { type ControlRoute, controlRoutes } from './handlers/controls.ts';
import { endpointHandlers } from './handlers/index.ts';
import { fail, HttpError } from './http-error.ts';
import { openApiRoutes } from './handlers/openapi.ts';
import { type ContractViolation, createAnswerCheck, describeViolation } from './openapi-check.ts';
import type { Principal } from './principal.ts';
import { bundledDefinitions } from '../../build/vite-plugin-bundled-definition-hashes.ts';
import { publicationDirOf } from './published-definitions.ts';
import { errorReply, json, type Reply, writeReply } from './reply.ts';
import { isProviderPath, matchEndpoint } from './route-table.ts';
import { seedStore } from './seed.ts';
import type { Services } from './services.ts';
import { createStore, type SandboxStore } from './store.ts';
import { createTokenSigner } from './token-signer.ts';

/** A 429 fault says when to try again like the provider's rate limit does (its 5-minute window). */
const DEFAULT_FAULT_RETRY_AFTER_S = 300;

export interface SandboxOptions {
  /** The base clock (default Date.now); `POST /sandbox/clock` adds an offset to it. */
  now?: () => number;
  /** Where the terminal lines go: every outbox message and every unexpected error. */
  log?: (line: string) => void;
  /** Write uploads below this folder instead of keeping them in memory. */
  uploadsDir?: string;
  /** Folder with `scoring.json` and `questionnaire/*.json` (default `<cwd>/schemas`). */
  schemasDir?: string;
  /** The publication store's folder (default: `PUBLICATION_DIR`, else `.definitions-store` beside `schemasDir`). */
  publicationDir?: string;
  /**
   * Check every JSON answer of an endpoint against the OpenAPI document (src/api/openapi) and keep what does
   * not match in `violations` (the tests and the preview server turn this on).
   */
  checkAnswers?: boolean;
}

export type SandboxMiddleware = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

export interface Sandbox {
  middleware: SandboxMiddleware;
  store: SandboxStore;
  /** Answers that did not match the OpenAPI document, when `checkAnswers` is on. */
  violations: ContractViolation[];
}

// Which endpoint a request reached (not a fault), so its answer is checked against that operation.
const answeredEndpoint = new WeakMap<IncomingMessage, EndpointName>();

// Every handler gets the principal authenticate() made for its endpoint from the same table, which is what
// PrincipalFor<N> states per endpoint; the dispatcher, not knowing N, sees them all through this one type.
type AnyHandler = (ctx: RequestContext & { principal: Principal }) => Reply | Promise<Reply>;

function holdOpen(store: SandboxStore, req: IncomingMessage, res: ServerResponse): void {
  // No timer: the response stays open until the client gives up. The response's 'close' is the signal that the
  // connection went away; the request's own 'close' fires as soon as its body is read (Node >= 16).
  store.hanging.add(res);
  res.on('close', () => store.hanging.delete(res));
  req.resume();
}

async function answerEndpoint(
  services: Services,
  base: RequestContext,
  res: ServerResponse,
  name: EndpointName,
  endpoint: Endpoint,
): Promise<Reply | undefined> {
  const { store } = services;
  answeredEndpoint.set(base.req, name);
  store.requestCounts.set(name, (store.requestCounts.get(name) ?? 0) + 1);
  const fault = store.faults.get(name);
  if (fault) {
    // A fault answers off the contract on purpose (a 200 with another result); the check leaves it alone.
    answeredEndpoint.delete(base.req);
    fault.remaining -= 1;
    if (fault.remaining <= 0) store.faults.delete(name);
    if (fault.hang) {
      holdOpen(store, base.req, res);
      return undefined;
    }
    if (fault.status === 200) return json({ result: fault.result ?? 'sandbox fault' });
    if (fault.result !== undefined) return json({ result: fault.result }, fault.status);
    const retryAfter = fault.status === 429 ? (fault.retryAfter ?? DEFAULT_FAULT_RETRY_AFTER_S) : undefined;
    throw fail(
      fault.status,
      'sandbox fault',
      retryAfter === undefined
        ? {}
        : { headers: { 'retry-after': String(retryAfter) }, extra: { retry_after: retryAfter } },
    );
  }
  const principal = authenticate(base.req, endpoint, services);
  const handler = endpointHandlers[name] as unknown as AnyHandler;
  return handler({ ...base, principal });
}

async function route(
  services: Services,
  controls: readonly ControlRoute[],
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): Promise<Reply | undefined> {
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const method = (req.method ?? 'GET').toUpperCase();
  const context = (params: Record<string, string>): RequestContext => ({
    req,
    url,
    params,
    lang: asLang(url.searchParams.get('lang')) ?? 'sk',
    origin: originOf(req),
    services,
  });

  const match = matchEndpoint(method, url.pathname);
  if (match.kind === 'endpoint')
    return answerEndpoint(services, context(match.params), res, match.name, match.endpoint);
  if (match.kind === 'wrong-method') throw fail(405, 'method not allowed', { headers: { allow: match.allow } });

  if (url.pathname.startsWith('/sandbox/')) {
    const rest = url.pathname.slice('/sandbox/'.length);
    const routes = controls.filter((control) => control.pattern.test(rest));
    const control = routes.find((candidate) => candidate.method === method);
    if (control) return control.handle(context({ ...control.pattern.exec(rest)?.groups }));
    if (routes.length > 0) {
      throw fail(405, 'method not allowed', { headers: { allow: routes.map((r) => r.method).join(', ') } });
    }
    throw fail(404, 'not found');
  }
  if (isProviderPath(url.pathname)) throw fail(404, 'not found');
  next();
  return undefined;
}

/**
 * The provider sandbox: an in-memory implementation of every call of the endpoint table, plus controls under
 * /sandbox/ and a fake identity provider. Mount `middleware` in any connect-style server (Vite dev/preview,
 * or `http.createServer(sandbox.middleware)`, where unknown paths get a 404).
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const store = createStore();
  const baseNow = options.now ?? Date.now;
  const now = (): number => baseNow() + store.clockOffsetMs;
  const log = options.log ?? (() => undefined);
  const services: Services = {
    store,
    now,
    tokens: createTokenSigner(now),
    log,
    uploadsDir: options.uploadsDir,
    schemasDir: options.schemasDir ?? join(process.cwd(), 'schemas'),
    publicationDir: options.publicationDir ?? publicationDirOf(options.schemasDir ?? join(process.cwd(), 'schemas')),
  };
  seedStore(services);
  // Hashing the bundled definitions loads the registry's code once (seconds on a busy machine): begun now, so the
  // first submission naming a definition does not wait for it (published-definitions.ts, published-steps.ts).
  bundledDefinitions(dirname(services.schemasDir)).catch(() => undefined);
  const violations: ContractViolation[] = [];
  const controls = [...controlRoutes, ...openApiRoutes(violations)];
  const check = options.checkAnswers ? createAnswerCheck() : undefined;
  const answer = (req: IncomingMessage, res: ServerResponse, reply: Reply): void => {
    const endpoint = answeredEndpoint.get(req);
    if (check && endpoint && reply.kind === 'json' && !res.headersSent) {
      const violation = check(endpoint, reply.status, reply.body);
      if (violation) {
        violations.push(violation);
        log(`  ✖  sandbox: ${describeViolation(violation)}`);
      }
    }
    writeReply(res, reply);
  };

  const notFound = (res: ServerResponse) => () => {
    res.statusCode = 404;
    res.end();
  };

  const middleware: SandboxMiddleware = (req, res, next) => {
    const lang = asLang(new URL(req.url ?? '/', 'http://sandbox.invalid').searchParams.get('lang')) ?? 'sk';
    let passedOn = false;
    const passOn = (): void => {
      passedOn = true;
      (next ?? notFound(res))();
    };
    route(services, controls, req, res, passOn)
      .then((reply) => {
        if (reply) answer(req, res, reply);
      })
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          answer(req, res, errorReply(error, lang));
        } else {
          const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
          log(`  ✖  sandbox: ${req.method ?? '?'} ${req.url ?? '?'} failed: ${detail}`);
          if (!options.log) console.error(`sandbox: ${req.method ?? '?'} ${req.url ?? '?'} failed`, error);
          answer(req, res, errorReply(fail(500, 'internal error'), lang));
        }
      })
      .finally(() => {
        // An answer given before the body was read (401, 405, …): drain it so keep-alive stays usable.
        if (!passedOn && !req.complete && !store.hanging.has(res)) req.resume();
      });
  };

  return { middleware, store, violations };
}
