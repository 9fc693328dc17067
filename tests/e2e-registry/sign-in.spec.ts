import { expect, expectNoAxeViolations, signInAs, staff, test } from './support/registry-test';

/**
 * Staff sign in from the studio the registry serves: the sign-in page in the three languages, the identity
 * provider's pages by keyboard, who is signed in and with which roles, signing out; and a session that ends while
 * the person types keeps what was typed while they sign in again in another window.
 */
test.describe('sign-in from the studio', () => {
  test('by keyboard: the sign-in page, the identity provider, the header with name and roles, sign out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Prihlásenie do štúdia definícií' })).toBeFocused();
    await expectNoAxeViolations(page);
    for (const [language, heading, button] of [
      ['English', 'Sign in to the definition studio', 'Sign in'],
      ['Български', 'Вход в студиото за дефиниции', 'Вход'],
      ['Slovenčina', 'Prihlásenie do štúdia definícií', 'Prihlásiť sa'],
    ] as const) {
      await page.getByRole('combobox', { name: /Jazyk štúdia|Language of the studio|Език на студиото/ }).selectOption({
        label: language,
      });
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: button })).toBeVisible();
    }

    // Keyboard only: to the button, to the identity provider (in Slovak, the studio's language), back.
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Prihlásiť sa' })).toBeFocused();
    await page.keyboard.press('Enter');
    const userName = page.getByRole('textbox', { name: 'Používateľské meno' });
    await expect(page.getByRole('heading', { name: 'Prihlásenie do registra definícií' })).toBeVisible();
    await expectNoAxeViolations(page);
    await userName.focus();
    await page.keyboard.type('approver');
    await page.keyboard.press('Tab');
    await page.keyboard.type('approver-pass');
    await page.keyboard.press('Enter');

    const banner = page.getByRole('banner');
    await expect(banner).toContainText(`Prihlásený: ${staff('approver').name}`);
    await expect(banner).toContainText('Roly: schvaľovateľ');
    // An approver reads the definitions but does not edit them.
    await expect(page.getByRole('note')).toContainText('Len na čítanie');
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Odhlásiť sa' }).click();
    // The identity provider asks whether to end its own session too, in Slovak.
    await page.getByRole('button', { name: 'Áno, odhlásiť ma' }).click();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Prihlásiť sa' })).toBeVisible();
  });

  test('a session that ends while typing: the message, sign in again in a new window, nothing lost, saved', async ({
    page,
  }) => {
    await signInAs(page, 'author-2');
    await page.getByRole('link', { name: 'login.json' }).click();
    const field = page.getByRole('textbox', { name: 'Anglický text' }).first();
    const typed = `Sign in (${Date.now()})`;
    // The registry's lint of what was typed is answered before the session ends: otherwise it, not the save, would
    // meet the ended session first (on a busy machine it did), and the message would already cover the save button.
    const linted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/lint');
    await field.fill(typed);
    await linted;

    // The session ends behind the page's back (here: signed out in another tab of the same browser).
    const other = await page.context().newPage();
    await other.goto('/api/session');
    const { csrfToken } = JSON.parse((await other.locator('body').textContent()) ?? '{}') as { csrfToken: string };
    expect((await other.request.post('/api/session/sign-out', { headers: { 'X-CSRF-Token': csrfToken } })).ok()).toBe(
      true,
    );
    await other.close();

    await page.getByRole('button', { name: 'Uložiť' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vaše prihlásenie skončilo' });
    await expect(dialog).toBeVisible();

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Prihlásiť sa znova (nové okno)' }).click(),
    ]);
    await popup.getByRole('textbox', { name: 'Používateľské meno' }).fill('author-2');
    await popup.getByLabel('Heslo').fill('author-2-pass');
    await popup.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await expect(popup.getByRole('banner')).toContainText(staff('author-2').name);
    await popup.close();

    await dialog.getByRole('button', { name: 'Už som prihlásený – pokračovať' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Neuložené: prihláste sa znova' })).toBeVisible();
    await expect(field).toHaveValue(typed);
    await page.getByRole('button', { name: 'Uložiť' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'je uložený: steps/login.json' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nič nie je upravené.' })).toBeVisible();
  });
});
