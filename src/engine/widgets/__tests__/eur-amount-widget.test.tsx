import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { EurAmountWidget } from '../eur-amount-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
let sk: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
  sk = await i18nForTests('sk');
});

const number = { type: 'number' } as const;

describe('EurAmountWidget', () => {
  it('takes a decimal comma, stores a number and formats the amount on leaving the field', async () => {
    const user = userEvent.setup();
    const { lastValue, onBlur } = renderWidget(EurAmountWidget, {
      i18n: sk,
      label: 'Suma',
      required: true,
      schema: number,
    });
    const input = screen.getByRole('textbox', { name: 'Suma' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('€')).toBeInTheDocument();
    await user.type(input, '1250,5');
    expect(lastValue()).toBe(1250.5);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', 1250.5);
    expect(input).toHaveValue('1\u00a0250,50');
  });

  it('takes a decimal dot too', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(EurAmountWidget, { i18n: sk, label: 'Suma', schema: number });
    await user.type(screen.getByRole('textbox', { name: 'Suma' }), '99.9');
    expect(lastValue()).toBe(99.9);
  });

  it('formats in English and reads its own formatting back', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(EurAmountWidget, { i18n: en, label: 'Amount', schema: number });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '2500');
    await user.tab();
    expect(input).toHaveValue('2,500');
    await user.type(input, '1');
    expect(lastValue()).toBe(25001);
  });

  it('stores nothing when emptied, and ignores letters', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(EurAmountWidget, { i18n: en, label: 'Amount', value: 100, schema: number });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('100');
    await user.clear(input);
    expect(lastValue()).toBeUndefined();
    await user.type(input, 'abc');
    expect(input).toHaveValue('');
    expect(lastValue()).toBeUndefined();
  });

  it('passes text that is no number on as text, so validation reports it', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(EurAmountWidget, { i18n: en, label: 'Amount', schema: number });
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1.2.3');
    expect(lastValue()).toBe('1.2.3');
  });

  it('is marked invalid when it has errors', () => {
    renderWidget(EurAmountWidget, { i18n: en, label: 'Amount', rawErrors: ['Too low'], schema: number });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__error');
  });
});
