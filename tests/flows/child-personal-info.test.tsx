import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bgTexts from '../../locales/bg/steps-child.json';
import enTexts from '../../locales/en/steps-child.json';
import skTexts from '../../locales/sk/steps-child.json';
import definitionJson from '../../schemas/steps/child-personal-info.json';
import { checks, type Definition } from '../../src/engine';
import ChildPersonalInfoScreen from '../../src/flows/child-personal-info/child-personal-info-screen';
import { draftStore } from '../../src/flows/shared/draft-store';
import { nextStep } from '../../src/flows/shared/next-step';
import { withScreenSandbox } from '../support/screen-sandbox';
import { leadAfterPersonalInfo } from './lead-session';
import { type Data, problemsOf } from './problems-of';
import { renderScreen } from '../support/render-screen';

const definition = definitionJson as unknown as Definition;
const TODAY = '2025-06-15';

const child: Data = {
  name: 'Tomáš',
  surname: 'Kováč',
  birthdate: '2015-03-10',
  birthnumber: '150310/1006',
  nationality: 'SK',
};

describe('the minor check', () => {
  it('passes under 18 today and fails from the 18th birthday on', () => {
    expect(checks.minor('2007-06-16', [], TODAY)).toBe(true);
    expect(checks.minor('2007-06-15', [], TODAY)).toBe(false);
    expect(checks.minor('1975-01-01', [], TODAY)).toBe(false);
    expect(checks.minor('2025-06-15', [], TODAY)).toBe(true);
    expect(checks.minor(undefined, [], TODAY)).toBe(true);
  });
});

describe('child-personal-info definition (SPEC §3 person fields of the child, §4, §5)', () => {
  it('accepts a complete child and sends it as JSON to personal-child-info, then goes to address and bank account', () => {
    expect(problemsOf(definition, child, TODAY)).toEqual([]);
    expect(definition.submit).toEqual({ endpoint: 'personalChildInfo', encoding: 'json' });
    expect(definition.codeCheck).toBeUndefined();
    expect(nextStep(definition.next, child)).toBe('/steps/address-and-bank-account');
  });

  it('asks for every field', () => {
    expect(problemsOf(definition, {}, TODAY)).toEqual([
      'birthdate required',
      'birthnumber required',
      'name required',
      'nationality required',
      'surname required',
    ]);
  });

  it('wants the child under 18, born no later than today, with a birth number valid and matching the birthdate, in Latin script', () => {
    expect(problemsOf(definition, { ...child, birthdate: '2007-01-01', birthnumber: '070101/1003' }, TODAY)).toEqual([
      'birthdate validation.notMinor',
    ]);
    expect(problemsOf(definition, { ...child, birthdate: '2025-06-16', birthnumber: undefined }, TODAY)).toEqual([
      'birthnumber required',
      'birthdate validation.inFuture',
    ]);
    expect(problemsOf(definition, { ...child, birthnumber: '150310/1007' }, TODAY)).toEqual([
      'birthnumber format:birth-number',
    ]);
    expect(problemsOf(definition, { ...child, birthdate: '2015-03-11' }, TODAY)).toEqual([
      'birthnumber validation.birthNumberMismatch',
    ]);
    expect(problemsOf(definition, { ...child, name: 'Томаш' }, TODAY)).toEqual(['name format:latin']);
    expect(problemsOf(definition, { ...child, nationality: 'Slovensko' }, TODAY)).toEqual(['nationality pattern']);
  });

  it('says the birth certificate comes later, with the documents, in every language', () => {
    expect(skTexts.description).toMatch(/rodný list nahráte neskôr, v kroku „Doklady“/);
    expect(enTexts.description).toMatch(/birth certificate itself later, in the “Documents” step/);
    expect(bgTexts.description).toMatch(/удостоверение за раждане ще качите по-късно, в стъпката „Документи“/);
  });
});

describe('the child’s data screen against the sandbox', () => {
  const sandboxOf = withScreenSandbox();

  it('shows a birth number already taken at the field and as a toast, keeps the data, and goes on with another one', async () => {
    const user = userEvent.setup();
    const lead = await leadAfterPersonalInfo(sandboxOf(), { childInvestment: true });
    // Another lead's child already has this birth number.
    const other = [...sandboxOf().store.leads.values()].find((candidate) => candidate.id !== lead.id);
    if (!other) throw new Error('the sandbox seeds more than one lead');
    other.child = { name: 'Iné', surname: 'Dieťa', birthdate: '2015-03-10', birthnumber: '1503101006' };

    draftStore.set(definition.id, child);
    renderScreen(<ChildPersonalInfoScreen />, '/steps/child-personal-info');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Údaje dieťaťa');
    await user.click(await screen.findByRole('button', { name: 'Pokračovať' }));

    const birthnumber = screen.getByRole('textbox', { name: /Rodné číslo dieťaťa/ });
    await waitFor(() => expect(birthnumber).toHaveAccessibleDescription(/Toto rodné číslo je už registrované\./));
    const toast = screen.getAllByRole('alert').find((alert) => alert.classList.contains('MuiAlert-root'));
    expect(toast).toHaveTextContent('Vyskytla sa chybaToto rodné číslo je už registrované.');
    expect(screen.getByTestId('location')).toHaveTextContent('/steps/child-personal-info');
    expect(birthnumber).toHaveValue('150310/1006');
    expect(screen.getByRole('textbox', { name: /Meno dieťaťa/ })).toHaveValue('Tomáš');
    expect(lead.child).toBeNull();

    await user.clear(birthnumber);
    await user.type(birthnumber, '1503101017');
    await user.click(screen.getByRole('button', { name: 'Pokračovať' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/steps/address-and-bank-account'));
    expect(await screen.findByText('Údaje dieťaťa boli uložené')).toBeInTheDocument();
    expect(lead.child).toMatchObject({
      name: 'Tomáš',
      surname: 'Kováč',
      birthdate: '2015-03-10',
      birthnumber: '1503101017',
      nationality: 'SK',
    });
    expect(lead.referrerUrl).toBe(2);
    expect(await sandboxOf().requestCount('personalChildInfo')).toBe(2);
  });
});
