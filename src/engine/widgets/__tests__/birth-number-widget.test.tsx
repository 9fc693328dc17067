import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { BirthNumberWidget } from '../birth-number-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

describe('BirthNumberWidget', () => {
  it('puts the slash in after the six date digits and shows the birthdate the number encodes', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(BirthNumberWidget, { i18n: en, label: 'Birth number', required: true });
    const input = screen.getByRole('textbox', { name: 'Birth number' });
    await user.type(input, '7501011232');
    expect(input).toHaveValue('750101/1232');
    expect(lastValue()).toBe('750101/1232');
    expect(screen.getByText('Date of birth: January 1, 1975')).toBeInTheDocument();
  });

  it('accepts the number typed with the slash', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(BirthNumberWidget, { i18n: en, label: 'Birth number' });
    await user.type(screen.getByRole('textbox', { name: 'Birth number' }), '855505/1230');
    expect(lastValue()).toBe('855505/1230');
  });

  it('shows the birthdate in the current language, from a woman’s number (month + 50)', async () => {
    renderWidget(BirthNumberWidget, { i18n: await i18nForTests('sk'), label: 'Rodné číslo', value: '8555051230' });
    expect(screen.getByRole('textbox', { name: 'Rodné číslo' })).toHaveValue('855505/1230');
    expect(screen.getByText('Dátum narodenia: 5. mája 1985')).toBeInTheDocument();
  });

  it('shows no birthdate for an invalid number', async () => {
    const user = userEvent.setup();
    renderWidget(BirthNumberWidget, { i18n: en, label: 'Birth number' });
    await user.type(screen.getByRole('textbox', { name: 'Birth number' }), '7501011233');
    expect(screen.queryByText(/Date of birth/)).not.toBeInTheDocument();
  });

  it('accepts a pasted number with spaces', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(BirthNumberWidget, { i18n: en, label: 'Birth number' });
    await user.click(screen.getByRole('textbox', { name: 'Birth number' }));
    await user.paste(' 750101 / 1232 ');
    expect(lastValue()).toBe('750101/1232');
  });

  it('removes the digit before the slash on Backspace', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(BirthNumberWidget, { i18n: en, label: 'Birth number', value: '750101/1' });
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Birth number' });
    await user.type(input, '{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(lastValue()).toBe('750101');
    expect(input.selectionStart).toBe(5);
  });

  it('is marked invalid when it has errors, and calls onBlur with the value', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(BirthNumberWidget, {
      i18n: en,
      label: 'Birth number',
      value: '750101/1233',
      rawErrors: ['Wrong'],
    });
    const input = screen.getByRole('textbox', { name: 'Birth number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__error');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', '750101/1233');
  });
});
