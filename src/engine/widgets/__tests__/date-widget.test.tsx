import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { DateWidget } from '../date-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

describe('DateWidget', () => {
  it('is the native date input with its label, storing YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(DateWidget, { i18n: en, label: 'Date of birth', required: true });
    const input = screen.getByLabelText(/Date of birth/);
    expect(input).toHaveAttribute('type', 'date');
    await user.type(input, '1990-05-17');
    expect(lastValue()).toBe('1990-05-17');
  });

  it('takes min and max from the options, `today` included', () => {
    renderWidget(DateWidget, { i18n: en, label: 'ID card valid until', options: { min: 'today', max: '2100-12-31' } });
    const input = screen.getByLabelText(/ID card valid until/);
    expect(input).toHaveAttribute('min', today());
    expect(input).toHaveAttribute('max', '2100-12-31');
  });

  it('ignores bounds that are no dates', () => {
    renderWidget(DateWidget, { i18n: en, label: 'Date of birth', options: { max: 'tomorrow-ish' } });
    expect(screen.getByLabelText(/Date of birth/)).not.toHaveAttribute('max');
  });

  it('stores nothing when cleared', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(DateWidget, { i18n: en, label: 'Date of birth', value: '1990-05-17' });
    await user.clear(screen.getByLabelText(/Date of birth/));
    expect(lastValue()).toBeUndefined();
  });

  it('is marked invalid when it has errors, and calls onBlur with the value', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(DateWidget, {
      i18n: en,
      label: 'Date of birth',
      value: '2990-01-01',
      rawErrors: ['In the future'],
    });
    const input = screen.getByLabelText(/Date of birth/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain('field__test__error');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', '2990-01-01');
  });
});
