import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { CountrySelectWidget } from '../country-select-widget';
import type { CountryOption } from '../form-context';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

const countries: CountryOption[] = [
  { code: 'SK', name: 'Slovensko' },
  { code: 'CZ', name: 'Česko' },
  { code: 'AT', name: 'Rakúsko' },
];

describe('CountrySelectWidget', () => {
  it('stores the ISO code of the chosen country', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CountrySelectWidget, {
      i18n: en,
      label: 'Country',
      required: true,
      formContext: { countries },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Česko');
    expect(lastValue()).toBe('CZ');
  });

  it('is reached with Tab; choosing in it is the browser’s own (arrows, first letters), which the test DOM does not emulate', async () => {
    const user = userEvent.setup();
    renderWidget(CountrySelectWidget, { i18n: en, label: 'Country', formContext: { countries } });
    await user.tab();
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select).toHaveFocus();
    expect(select.tagName).toBe('SELECT');
  });

  it('shows the stored country, and stores nothing when the choice is taken back', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CountrySelectWidget, {
      i18n: en,
      label: 'Country',
      value: 'AT',
      formContext: { countries },
    });
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select).toHaveValue('AT');
    expect(screen.getByRole('option', { name: 'Rakúsko', selected: true })).toBeInTheDocument();
    await user.selectOptions(select, 'Choose a country');
    expect(lastValue()).toBeUndefined();
  });

  it('says the list is loading while the form context has none yet, in the current language', async () => {
    renderWidget(CountrySelectWidget, { i18n: await i18nForTests('sk'), label: 'Krajina', formContext: {} });
    expect(screen.getByRole('option', { name: 'Načítavajú sa krajiny…' })).toBeInTheDocument();
  });

  it('is marked invalid when it has errors, and calls onBlur with the value', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(CountrySelectWidget, {
      i18n: en,
      label: 'Country',
      value: 'AT',
      rawErrors: ['Required'],
      formContext: { countries },
    });
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select.getAttribute('aria-describedby')).toContain('field__test__error');
    await user.click(select);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', 'AT');
  });
});
