import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { loginThroughUi } from './journey';
import { LANGS, textsIn } from './questionnaire-texts';
import { lastCodeSentTo, requestCount } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

interface SeededClient {
  email: string;
  password: string;
}

// SPEC §2: an existing client (model Clients) who logs in goes to questionnaire-info: the update's, which the
// login's link token opens, and not the onboarding's, which refused their token ("session expired").
for (const lang of LANGS) {
  test(`${lang}: an existing client logs in, goes through the pre-filled update and signs it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = textsIn(lang);
    const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as SeededClient;
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });

    await page.goto('/');
    await page.evaluate((l) => localStorage.setItem('wem_locale', l), lang);
    await page.goto('/login');
    const answered = page.waitForResponse((r) => r.url().includes('/onboarding/login'));
    await loginThroughUi(page, client.email, client.password, lang);
    const { model, client_link_token: linkToken } = (await (await answered).json()) as {
      model: string;
      client_link_token?: string;
    };
    expect(model).toBe('Clients');
    expect(linkToken).toBeTruthy();

    await expect(page).toHaveURL(`/${lang}/questionnaire-info/`);
    await expect(page.getByRole('heading', { level: 1, name: t.update.infoTitle })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.update.start }).click();

    for (const part of [1, 2, 3, 4, 5]) {
      await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
      // Pre-filled from the client's last questionnaire.
      for (const group of await page.getByRole('radiogroup').all())
        await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
      if (part < 5) await page.getByRole('button', { name: t.next }).click();
    }
    await page.getByRole('button', { name: t.finish }).click();
    await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
    await expect(page.getByText(t.profile)).toBeVisible();

    await page.getByRole('button', { name: t.update.sendEmail }).click();
    await expect(page.getByRole('status').filter({ hasText: t.update.sentEmail })).toBeVisible();
    await page.getByRole('textbox', { name: t.update.codeLabel }).fill(await lastCodeSentTo(request, client.email));
    await page.getByRole('button', { name: t.update.sign, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/update-thank-you`);
    await expect(page.getByRole('heading', { level: 1, name: t.update.thankYouTitle })).toBeVisible();
    expect(await requestCount(request, 'signQuestionnaire')).toBe(1);
    expect(await requestCount(request, 'questionnaire')).toBe(0);

    // The login's link token went to the provider's exchange only, never into the address.
    expect(visited.length).toBeGreaterThan(0);
    for (const url of visited) expect(url).not.toContain(linkToken);
  });
}
