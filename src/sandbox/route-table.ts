import { API_PREFIX, type Endpoint, type EndpointName, endpoints } from '../api/endpoints.ts';

interface CompiledRoute {
  name: EndpointName;
  endpoint: Endpoint;
  pattern: RegExp;
  keys: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Compiled once from the endpoint table, so no path is ever written twice.
const ROUTES: CompiledRoute[] = (Object.keys(endpoints) as EndpointName[]).map((name) => {
  const endpoint: Endpoint = endpoints[name];
  const full = endpoint.root ? endpoint.path : API_PREFIX + endpoint.path;
  const keys: string[] = [];
  const source = full
    .split(/(\{\w+\})/)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!key) return escapeRegExp(part);
      keys.push(key);
      return '([^/]+)';
    })
    .join('');
  return { name, endpoint, pattern: new RegExp(`^${source}$`), keys };
});

export type RouteMatch =
  | { kind: 'endpoint'; name: EndpointName; endpoint: Endpoint; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string }
  | { kind: 'none' };

/** Which endpoint of the table a request is for, by path, then method. */
export function matchEndpoint(method: string, pathname: string): RouteMatch {
  for (const route of ROUTES) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    if (route.endpoint.method !== method) return { kind: 'wrong-method', allow: route.endpoint.method };
    const params: Record<string, string> = {};
    route.keys.forEach((key, index) => {
      params[key] = safeDecode(found[index + 1] ?? '');
    });
    return { kind: 'endpoint', name: route.name, endpoint: route.endpoint, params };
  }
  return { kind: 'none' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True for paths the provider owns, where an unknown path gets a JSON 404 instead of the app's HTML. */
export function isProviderPath(pathname: string): boolean {
  return pathname.startsWith(API_PREFIX) || ROUTES.some((route) => route.endpoint.root && route.pattern.test(pathname));
}
