import type { IncomingMessage } from 'node:http';
import type { EndpointName } from '../api/endpoints.ts';
import type { Lang } from '../api/types.ts';
import { isLanguage } from '../definition/languages.ts';
import type { PrincipalFor } from './principal.ts';
import type { Reply } from './reply.ts';
import type { Services } from './services.ts';

/** What a handler gets about the request it answers. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly url: URL;
  /** `{name}` parameters of the path, decoded. */
  readonly params: Readonly<Record<string, string>>;
  /** `?lang` when it is sk, en or bg, else sk (SPEC: Slovak is the fallback). */
  readonly lang: Lang;
  /** `http://<Host>` of the request, for absolute links back to this sandbox. */
  readonly origin: string;
  readonly services: Services;
}

export interface HandlerContext<N extends EndpointName> extends RequestContext {
  readonly principal: PrincipalFor<N>;
}

export type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => Reply | Promise<Reply>;

/** Handlers of one resource: exactly the endpoints K. */
export type HandlerGroup<K extends EndpointName> = { readonly [N in K]: Handler<N> };

/** Narrows any string to a supported language, or undefined. */
export function asLang(value: unknown): Lang | undefined {
  return isLanguage(value) ? value : undefined;
}

/** The origin the request came to; a Host header that is not a plain host[:port] falls back to localhost. */
export function originOf(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return `http://${/^[A-Za-z0-9.\-[\]:]{1,255}$/.test(host) ? host : 'localhost'}`;
}
