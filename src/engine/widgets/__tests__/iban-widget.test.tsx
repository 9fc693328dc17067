import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { IbanWidget } from '../iban-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

const VALID = 'SK3112000000198742637541';

describe('IbanWidget', () => {
  it('shows what is typed in groups of four, stores it without spaces in upper case, and names the country', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(IbanWidget, { i18n: en, label: 'IBAN', required: true });
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'sk31 1200000019874263 7541');
    expect(input).toHaveValue('SK31 1200 0000 1987 4263 7541');
    expect(lastValue()).toBe(VALID);
    expect(screen.getByText('Bank account in Slovakia')).toBeInTheDocument();
    expect(input.getAttribute('aria-describedby')).toContain('field__test__country');
  });

  it('names the country in the current language', async () => {
    renderWidget(IbanWidget, { i18n: await i18nForTests('sk'), label: 'IBAN', value: 'CZ6508000000192000145399' });
    expect(screen.getByText('Účet v krajine: Česko')).toBeInTheDocument();
  });

  it('names no country while the IBAN is incomplete', async () => {
    const user = userEvent.setup();
    renderWidget(IbanWidget, { i18n: en, label: 'IBAN' });
    await user.type(screen.getByRole('textbox', { name: 'IBAN' }), 'SK3112');
    expect(screen.queryByText(/Bank account in/)).not.toBeInTheDocument();
  });

  it('keeps the caret after the typed character when typing inside the number', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(IbanWidget, { i18n: en, label: 'IBAN', value: 'SK3112000000' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.type(input, '9', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(input).toHaveValue('SK31 9120 0000 0');
    expect(lastValue()).toBe('SK31912000000');
    expect(input.selectionStart).toBe(6);
  });

  it('deletes the character before a group space on Backspace instead of sticking at the space', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(IbanWidget, { i18n: en, label: 'IBAN', value: 'SK3112' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await user.type(input, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(lastValue()).toBe('SK312');
    expect(input).toHaveValue('SK31 2');
    expect(input.selectionStart).toBe(3);
  });

  it('accepts a pasted IBAN', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(IbanWidget, { i18n: en, label: 'IBAN' });
    await user.click(screen.getByRole('textbox', { name: 'IBAN' }));
    await user.paste('SK31 1200 0000 1987 4263 7541');
    expect(lastValue()).toBe(VALID);
  });

  it('stores nothing when emptied', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(IbanWidget, { i18n: en, label: 'IBAN', value: 'SK31' });
    await user.clear(screen.getByRole('textbox', { name: 'IBAN' }));
    expect(lastValue()).toBeUndefined();
  });

  it('is marked invalid and described by the error and help texts when it has errors', () => {
    renderWidget(IbanWidget, { i18n: en, label: 'IBAN', rawErrors: ['Invalid IBAN'] });
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__error');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__help');
    // The field template renders the message, not the widget.
    expect(screen.queryByText('Invalid IBAN')).not.toBeInTheDocument();
  });

  it('is not marked invalid without errors', () => {
    renderWidget(IbanWidget, { i18n: en, label: 'IBAN' });
    expect(screen.getByRole('textbox', { name: 'IBAN' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('calls onBlur with its id and the stored value', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(IbanWidget, { i18n: en, label: 'IBAN', value: VALID });
    await user.click(screen.getByRole('textbox', { name: 'IBAN' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', VALID);
  });
});
