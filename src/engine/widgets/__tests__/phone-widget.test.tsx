import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { PhoneWidget } from '../phone-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

describe('PhoneWidget', () => {
  it('stores a complete Slovak mobile number in E.164 and offers the phone keypad and autofill', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone', required: true });
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('+421');
    await user.type(input, '905 123 456');
    expect(lastValue()).toBe('+421905123456');
  });

  it('stores the raw text while the number is incomplete, so validation can complain', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '905 12');
    expect(lastValue()).toBe('+42190512');
  });

  it('takes the Czech calling code chosen by keyboard', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone' });
    const prefix = screen.getByRole('combobox', { name: 'Country calling code' });
    await user.selectOptions(prefix, '+420');
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '601123456');
    expect(lastValue()).toBe('+420601123456');
  });

  it('drops the national trunk 0', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '0905 123 456');
    expect(lastValue()).toBe('+421905123456');
  });

  it('switches the calling code when an international number is pasted', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone' });
    await user.click(screen.getByRole('textbox', { name: 'Mobile phone' }));
    await user.paste('+420 777 123 456');
    expect(lastValue()).toBe('+420777123456');
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('+420');
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('777 123 456');
  });

  it('shows a stored number split into calling code and national part', () => {
    renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone', value: '+420777123456' });
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('+420');
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('777 123 456');
  });

  it('calls onBlur when leaving the field, not when moving between calling code and number', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone' });
    await user.click(screen.getByRole('combobox', { name: 'Country calling code' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone' }), '905123456');
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', '+421905123456');
    expect(screen.getByRole('textbox', { name: 'Mobile phone' })).toHaveValue('905 123 456');
  });

  it('is marked invalid when it has errors', () => {
    renderWidget(PhoneWidget, { i18n: en, label: 'Mobile phone', rawErrors: ['Not a mobile number'] });
    const input = screen.getByRole('textbox', { name: 'Mobile phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__error');
  });
});
