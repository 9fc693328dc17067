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
  it('finds a country by part of its name, accents optional, and stores its ISO code', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CountrySelectWidget, { i18n: en, label: 'Country', required: true, formContext: { countries } });
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.type(input, 'cesk');
    expect(screen.getByRole('option', { name: 'Česko' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Slovensko' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(lastValue()).toBe('CZ');
    expect(input).toHaveValue('Česko');
  });

  it('is usable with the arrow keys alone', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CountrySelectWidget, { i18n: en, label: 'Country', formContext: { countries } });
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(lastValue()).toBe('AT');
  });

  it('shows the stored country by name, and stores nothing when cleared', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CountrySelectWidget, { i18n: en, label: 'Country', value: 'SK', formContext: { countries } });
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveValue('Slovensko');
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(lastValue()).toBeUndefined();
  });

  it('says when no country matches, in the current language', async () => {
    const user = userEvent.setup();
    renderWidget(CountrySelectWidget, { i18n: await i18nForTests('sk'), label: 'Krajina', formContext: { countries } });
    await user.type(screen.getByRole('combobox', { name: 'Krajina' }), 'xyz');
    expect(screen.getByText('Žiadna krajina nezodpovedá')).toBeInTheDocument();
  });

  it('says the list is loading while the form context has none yet', async () => {
    const user = userEvent.setup();
    renderWidget(CountrySelectWidget, { i18n: en, label: 'Country', formContext: {} });
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    expect(screen.getByText('Loading countries…')).toBeInTheDocument();
  });

  it('is marked invalid when it has errors, and calls onBlur with the value', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(CountrySelectWidget, { i18n: en, label: 'Country', value: 'AT', rawErrors: ['Required'], formContext: { countries } });
    const input = screen.getByRole('combobox', { name: 'Country' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__error');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', 'AT');
  });
});
