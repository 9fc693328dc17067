import { CookieJar } from './cookie-jar.ts';

export interface SignInOutcome {
  /** The registry's cookies after the callback (the session cookie when signed in). */
  registryJar: CookieJar;
  /** The callback's answer: 200 signed in, 403 no role, 400 failed. */
  callback: Response;
  /** Every request of the way, in order (for tests that look at the redirects). */
  trail: { url: string; status: number }[];
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * Signs in as a browser would, with plain HTTP: the registry's sign-in redirects to the development identity
 * provider, the login form is posted, the redirects are followed back to the registry's callback. Each origin has
 * its own cookie jar, as in a browser.
 */
export async function signInFlow(registryUrl: string, login: string, password: string): Promise<SignInOutcome> {
  const jars = new Map<string, CookieJar>();
  const jarFor = (url: string) => {
    const origin = new URL(url).origin;
    let jar = jars.get(origin);
    if (!jar) jars.set(origin, (jar = new CookieJar()));
    return jar;
  };
  const trail: SignInOutcome['trail'] = [];
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const jar = jarFor(url);
    const headers = new Headers(init.headers);
    const cookie = jar.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    trail.push({ url, status: response.status });
    return response;
  };
  /** Follows redirects until an answer that is not one; returns it with its URL. */
  const follow = async (url: string, init?: RequestInit): Promise<{ response: Response; url: string }> => {
    let response = await send(url, init);
    let current = url;
    for (let hops = 0; REDIRECT.has(response.status); hops += 1) {
      if (hops > 15) throw new Error('too many redirects');
      current = new URL(response.headers.get('location') ?? '', current).href;
      await response.body?.cancel();
      response = await send(current);
    }
    return { response, url: current };
  };

  const loginPage = await follow(`${registryUrl}/auth/sign-in?returnTo=/`);
  const html = await loginPage.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action)
    throw new Error(`no login form at ${loginPage.url} (${loginPage.response.status}): ${html.slice(0, 200)}`);
  const answer = await follow(new URL(action.replace(/&amp;/g, '&'), loginPage.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  return { registryJar: jarFor(registryUrl), callback: answer.response, trail };
}
