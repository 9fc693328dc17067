import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { JOURNEY_TEXTS, PNG_1X1, birthNumberFor, label } from './journey';
import { type Answers, questionOn, textsIn } from './questionnaire-texts';
import { lastCodeSentTo } from './sandbox';
import { agreement } from './steps/contracts';
import { PDF, chooseButton, jpegPhoto } from './steps/documents';
import { expectStep, toast } from './steps/journey-context';
import {
  activate,
  chooseFileWith,
  chooseOption,
  chooseRadio,
  expectFocusVisible,
  expectHeadingFocused,
  tabTo,
  tick,
  typeInto,
} from './steps/keyboard';
import { LOCALE_TEXTS } from './steps/locale-texts';
import { BALANCED_ANSWERS } from './steps/questionnaire';
import { strategyCard, strategyName } from './steps/strategies';
import { IDP_BUTTONS, RESULT_PAGE } from './steps/verification';

// The whole onboarding, landing page to thank-you page, with the keyboard alone (issue 9): Tab and Shift+Tab to
// move, Space and Enter to act, arrows in radio groups, typing into fields and native selects. Never a click, fill
// or check. At every focus stop the focus must be visible, and each new step must put the focus on its heading.

test.beforeEach(async ({ request }) => {
  await request.post('/sandbox/reset');
});

const lang = 'sk';
const texts = JOURNEY_TEXTS[lang];
const locale = LOCALE_TEXTS[lang];
const person = {
  email: 'klavesnica@example.sk',
  name: 'Katarína',
  surname: 'Klávesová',
  birthdate: '1987-02-14',
  phone: '905 333 401',
};

/**
 * A date as a person types it into the browser's date field, which moves from part to part by itself. Chromium
 * orders the parts by its own interface language (here the default, English (US): month, day, year), not the page's.
 */
const typedDate = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-');
  return `${month}${day}${year}`;
};

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name: label(name) });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Answers a questionnaire section by keyboard: arrows in single-choice groups, Space on the chosen boxes of the
 * others. */
async function answerSection(page: Page, answers: Answers): Promise<void> {
  const t = textsIn(lang);
  for (const [slug, value] of Object.entries(answers)) {
    const question = questionOn(page, slug);
    if (typeof value === 'string')
      await chooseRadio(page, question, question.getByRole('radio', { name: t.answer(slug, value), exact: true }));
    else
      for (const one of value)
        await tick(page, question.getByRole('checkbox', { name: t.answer(slug, one), exact: true }));
  }
}

test('sk: the whole onboarding with the keyboard alone, focus always visible and on each new step’s heading', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);

  // Landing page. Its first key loads the app; the link is followed once the app has taken the page over, so the
  // app moves to the registration and puts the focus on its heading. (Followed before, it is a page load, and the
  // browser starts at the top of the new page, as on any site.)
  await page.goto('/');
  const open = page.getByRole('link', { name: locale.landing.open, exact: true });
  await tabTo(page, open);
  await page.waitForFunction(() => !('wemTakeOver' in window && window.wemTakeOver));
  await page.keyboard.press('Enter');

  // Registration: e-mail, passwords, the e-mail code, consent.
  await expect(page).toHaveURL('/registration');
  await expectHeadingFocused(page, texts.registration.title);
  await typeInto(page, page.getByRole('textbox', { name: texts.registration.email, exact: true }), person.email);
  await typeInto(page, page.getByLabel(label(texts.registration.password)), 'tajne-heslo');
  await typeInto(page, page.getByLabel(texts.registration.repeatPassword), 'tajne-heslo');
  await activate(page, button(page, texts.registration.sendCode));
  await expect(page.getByRole('status').filter({ hasText: texts.registration.codeSent })).toBeVisible();
  await typeInto(page, textbox(page, texts.registration.emailCode), await lastCodeSentTo(request, person.email));
  await tick(page, page.getByRole('checkbox', { name: label(texts.registration.consent) }));
  await activate(page, button(page, texts.continue));

  // Personal data: dates typed as day, month, year; nationality by the select's type-ahead; the SMS code.
  await expect(page).toHaveURL('/steps/personal-info');
  await expectHeadingFocused(page, texts.personal.title);
  const p = texts.personal;
  await typeInto(page, textbox(page, p.name), person.name);
  await typeInto(page, textbox(page, p.surname), person.surname);
  await typeInto(page, textbox(page, p.birthdate), typedDate(person.birthdate));
  await typeInto(page, textbox(page, p.birthnumber), birthNumberFor(person.birthdate, { seed: 777 }));
  await typeInto(page, textbox(page, p.idcardNo), 'EA654321');
  await typeInto(page, textbox(page, p.idcardValidity), typedDate(`${new Date().getFullYear() + 5}-12-31`));
  await chooseOption(page, page.getByRole('combobox', { name: label(p.nationality) }), texts.slovakia, 'Slove');
  await typeInto(page, textbox(page, p.phone), person.phone);
  await activate(page, button(page, p.sendCode));
  await expect(page.getByRole('status').filter({ hasText: p.codeSent })).toBeVisible();
  await typeInto(
    page,
    textbox(page, p.smsCode),
    await lastCodeSentTo(request, `+421${person.phone.replace(/\s/g, '')}`),
  );
  for (const question of [p.pep, p.child, p.agent, p.referred]) {
    const group = page.getByRole('group', { name: label(question) });
    await chooseRadio(page, group, group.getByRole('radio', { name: texts.no, exact: true }));
  }
  await activate(page, button(page, texts.continue));
  await expect(toast(page, p.saved)).toBeVisible();

  // Address and bank account, the bank scan chosen through the upload button.
  await expect(page).toHaveURL('/steps/address-and-bank-account');
  await expectHeadingFocused(page, texts.address.title);
  const a = texts.address;
  await typeInto(page, textbox(page, a.street), 'Hlavná 12');
  await typeInto(page, textbox(page, a.zip), '81101');
  await typeInto(page, textbox(page, a.city), 'Bratislava');
  await chooseOption(page, page.getByRole('combobox', { name: label(a.country) }), texts.slovakia, 'Slove');
  await chooseOption(page, page.getByRole('combobox', { name: label(a.taxResidency) }), texts.slovakia, 'Slove');
  await typeInto(page, textbox(page, a.owner), `${person.name} ${person.surname}`);
  await typeInto(page, textbox(page, a.iban), 'SK3112000000198742637541');
  await chooseFileWith(page, chooseButton(page, 'scan_bank'), {
    name: 'vypis-z-uctu.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  // Back to the IBAN with Shift+Tab to read it over: grouped by four as typed.
  await tabTo(page, textbox(page, a.iban));
  await expect(textbox(page, a.iban)).toHaveValue('SK31 1200 0000 1987 4263 7541');
  await activate(page, button(page, texts.continue));
  await expect(toast(page, a.saved)).toBeVisible();

  // The questionnaire: introduction, five sections, evaluation.
  await expect(page).toHaveURL('/steps/questionnaire-info');
  await expectHeadingFocused(page, locale.flow.infoTitle);
  const q = textsIn(lang);
  await activate(page, page.getByRole('link', { name: q.start }));
  await expect(page).toHaveURL('/steps/questionnaire');
  for (const [index, answers] of BALANCED_ANSWERS.sections.entries()) {
    await expect(page.getByText(q.part(index + 1), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await answerSection(page, answers);
    if (index === 3)
      await typeInto(
        page,
        page.getByRole('textbox', { name: new RegExp(`^${q.question('d2_activity')}`) }),
        BALANCED_ANSWERS.activity,
      );
    const last = index === BALANCED_ANSWERS.sections.length - 1;
    await activate(page, page.getByRole('button', { name: last ? q.finish : q.next }));
  }
  await expect(page).toHaveURL('/steps/questionnaire-evaluation');
  await expectHeadingFocused(page, locale.flow.evaluationTitle);
  await expect(page.getByText(q.profileText(BALANCED_ANSWERS.profile))).toBeVisible();
  await activate(page, page.getByRole('link', { name: locale.flow.toStrategies }));

  // Strategies: balanced with a regular monthly deposit, sovereign bonds one-time; statements quarterly by e-mail.
  await expect(page).toHaveURL('/steps/investment-strategy');
  const s = locale.strategies;
  await expectHeadingFocused(page, s.title);
  const balanced = strategyCard(page, strategyName(lang, 'balanced'));
  await tick(page, page.getByRole('checkbox', { name: strategyName(lang, 'balanced'), exact: true }));
  await chooseRadio(page, balanced, balanced.getByRole('radio', { name: s.deposits.regular, exact: true }));
  await typeInto(page, balanced.getByRole('textbox', { name: label(s.amountRegular) }), '150');
  await chooseOption(page, balanced.getByRole('combobox', { name: label(s.frequency) }), s.frequencies.monthly);
  const bonds = strategyCard(page, strategyName(lang, 'sovereign_bonds'));
  await tick(page, page.getByRole('checkbox', { name: strategyName(lang, 'sovereign_bonds'), exact: true }));
  await chooseRadio(page, bonds, bonds.getByRole('radio', { name: s.deposits.one_time, exact: true }));
  await typeInto(page, bonds.getByRole('textbox', { name: label(s.amountOneTime) }), '1250');
  const statements = page.getByRole('group', { name: s.statements.heading, exact: true });
  const sendType = statements.getByRole('radiogroup', { name: s.statements.sendType, exact: true });
  await chooseRadio(
    page,
    sendType,
    statements.getByRole('radio', { name: s.statements.sendTypes.regular, exact: true }),
  );
  const delivery = statements.getByRole('radiogroup', { name: s.statements.deliveryType, exact: true });
  await chooseRadio(
    page,
    delivery,
    statements.getByRole('radio', { name: s.statements.deliveryTypes.email, exact: true }),
  );
  await chooseOption(
    page,
    statements.getByRole('combobox', { name: label(s.statements.frequency) }),
    s.frequencies.quarterly,
  );
  await activate(page, button(page, s.save));
  await expect(toast(page, locale.toasts.strategiesSaved)).toBeVisible();

  // Identity verification at the sandbox's identity page, by keyboard there too.
  await expect(page).toHaveURL('/steps/start-verification');
  const v = locale.verification;
  await expectHeadingFocused(page, v.start.title);
  await activate(page, button(page, v.start.button));
  await expect(page).toHaveURL(/\/sandbox\/idp\//);
  await activate(page, button(page, IDP_BUTTONS[lang].success));
  await expect(page).toHaveURL(RESULT_PAGE);
  await expectHeadingFocused(page, v.result.title);
  await expect(page.getByRole('heading', { level: 2, name: v.result.success.title })).toBeVisible();
  await activate(page, page.getByRole('link', { name: v.result.continue, exact: true }));

  // Documents: both sides of the identity card (photos) and the bank statement (PDF), the AML text.
  await expect(page).toHaveURL('/steps/documents-upload');
  const d = locale.documents;
  await expectHeadingFocused(page, d.title);
  await chooseFileWith(page, chooseButton(page, 'doc1_front'), {
    name: 'op-predna.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await chooseFileWith(page, chooseButton(page, 'doc1_back'), {
    name: 'op-zadna.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegPhoto(page),
  });
  await chooseFileWith(page, chooseButton(page, 'scan_bank'), {
    name: 'vypis.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await typeInto(page, page.getByRole('textbox', { name: d.aml_info.title }), 'Úspory zo mzdy');
  await activate(page, button(page, d.submit));
  await expect(toast(page, locale.toasts.documentsSaved)).toBeVisible();

  // Contracts: the consent, the SMS code (the code field takes the focus), signing.
  await expect(page).toHaveURL('/steps/contracts');
  const c = locale.contracts;
  await expectHeadingFocused(page, c.title);
  await tick(page, page.getByRole('checkbox', { name: label(c.electronicCommunication) }));
  const portfolio = agreement(page, c.portfolio.title);
  await activate(page, portfolio.getByRole('button', { name: c.sendSms }));
  const code = portfolio.getByRole('textbox', { name: new RegExp(`^${c.codeLabel}`) });
  await expect(code).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(await lastCodeSentTo(request, `+421${person.phone.replace(/\s/g, '')}`));
  await activate(page, portfolio.getByRole('button', { name: c.sign, exact: true }));

  // Thank-you page.
  await expect(toast(page, locale.toasts.agreementsSigned)).toBeVisible();
  await expectStep(page, '/steps/thank-you', c.thankYou.title);
  await expectHeadingFocused(page, c.thankYou.title);
  await tabTo(page, page.getByRole('link', { name: c.thankYou.clientZone }));
});
