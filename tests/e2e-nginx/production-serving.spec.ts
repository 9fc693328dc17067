import { readFileSync, writeFileSync } from 'node:fs';
import { lastCodeSentTo } from '../e2e/sandbox';
import { ACCESS_LOG } from './access-log';
import { SECURITY_HEADERS, expectedCsp, nonceOf } from './expected-headers';
import { expect, test } from './fixtures';

// The built app as production serves it: Debian's nginx with deploy/nginx's configuration (started by
// playwright.nginx.config.ts). The fixture fails any test with a CSP violation.

const GZIP = { 'accept-encoding': 'gzip' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

test('index.html: the production security headers exactly, a fresh style nonce each time, never cached unasked, gzip', async ({
  request,
}) => {
  const first = await request.get('/', { headers: GZIP });
  expect(first.status()).toBe(200);
  const headers = first.headers();
  const nonce = nonceOf(headers['content-security-policy']);
  expect(nonce, 'a 128-bit style nonce in the CSP').toBeDefined();
  expect(headers['content-security-policy']).toBe(expectedCsp(nonce ?? ''));
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);
  expect(headers['content-type']).toBe('text/html; charset=utf-8');
  expect(headers['cache-control']).toBe('no-cache');
  // No validators: a revalidation is a full response whose nonce matches its own header, never a 304.
  expect(headers.etag).toBeUndefined();
  expect(headers['last-modified']).toBeUndefined();
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers.server, 'no version in the Server header').toBe('nginx');
  // The page hands the very same nonce to Emotion, and the prerendered landing page's styles carry it too.
  const page = await first.text();
  expect(page).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
  expect(page, 'the landing page prerendered into the HTML').toContain('>Otvorte si investičný účet online</h1>');
  const styleTags = page.match(/<style[^>]*>/g) ?? [];
  expect(styleTags.length).toBeGreaterThan(0);
  expect(
    styleTags.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
    'prerendered <style> elements without the nonce',
  ).toEqual([]);

  const second = await request.get('/');
  const again = nonceOf(second.headers()['content-security-policy']);
  expect(again).toBeDefined();
  expect(again, 'a new nonce per response').not.toBe(nonce);
  expect(await second.text()).toContain(`nonce="${again}"`);
});

test('hashed assets are cached for a year, precompressed; a missing one, source maps and the manifest are 404', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(html)?.[1];
  expect(script, 'the entry script of index.html').toBeDefined();

  const asset = await request.get(script ?? '', { headers: GZIP });
  expect(asset.status()).toBe(200);
  const headers = asset.headers();
  expect(headers['cache-control']).toBe(IMMUTABLE);
  expect(headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers.vary).toBe('Accept-Encoding');
  expect(nonceOf(headers['content-security-policy'])).toBeDefined();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], name).toBe(value);

  const missing = await request.get('/assets/index-missing.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'], 'a 404 is not cached for a year').toBeUndefined();
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get(`${script}.map`)).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  expect((await request.post('/', { data: 'x' })).status()).toBe(403);
});

test('an unknown path or a deep link gets the app (SPA fallback), not a 404', async ({ page, request }) => {
  const unknown = await request.get('/sk/no-such-page/at-all');
  expect(unknown.status()).toBe(200);
  expect(unknown.headers()['cache-control']).toBe('no-cache');
  // The page without a prerendered page: nothing of one flashes before the app shows the right screen.
  expect(await unknown.text()).toContain('<div id="root"></div>');
  const deepLink = await (await request.get('/steps/personal-info')).text();
  expect(deepLink).toContain('<div id="root"></div>');
  expect(deepLink).toMatch(/<meta property="csp-nonce" nonce="[0-9a-f]{32}" \/>/);
  // The registration step has a prerendered page of its own, its styles under the response's nonce.
  const registration = await request.get('/registration');
  expect(registration.headers()['cache-control']).toBe('no-cache');
  const registrationNonce = nonceOf(registration.headers()['content-security-policy']);
  expect(registrationNonce).toBeDefined();
  const registrationPage = await registration.text();
  expect(registrationPage).toContain('>Registrácia</h1>');
  expect(registrationPage).toContain(`<meta property="csp-nonce" nonce="${registrationNonce}" />`);
  const registrationStyles = registrationPage.match(/<style[^>]*>/g) ?? [];
  expect(registrationStyles.length).toBeGreaterThan(0);
  expect(registrationStyles.filter((tag) => !tag.includes(`nonce="${registrationNonce}"`))).toEqual([]);

  // A link's page (issue 24) is prerendered in the link's language, never kept by a cache (the address holds a token).
  const resetLink = await request.get('/en/reset-password/nejaky-token');
  expect(resetLink.headers()['cache-control']).toBe('no-store');
  const resetPage = await resetLink.text();
  expect(resetPage).toContain('>New password</h1>');
  expect(resetPage).not.toContain('nejaky-token');
  expect(resetPage).not.toContain('WEM_STYLE_NONCE');
  expect(await (await request.get('/sk/investment-questionnaire/nejaky-token')).text()).toContain(
    '>Aktualizácia investičného dotazníka</h1>',
  );
  // Without its token (the app has taken it out of the address), a reload gets the app's page.
  expect(await (await request.get('/en/reset-password')).text()).toContain('<div id="root"></div>');

  await page.goto('/sk/no-such-page/at-all');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Otvorte si investičný účet online' })).toBeVisible();
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
});

test('the verification result, whose address names no language, is sent in the language the person chose', async ({
  page,
  request,
}) => {
  const result = '/steps/verification-result/2ed3f5d8-866c-45c5-a297-3d76d72c383e';
  const headingIn = async (cookie?: string) => {
    const answer = await request.get(result, cookie ? { headers: { cookie } } : {});
    expect(answer.headers()['cache-control']).toBe('no-store');
    const text = await answer.text();
    expect(text).not.toContain('2ed3f5d8');
    expect(text).not.toContain('WEM_STYLE_NONCE');
    return /<html lang="(\w+)"[\s\S]*<h1[^>]*>([^<]+)<\/h1>/.exec(text)?.slice(1);
  };
  // The language cookie holds the language code only; nothing else chooses a page, and Slovak is the default.
  expect(await headingIn('wem_locale=bg')).toEqual(['bg', 'Резултат от проверката на самоличността']);
  expect(await headingIn('a=1; wem_locale=en; b=2')).toEqual(['en', 'Identity verification result']);
  expect(await headingIn()).toEqual(['sk', 'Výsledok overenia totožnosti']);
  expect(await headingIn('wem_locale=../../etc/passwd')).toEqual(['sk', 'Výsledok overenia totožnosti']);
  // The cookie as the app writes it when the person picks a language, sent by the browser with the next page.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Jazyk' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const answer = await page.goto(result);
  expect(await answer?.text()).toContain('>Identity verification result</h1>');
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification result' })).toBeVisible();
});

test('a prospect opens the landing page and registers up to the e-mail code; the styles apply under the nonce', async ({
  page,
  request,
}) => {
  // The browser names any header it cannot use (an unknown Permissions-Policy feature, say) in the console.
  const headerErrors: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Strict-Transport-Security|Referrer Policy/i.test(message.text()))
      headerErrors.push(message.text());
  });
  await page.goto('/');
  const open = page.getByRole('link', { name: 'Otvoriť účet' });
  await expect(open).toBeVisible();
  // Emotion's <style> elements carry the page's nonce, and the browser applied them: the contained button
  // has the theme's primary colour and white text (unstyled, it would be a plain underlined link).
  await expect(open).toHaveCSS('background-color', 'rgb(11, 58, 99)');
  await expect(open).toHaveCSS('color', 'rgb(255, 255, 255)');
  const styles = await page.evaluate(() => {
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    const elements = [...document.querySelectorAll('style')];
    return { nonce, count: elements.length, withNonce: elements.filter((element) => element.nonce === nonce).length };
  });
  expect(styles.nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(styles.count).toBeGreaterThan(0);
  expect(styles.withNonce).toBe(styles.count);

  await open.click();
  await expect(page).toHaveURL('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrácia' })).toBeVisible();
  const email = 'nginx.smoke@example.sk';
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel(/^Heslo/).fill('tajne-heslo');
  await page.getByLabel('Zopakujte heslo').fill('tajne-heslo');
  await page.getByRole('button', { name: 'Poslať kód e-mailom' }).click();
  await expect(page.getByText(/Kód sme vám poslali e-mailom/)).toBeVisible();
  const codeInput = page.getByRole('textbox', { name: /Overovací kód z e-mailu/ });
  await expect(codeInput).toBeFocused();
  await codeInput.fill(await lastCodeSentTo(request, email));
  await expect(codeInput).toHaveValue(/^\d{6}$/);
  expect(headerErrors, 'header problems the browser reported').toEqual([]);
});

test('addresses with a token or a lead id are never stored (no-store) and reach the access log masked', async ({
  page,
  request,
}) => {
  // This test's lines only (nginx appends to the file it keeps open).
  writeFileSync(ACCESS_LOG, '');
  const resetToken = 'Yzevxyq8DEUtALMNmxOWjDGnrigyMw8eCmVFCzGHZ6o';
  const leadId = '2ed3f5d8-866c-45c5-a297-3d76d72c383e';
  const tokenPages = [
    `/sk/reset-password/${resetToken}`,
    `/en/investment-questionnaire/${resetToken}x`,
    `/bg/questionnaire-info/${resetToken}y`,
    `/sk/questionnaire-evaluation/${resetToken}z`,
    `/sk/new_strategy/${resetToken}w`,
    `/steps/verification-result/${leadId}`,
  ];
  for (const path of tokenPages) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('no-store');
    // The app's page, or a link's prerendered page (issue 24), never holding the address's token.
    const text = await answer.text();
    expect(text, path).toContain('<div id="root"');
    expect(text, path).not.toContain(path.split('/').at(-1));
  }
  // Every other page of the app is still revalidated, not forbidden to be stored.
  expect((await request.get('/sk/reset-password')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/steps/personal-info')).headers()['cache-control']).toBe('no-cache');
  // A Referer holding a token (browsers send none under no-referrer; an old one might).
  await request.get('/favicon.svg', { headers: { referer: `http://127.0.0.1/sk/reset-password/${resetToken}?x=1` } });

  // A real client link, opened in the browser: its page, its assets and the API calls it makes.
  const client = (await (await request.post('/sandbox/clients', { data: { lang: 'sk' } })).json()) as {
    email: string;
    link_tokens: { questionnaire: string };
  };
  await page.goto(`/sk/investment-questionnaire/${client.link_tokens.questionnaire}`);
  await expect(page).toHaveURL('/sk/investment-questionnaire/');

  const log = readFileSync(ACCESS_LOG, 'utf8');
  for (const secret of [resetToken, leadId, client.link_tokens.questionnaire])
    expect(log, 'a token in the access log').not.toContain(secret);
  for (const masked of [
    '"GET /sk/reset-password/[token] HTTP/1.1" 200',
    '/en/investment-questionnaire/[token]',
    '/steps/verification-result/[token]',
    '"http://127.0.0.1/sk/reset-password/[token]?x=1"',
  ]) {
    expect(log).toContain(masked);
  }
  // Otherwise Debian's combined format: address, time, request line, status, size, Referer, user agent.
  expect(log).toMatch(
    /^127\.0\.0\.1 - - \[[^\]]+\] "GET \/sk\/new_strategy\/\[token\] HTTP\/1\.1" 200 \d+ "-" "[^"]*"$/m,
  );
});
