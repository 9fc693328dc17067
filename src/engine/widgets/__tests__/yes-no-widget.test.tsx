import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { YesNoWidget } from '../yes-no-widget';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});

const question = 'Are you a politically exposed person?';

describe('YesNoWidget', () => {
  it('asks the question as the legend of a group of two radios, none chosen', () => {
    renderWidget(YesNoWidget, { i18n: en, label: question, required: true, schema: { type: 'boolean' } });
    const group = screen.getByRole('group', { name: new RegExp(question.replace('?', '\\?')) });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked') ?? (radio as HTMLInputElement).checked)).toEqual([
      false,
      false,
    ]);
    expect(within(group).getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'No' })).toBeInTheDocument();
  });

  it('names its radio group by the question, as the fieldset is', () => {
    renderWidget(YesNoWidget, { i18n: en, label: question, required: true, schema: { type: 'boolean' } });
    const group = screen.getByRole('radiogroup', { name: new RegExp(`^${question.replace('?', '\\?')}`) });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
  });

  it('stores true for Yes and false for No', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(YesNoWidget, { i18n: en, label: question });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(lastValue()).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(lastValue()).toBe(false);
  });

  it('moves between the answers with the arrow keys', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(YesNoWidget, { i18n: en, label: question, value: true });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
    expect(lastValue()).toBe(false);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('shows the stored answer in another language', async () => {
    renderWidget(YesNoWidget, { i18n: await i18nForTests('bg'), label: question, value: false });
    expect(screen.getByRole('radio', { name: 'Не' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
  });

  it('marks the answers invalid when it has errors', () => {
    renderWidget(YesNoWidget, { i18n: en, label: question, rawErrors: ['Please answer'] });
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
      expect(radio.getAttribute('aria-describedby')).toContain('field__test__error');
    }
  });

  it('calls onBlur when focus leaves the question, not when moving between the answers', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(YesNoWidget, { i18n: en, label: question });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.keyboard('{ArrowRight}');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', false);
  });
});
