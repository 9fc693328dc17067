import type { APIRequestContext } from '@playwright/test';
import { SECURITY_HEADERS } from './expected-headers';
import { expect, test } from './fixtures';

// The forgotten-password and login pages as production serves them: prerendered in the language the person chose (the
// wem_locale cookie; Slovak without one), so that "Forgot your password?" or the login followed from an e-mail or a
// bookmark shows its heading with the HTML, as the other auth pages do (src/prerender/prerendered-pages.ts). Before,
// nginx sent shell.html.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

/** The page's language and heading as nginx sends `path` with `cookie`, its headers checked on the way. */
async function headingIn(request: APIRequestContext, path: string, cookie?: string) {
  const answer = await request.get(path, cookie ? { headers: { cookie } } : {});
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(answer.headers()['content-security-policy']).toBeDefined();
  for (const name of Object.keys(SECURITY_HEADERS)) expect(answer.headers()[name], name).toBeDefined();
  const text = await answer.text();
  expect(text).not.toContain('WEM_STYLE_NONCE');
  return /<html lang="(\w+)"[\s\S]*<h1[^>]*>([^<]+)<\/h1>/.exec(text)?.slice(1);
}

test('the forgotten-password page is sent prerendered in the language cookie’s language, never cached unasked', async ({
  page,
  request,
}) => {
  expect(await headingIn(request, '/forgot-password')).toEqual(['sk', 'Zabudnuté heslo']);
  expect(await headingIn(request, '/forgot-password', 'wem_locale=en')).toEqual(['en', 'Forgotten password']);
  expect(await headingIn(request, '/forgot-password', 'a=1; wem_locale=bg')).toEqual(['bg', 'Забравена парола']);
  expect(await headingIn(request, '/forgot-password', 'wem_locale=de')).toEqual(['sk', 'Zabudnuté heslo']);
  // The page works: the app takes it over and sends the request (the fixture fails the test on a CSP violation).
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lead@sandbox.test');
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText('lead@sandbox.test');
});

test('the login page is sent prerendered in the language cookie’s language, and logs the person in', async ({
  page,
  request,
}) => {
  expect(await headingIn(request, '/login')).toEqual(['sk', 'Prihlásenie']);
  expect(await headingIn(request, '/login', 'wem_locale=en')).toEqual(['en', 'Log in']);
  expect(await headingIn(request, '/login', 'wem_locale=bg; a=1')).toEqual(['bg', 'Вход']);
  expect(await headingIn(request, '/login', 'wem_locale=xx')).toEqual(['sk', 'Prihlásenie']);
  const lead = (await (await request.post('/sandbox/leads', { data: { at: 'personal-info', lang: 'sk' } })).json()) as {
    email: string;
    password: string;
  };
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(lead.email);
  await page.getByLabel(/^Heslo/).fill(lead.password);
  await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page).toHaveURL('/steps/personal-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Osobné údaje' })).toBeVisible();
});
