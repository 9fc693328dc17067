import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar } from '../testing/cookie-jar.ts';
import { startTestRegistry, type TestRegistry } from '../testing/registry-harness.ts';
import { idpLanguage } from '../dev-idp/idp-texts.ts';

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry();
});
afterAll(async () => {
  await registry.close();
});

/** The identity provider's sign-in page reached from the registry's sign-in, as a browser with these headers. */
async function signInPage(query: string, headers: Record<string, string> = {}): Promise<string> {
  const jars = new Map<string, CookieJar>();
  let url = `${registry.url}/auth/sign-in?${query}`;
  for (let hops = 0; hops < 10; hops += 1) {
    const origin = new URL(url).origin;
    const jar = jars.get(origin) ?? new CookieJar();
    jars.set(origin, jar);
    const response = await fetch(url, { headers: { ...headers, cookie: jar.header() }, redirect: 'manual' });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) return response.text();
    url = new URL(location, url).href;
  }
  throw new Error('too many redirects');
}

describe("the development identity provider's pages in sk, en and bg", () => {
  it('follows the studio language the registry passes on (ui_locales), Slovak without one', async () => {
    expect(await signInPage('returnTo=/&lang=en')).toContain('<label for="login">User name</label>');
    expect(await signInPage('returnTo=/&lang=bg')).toContain('<label for="login">Потребителско име</label>');
    const slovak = await signInPage('returnTo=/');
    expect(slovak).toContain('<html lang="sk">');
    expect(slovak).toContain('<button type="submit">Prihlásiť sa</button>');
  });

  it("follows the browser's language when the sign-in names none", async () => {
    const page = await signInPage('returnTo=/', { 'accept-language': 'bg-BG,bg;q=0.9,en;q=0.8' });
    expect(page).toContain('<html lang="bg">');
    expect(idpLanguage(undefined, 'de-DE, en;q=0.5')).toBe('en');
    expect(idpLanguage('fr', undefined)).toBe('sk');
  });
});
