import { SECURITY_HEADERS } from './expected-headers';
import { expect, test } from './fixtures';

// The forgotten-password page as production serves it: prerendered in the language the person chose (the wem_locale
// cookie; Slovak without one), so that "Forgot your password?" followed from an e-mail or a bookmark shows its heading
// with the HTML, as the other auth pages do (src/prerender/prerendered-pages.ts). Before, nginx sent shell.html.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('the forgotten-password page is sent prerendered in the language cookie’s language, never cached unasked', async ({
  page,
  request,
}) => {
  const headingIn = async (cookie?: string) => {
    const answer = await request.get('/forgot-password', cookie ? { headers: { cookie } } : {});
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['content-security-policy']).toBeDefined();
    for (const name of Object.keys(SECURITY_HEADERS)) expect(answer.headers()[name], name).toBeDefined();
    const text = await answer.text();
    expect(text).not.toContain('WEM_STYLE_NONCE');
    return /<html lang="(\w+)"[\s\S]*<h1[^>]*>([^<]+)<\/h1>/.exec(text)?.slice(1);
  };
  expect(await headingIn()).toEqual(['sk', 'Zabudnuté heslo']);
  expect(await headingIn('wem_locale=en')).toEqual(['en', 'Forgotten password']);
  expect(await headingIn('a=1; wem_locale=bg')).toEqual(['bg', 'Забравена парола']);
  expect(await headingIn('wem_locale=de')).toEqual(['sk', 'Zabudnuté heslo']);
  // The page works: the app takes it over and sends the request (the fixture fails the test on a CSP violation).
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lead@sandbox.test');
  await page.getByRole('button', { name: 'Poslať odkaz' }).click();
  await expect(page.getByRole('status')).toContainText('lead@sandbox.test');
});
