import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { CodeRequestWidget } from '../code-request-widget';
import type { EngineFormContext } from '../form-context';
import { FormValues } from '../form-values';
import { i18nForTests } from './i18n-for-tests';
import { renderWidget } from './render-widget';

let en: i18n;
beforeAll(async () => {
  en = await i18nForTests('en');
});
afterEach(() => {
  vi.useRealTimers();
});

const smsOptions = { kind: 'sms', target: 'phone' };

function context(
  phone: string,
  requestCode: EngineFormContext['requestCode'] = vi.fn(() => Promise.resolve()),
): EngineFormContext {
  return { values: new FormValues({ phone }), requestCode };
}

describe('CodeRequestWidget', () => {
  it('keeps the send button disabled until the target is a valid phone, then enables it', () => {
    const { update } = renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      formContext: context('+42190512'),
    });
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    expect(screen.getByText('Enter a valid mobile number first.')).toBeInTheDocument();
    update({ formContext: context('+421905123456') });
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeEnabled();
    // Hidden, its line kept: nothing below moves.
    expect(screen.getByText('Enter a valid mobile number first.')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).not.toHaveAccessibleDescription(
      /Enter a valid mobile number first/,
    );
  });

  it('checks an e-mail target for the e-mail code, or asks the form context when it has its own check', () => {
    const { update } = renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'E-mail code',
      options: { kind: 'email', target: 'email' },
      formContext: { values: new FormValues({ email: 'jana@example' }), requestCode: vi.fn() },
    });
    expect(screen.getByRole('button', { name: 'Send code by e-mail' })).toBeDisabled();
    update({ formContext: { values: new FormValues({ email: 'jana@example.sk' }), requestCode: vi.fn() } });
    expect(screen.getByRole('button', { name: 'Send code by e-mail' })).toBeEnabled();
    const isTargetValid = vi.fn(() => false);
    update({
      formContext: { values: new FormValues({ email: 'jana@example.sk' }), requestCode: vi.fn(), isTargetValid },
    });
    expect(screen.getByRole('button', { name: 'Send code by e-mail' })).toBeDisabled();
    expect(isTargetValid).toHaveBeenCalledWith('email', 'jana@example.sk');
  });

  it('sends the code, shows it is pending, then counts down 60 seconds before a new code can be sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const user = userEvent.setup();
    let sent: () => void = () => undefined;
    const requestCode = vi.fn(() => new Promise<void>((resolve) => (sent = resolve)));
    renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      formContext: context('+421 905 123 456', requestCode),
    });

    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(requestCode).toHaveBeenCalledWith('sms', '+421 905 123 456');
    const pending = screen.getByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');

    await act(async () => sent());
    expect(screen.getByRole('status')).toHaveTextContent(
      'We have sent the code by SMS. You can ask for a new one in 60 s.',
    );
    expect(screen.getByRole('button', { name: 'New code in 60 s' })).toBeDisabled();
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    expect(code).toHaveFocus();

    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByRole('button', { name: 'New code in 45 s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(45_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('You can ask for a new code now.');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await act(async () => sent());
    expect(requestCode).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'New code in 60 s' })).toBeDisabled();
  });

  it('shows nothing of its own when sending fails, and lets the person try again', async () => {
    const user = userEvent.setup();
    const requestCode = vi.fn(() => Promise.reject(new Error('500')));
    renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      formContext: context('+421905123456', requestCode),
    });
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByRole('button', { name: 'Send code by SMS' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('collects the code in one numeric one-time-code input; a pasted "123 456" is stored as 123456', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      formContext: context('+421905123456'),
    });
    await user.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    const code = await screen.findByRole('textbox', { name: 'SMS code' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    expect(code).toHaveAttribute('maxlength', '6');
    await user.paste('123 456');
    expect(lastValue()).toBe('123456');
    expect(code).toHaveValue('123456');
  });

  it('keeps only digits when typing', async () => {
    const user = userEvent.setup();
    const { lastValue } = renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      value: '1',
      formContext: context('+421905123456'),
    });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), 'a2 3');
    expect(lastValue()).toBe('123');
  });

  it('marks the code input invalid when it has errors and calls onBlur with the code', async () => {
    const user = userEvent.setup();
    const { onBlur } = renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      value: '12345',
      rawErrors: ['Enter 6 digits'],
      formContext: context('+421905123456'),
    });
    const code = screen.getByRole('textbox', { name: 'SMS code' });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code.getAttribute('aria-describedby')).toContain('field__test__error');
    await user.click(code);
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('field__test', '12345');
  });

  it('before a code is sent, the send button stands for the field and carries its error', () => {
    renderWidget(CodeRequestWidget, {
      i18n: en,
      label: 'SMS code',
      options: smsOptions,
      rawErrors: ['Required'],
      formContext: context('+421905123456'),
    });
    const button = screen.getByRole('button', { name: 'Send code by SMS' });
    expect(button).toHaveAttribute('id', 'field__test');
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button.getAttribute('aria-describedby')).toContain('field__test__error');
  });

  it('names the kind of code on the button in every language', async () => {
    renderWidget(CodeRequestWidget, {
      i18n: await i18nForTests('sk'),
      label: 'Podpisový kód',
      options: { kind: 'sign' },
      formContext: { requestCode: vi.fn() },
    });
    expect(screen.getByRole('button', { name: 'Poslať podpisový kód' })).toBeEnabled();
  });
});
