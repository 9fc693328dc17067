// Issue 20's rest and issue 23's studio messages, through the studio the registry serves:
// - a proposal pins the drafts its author saw: two authors, the second saves while the first has the Propose screen
//   open; the first is told which draft moved, by whom and when, sees what it now changes, keeps the reason and the
//   reference, and proposes again;
// - the server's lint and gate problems and diff lines read in Bulgarian (codes the studio translates), not English;
// - an administrator opens the audit log (the one screen the registry allows them).
// - after a proposal's 412 the author's editor, which holds the older draft, asks: take theirs, or keep mine (saved
//   with the right ETag), in sk, en and bg;
// Definitions this spec edits (no other spec does): steps forgot-password, reset-password and child-personal-info.
import { expect, expectNoAxeViolations, signInAs, staff, test } from './support/registry-test';
import {
  apiFromPage,
  chooseStudioLanguage,
  pressByKeyboard,
  saveDraft,
  tabTo,
  typeByKeyboard,
  wordsOf,
} from './workflow-helpers';

const sk = wordsOf('sk');
const en = wordsOf('en');
const bg = wordsOf('bg');

test('two authors: a draft saved again while Propose is open is not proposed unseen; reviewed, proposed again', async ({
  page,
  newStaffPage,
}) => {
  await signInAs(page, 'author-1');
  await saveDraft(page, 'forgot-password', (draft) => {
    draft.definition.version = '1.1.0';
    draft.texts.sk['auth.forgotPassword.title'] = 'Zabudnuté heslo (Alena)';
  });

  // Author 1 opens Propose (Slovak), ticks the draft, types the reason and the reference.
  await page.goto('/#workflow/propose');
  await expect(page.getByRole('heading', { level: 1, name: sk('wfProposeTitle') })).toBeFocused();
  const box = page.getByRole('checkbox', { name: /^steps\/forgot-password\.json/ });
  await pressByKeyboard(page, box, 'Space');
  await expect(box).toBeChecked();
  await typeByKeyboard(page, page.getByRole('textbox', { name: sk('wfReason') }), 'Jasnejší nadpis');
  await typeByKeyboard(page, page.getByRole('textbox', { name: sk('wfReference') }), 'TICKET-77');

  // Meanwhile author 2 saves the same draft again.
  const author2 = await newStaffPage('author-2');
  await saveDraft(author2, 'forgot-password', (draft) => {
    draft.texts.bg['auth.forgotPassword.title'] = 'Забравена парола (Борис)';
  });

  // Author 1 presses Propose: nothing is proposed. The editor, which still holds Alena's draft, asks which to keep:
  // theirs is taken (it holds both edits).
  await pressByKeyboard(page, page.getByRole('button', { name: sk('wfPropose'), exact: true }));
  const dialog = page.getByRole('dialog', { name: sk('conflictTitle', { file: 'steps/forgot-password.json' }) });
  await expect(dialog).toContainText(staff('author-2').name);
  await pressByKeyboard(page, dialog.getByRole('button', { name: sk('conflictTakeTheirs') }));
  await expect(dialog).toBeHidden();
  // The draft, who and when are named; the new content is shown.
  const notice = page.getByTestId('draft-changed');
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(sk('wfDraftChangedTitle', { path: 'steps/forgot-password.json' }));
  await expect(notice).toContainText(staff('author-2').name);
  await expect(notice.getByRole('heading', { level: 2 })).toHaveText(
    sk('wfDraftChangedReview', { path: 'steps/forgot-password.json' }),
  );
  await expect(notice.getByRole('insertion').filter({ hasText: 'Забравена парола (Борис)' })).toHaveAttribute(
    'lang',
    'bg',
  );
  await expect(notice).toContainText('Zabudnuté heslo (Alena)');
  await expect(page.getByRole('textbox', { name: sk('wfReason') })).toHaveValue('Jasnejší nadpis');
  await expect(page.getByRole('textbox', { name: sk('wfReference') })).toHaveValue('TICKET-77');
  expect(
    ((await apiFromPage(page, '/api/changes')).json as { definitionIds: string[] }[]).flatMap((c) => c.definitionIds),
  ).not.toContain('forgot-password');
  await expectNoAxeViolations(page);

  // Having seen it, author 1 proposes again: the change holds both edits.
  await pressByKeyboard(page, page.getByRole('button', { name: sk('wfProposeAgain') }));
  await expect(page.getByRole('heading', { level: 1, name: /^Zmena \d+/ })).toBeFocused();
  const what = page.getByRole('region', { name: sk('wfWhat') });
  await expect(what).toContainText('Забравена парола (Борис)');
  await expect(what).toContainText('Zabudnuté heslo (Alena)');
});

test("after a proposal's 412 the editor's older draft is not stuck: the person is asked, keeps mine with the right ETag, proposes it", async ({
  page,
  newStaffPage,
}, testInfo) => {
  const file = 'steps/child-personal-info.json';
  await signInAs(page, 'author-1');
  let titleKey = '';
  await saveDraft(page, 'child-personal-info', (draft) => {
    draft.definition.version = '1.1.0';
    titleKey = Object.keys(draft.texts.sk).find((key) => key.endsWith('.title'))!;
    draft.texts.sk[titleKey] = 'Údaje dieťaťa (Alena)';
  });
  // The studio read again: its editor holds Alena's draft, as after her own save.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(staff('author-1').name);
  await page.goto('/#workflow/propose');
  await expect(page.getByRole('heading', { level: 1, name: sk('wfProposeTitle') })).toBeFocused();
  await pressByKeyboard(page, page.getByRole('checkbox', { name: new RegExp(`^${file}`) }), 'Space');
  await typeByKeyboard(page, page.getByRole('textbox', { name: sk('wfReason') }), 'Názov kroku');
  await typeByKeyboard(page, page.getByRole('textbox', { name: sk('wfReference') }), 'TICKET-79');
  const author2 = await newStaffPage('author-2');
  let saved: () => void = () => undefined;
  const saving = new Promise<void>((resolve) => {
    saved = resolve;
  });

  // Each time author 2 saves again before the press, the proposal is refused and the editor asks, in the studio's
  // language (screenshots at 1280 and 390 px); the person decides later twice (mine stays), then keeps mine.
  const languages = [
    ['sk', sk, sk('wfPropose')],
    ['en', en, en('wfProposeAgain')],
    ['bg', bg, bg('wfProposeAgain')],
  ] as const;
  for (const [index, [language, from, press]] of languages.entries()) {
    if (language !== 'sk') {
      const select = page.getByLabel(languages[index - 1]![1]('uiLanguage'));
      await tabTo(page, select);
      await select.selectOption(language);
    }
    await saveDraft(author2, 'child-personal-info', (draft) => {
      draft.texts.bg[titleKey] = `Данни за детето (Борис ${index + 1})`;
    });
    await pressByKeyboard(page, page.getByRole('button', { name: press, exact: true }));
    const dialog = page.getByRole('dialog', { name: from('conflictTitle', { file }) });
    await expect(dialog).toContainText(staff('author-2').name);
    await expect(dialog).toContainText(`Данни за детето (Борис ${index + 1})`);
    await expect(dialog.getByRole('region', { name: from('conflictMine') })).toContainText('Údaje dieťaťa (Alena)');
    await expectNoAxeViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`propose-412-${language}-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    if (language !== 'bg') {
      await pressByKeyboard(page, dialog.getByRole('button', { name: from('conflictLater') }));
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('draft-changed')).toContainText(from('wfDraftChangedTitle', { path: file }));
      continue;
    }
    // Keep mine: saved over theirs with the ETag the registry gave, then proposed with it. The save is held back
    // and "Propose again" pressed before it is done, as a quick person (or a busy machine) does: the proposal waits
    // for it and for the list read again. Before, the press pinned theirs' ETag: refused with 412 once more when the
    // save came first, or theirs proposed when the press did.
    await page.route('**/api/definitions/child-personal-info/draft', async (route) => {
      if (route.request().method() === 'PUT') await saving;
      await route.fallback();
    });
    await pressByKeyboard(page, dialog.getByRole('button', { name: from('conflictKeepMine') }));
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByRole('textbox', { name: bg('wfReason') })).toHaveValue('Názov kroku');
  await expect(page.getByRole('textbox', { name: bg('wfReference') })).toHaveValue('TICKET-79');
  await pressByKeyboard(page, page.getByRole('button', { name: bg('wfProposeAgain') }));
  saved();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${bg('wfChangeTitle', { id: '\\d+' })}`) }),
  ).toBeFocused();
  const what = page.getByRole('region', { name: bg('wfWhat') });
  await expect(what).toContainText('Údaje dieťaťa (Alena)');
  await expect(what).not.toContainText('Борис');
});

test('the gates, lint problems and diff lines read in Bulgarian, marked as Bulgarian', async ({ page }) => {
  await signInAs(page, 'author-2');
  // The studio's editor refuses to save a draft with an empty text; the API takes it, the gates then refuse it.
  await saveDraft(page, 'reset-password', (draft) => {
    draft.texts.en['auth.resetPassword.title'] = '';
  });
  const proposed = await apiFromPage(page, '/api/changes', 'POST', {
    reason: 'Нов текст',
    reference: 'TICKET-78',
    items: [{ definitionId: 'reset-password' }],
  });
  expect(proposed.status).toBe(201);
  const id = (proposed.json as { id: number }).id;

  await chooseStudioLanguage(page, sk, 'bg');
  await page.goto(`/#workflow/changes/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^${bg('wfChangeTitle', { id })}`) }),
  ).toBeFocused();
  const missing = bg('msg.lint.textMissing', { key: 'auth.resetPassword.title', languages: bg('msg.language.en') });
  // A lint problem (the meta-schema and lint gate), the same text missing (the texts gate), a version not raised.
  await expect(page.getByTestId('gate-meta-schema-and-lint')).toContainText(missing);
  await expect(page.getByTestId('gate-texts')).toContainText(missing);
  await expect(page.getByTestId('gate-version')).toContainText(
    bg('msg.gate.versionNotRaised', { version: '1.0.0', latest: '1.0.0' }),
  );
  // A diff line: the English text, said in Bulgarian; the old English text marked English.
  const what = page.getByRole('region', { name: bg('wfWhat') });
  const line = what.getByRole('listitem').filter({ hasText: bg('msg.diff.text', { language: bg('msg.language.en') }) });
  await expect(line).toBeVisible();
  await expect(line).not.toHaveAttribute('lang', 'en');
  await expect(line.getByRole('deletion')).toHaveAttribute('lang', 'en');
  // The problems are said in Bulgarian: none is left in the server's English, marked so.
  await expect(page.getByTestId('gate-texts').locator('[lang="en"]')).toHaveCount(0);
  await expect(page.getByTestId('gate-version').locator('[lang="en"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an administrator opens the audit log and checks the chain; the editor, changes and history are not offered, staff sessions are', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: sk('wfAuditTitle') })).toBeFocused();
  const nav = page.getByRole('navigation', { name: sk('wfNavHeading') });
  await expect(nav.getByRole('link')).toHaveText([sk('wfNavAudit'), sk('wfNavSessions')]);
  await expect(page.getByText(sk('registryNoAccess'))).toHaveCount(0);
  await pressByKeyboard(page, page.getByRole('button', { name: sk('wfCheckChain') }));
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/Reťazec je neporušený/);
  await expectNoAxeViolations(page);
});
