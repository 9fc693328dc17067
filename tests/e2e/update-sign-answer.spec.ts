import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { settleAnimations } from './journey';
import { type Lang, textsIn } from './questionnaire-texts';
import { lastCodeSentTo, requestCount } from './sandbox';

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

// SPEC §7: the client-zone sign answers result 'success'; only that is a signed update. SPEC §8: a form that is
// not signed says "Formulár sa nepodarilo podpísať".
for (const lang of ['sk', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a sign answered with another result than success is a failed signature, and signing again works`, async ({
    page,
    request,
  }) => {
    const t = textsIn(lang);
    const client = (await (await request.post('/sandbox/clients', { data: { lang } })).json()) as {
      email: string;
      links: { questionnaire: string };
    };
    await page.goto(client.links.questionnaire);
    for (const part of [1, 2, 3, 4]) {
      await expect(page.getByText(t.part(part), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.next }).click();
    }
    await expect(page.getByText(t.part(5), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.finish }).click();
    await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);

    await page.getByRole('button', { name: t.update.sendEmail }).click();
    await expect(page.getByRole('status').filter({ hasText: t.update.sentEmail })).toBeVisible();
    const code = await lastCodeSentTo(request, client.email);
    // The provider answers 200, but not 'success' (once).
    await request.post('/sandbox/faults', { data: { endpoint: 'signQuestionnaire', status: 200, result: 'pending' } });
    await page.getByRole('textbox', { name: t.update.codeLabel }).fill(code);
    await page.getByRole('button', { name: t.update.sign, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.signFailed })).toBeVisible();
    await expect(page.getByText(/\bpending\b/)).toHaveCount(0);
    await expect(page).toHaveURL(`/${lang}/questionnaire-evaluation/`);
    await expect(page.getByRole('textbox', { name: t.update.codeLabel })).toHaveValue(code);
    expect(await requestCount(request, 'signQuestionnaire')).toBe(1);
    await settleAnimations(page);
    await expectNoAxeViolations(page);

    // The code was not used up by the answer that did nothing: signing again with it works.
    await page.getByRole('button', { name: t.update.sign, exact: true }).click();
    await expect(page).toHaveURL(`/${lang}/update-thank-you`);
    await expect(page.getByRole('heading', { level: 1, name: t.update.thankYouTitle })).toBeVisible();
    expect(await requestCount(request, 'signQuestionnaire')).toBe(2);
  });
}
