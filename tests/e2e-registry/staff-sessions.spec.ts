// The administrator's staff sessions screen: who is signed in, and ending one person's sessions with a reason (a
// lost laptop). By keyboard, in Slovak (the browser's language), axe on the screen. The person is signed out in
// their own browser, and the audit log holds who ended which sessions and why.
//
// Sessions this spec ends: author-2's (Boris Novák), whom no other spec of this run signs in after it without
// signing in again (signInAs signs in anew when a kept session has ended).
import { apiFromPage, chooseStudioLanguage, pressByKeyboard, typeByKeyboard, wordsOf } from './workflow-helpers';
import { expect, expectNoAxeViolations, signInAs, staff, test } from './support/registry-test';

const sk = wordsOf('sk');
const en = wordsOf('en');
const bg = wordsOf('bg');

test('an administrator sees who is signed in and ends a person’s sessions with a reason: they are signed out, and the audit log says who, whom and why', async ({
  page,
  newStaffPage,
}) => {
  const boris = staff('author-2');
  const eva = staff('admin');
  // Boris signed in twice: in a browser of his own and in a second one (another device).
  const borisPage = await newStaffPage('author-2');
  const borisElsewhere = await newStaffPage('author-2', { fresh: true });

  await signInAs(page, 'admin');
  const nav = page.getByRole('navigation', { name: sk('wfNavHeading') });
  await expect(nav.getByRole('link')).toHaveText([sk('wfNavAudit'), sk('wfNavSessions')]);
  await pressByKeyboard(page, nav.getByRole('link', { name: sk('wfNavSessions') }));
  await expect(page.getByRole('heading', { level: 1, name: sk('wfSessionsTitle') })).toBeFocused();

  // A person's card in the list of people, named in the studio's language (`words`).
  const card = (name: string, words = sk) =>
    page
      .getByRole('list', { name: words('wfSessionsTitle') })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
  // Eva's own card says it is hers; Boris's lists his sessions (these two, and any an earlier spec left alive), his
  // staff id and his role.
  await expect(card(sk('wfSessionsYou', { name: eva.name }))).toBeVisible();
  const borisCard = card(boris.name);
  await expect(borisCard).toContainText(sk('wfSessionsWho', { staffId: 'author-2', roles: sk('role_author') }));
  const alive = await borisCard.getByRole('listitem').count();
  expect(alive).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);

  // No reason: refused beside the field, which gets the focus; the registry is not asked.
  const reason = borisCard.getByRole('textbox', { name: sk('wfSessionReason', { name: boris.name }) });
  const end = borisCard.getByRole('button', { name: sk('wfEndSessions', { name: boris.name }) });
  await pressByKeyboard(page, end);
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAccessibleDescription(sk('wfSessionReasonRequired'));
  await expect(borisCard.getByRole('listitem')).toHaveCount(alive);

  // With a reason: all his sessions end, said in the status region; his card leaves the list, and the focus goes to
  // the count of people above it ("Prihlásených je …").
  const why = 'Stratený notebook (hlásenie IT-4711)';
  await typeByKeyboard(page, reason, why);
  await expect(reason).toHaveAccessibleDescription(sk('wfSessionReasonHelp'));
  await pressByKeyboard(page, end);
  await expect(page.getByTestId('workflow-status')).toHaveText(
    sk('wfSessionsEnded', { count: alive, name: boris.name }),
  );
  await expect(card(boris.name)).toHaveCount(0);
  // Its words depend on how many people are left ("1 osoba", "3 osoby", "5 osôb").
  await expect(page.locator(':focus')).toHaveText(/^Prihlásen(á|é|ých) (je|sú) \d+ os(o|ô)b/);

  // Boris is signed out in both browsers: the studio offers signing in, and his name is nowhere on the page.
  for (const his of [borisPage, borisElsewhere]) {
    await his.reload();
    await expect(his.getByRole('link', { name: /^(Prihlásiť sa|Sign in|Вход)$/ })).toBeVisible();
    await expect(his.getByText(boris.name)).toHaveCount(0);
  }

  // The audit log: Eva ended Boris's sessions, with the reason given.
  const audit = await apiFromPage(page, `/api/audit?subject=${encodeURIComponent('staff:author-2')}`);
  expect(audit.status).toBe(200);
  const entries = (audit.json as { entries: { actor: string; action: string; reason?: string }[] }).entries;
  expect(entries.filter((entry) => entry.action === 'sessions.end').at(-1)).toMatchObject({
    actor: 'admin',
    reason: why,
  });
  // Anyone else is refused the list and the ending (the screen is the administrator's alone).
  const auditor = await newStaffPage('auditor');
  expect((await apiFromPage(auditor, '/api/staff-sessions')).status).toBe(403);
  expect((await apiFromPage(auditor, '/api/staff-sessions/author-1', 'DELETE', { reason: 'x' })).status).toBe(403);

  // In English and Bulgarian: the same screen in the studio's words.
  await chooseStudioLanguage(page, sk, 'en');
  await expect(page.getByRole('heading', { level: 1, name: en('wfSessionsTitle') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('wfEndSessions', { name: eva.name }) })).toBeVisible();
  await chooseStudioLanguage(page, en, 'bg');
  await expect(page.getByRole('heading', { level: 1, name: bg('wfSessionsTitle') })).toBeVisible();
  await expect(card(bg('wfSessionsYou', { name: eva.name }), bg)).toBeVisible();
  await expectNoAxeViolations(page);
  // At 320 px (WCAG's reflow width) the field's label, with the person's name, is shown whole: it wraps, no ellipsis.
  await page.setViewportSize({ width: 320, height: 700 });
  const label = page.locator('label', { hasText: bg('wfSessionReason', { name: eva.name }) });
  await expect(label).toBeVisible();
  expect(await label.evaluate((shown) => shown.scrollWidth <= shown.clientWidth)).toBe(true);
});
