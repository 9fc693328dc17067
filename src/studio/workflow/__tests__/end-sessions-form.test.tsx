import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createStudioI18n } from '../../studio-i18n';
import { Announcer } from '../announcer';
import { EndSessionsForm } from '../end-sessions-form';

// What the form decides before anything is sent: the registry refuses the same (a reason is required, at most 2000
// characters), and the administrator's journey in Chromium (tests/e2e-registry/staff-sessions.spec.ts) ends real
// sessions with a real registry.
let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

function renderForm(own = false) {
  const i18n = createStudioI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Announcer>
          <EndSessionsForm staffId="author-2" name="Boris Novák" own={own} onEnded={() => {}} />
        </Announcer>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return i18n;
}

describe('ending a person’s sessions', () => {
  it('asks why first: the message beside the reason, the focus in it, nothing sent; it goes as the reason is typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const reason = screen.getByRole('textbox', { name: 'Why end the sessions of Boris Novák' });
    expect(reason).toHaveAccessibleDescription('Required: it is written to the audit log.');
    await user.click(screen.getByRole('button', { name: 'End the sessions of Boris Novák' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Say why the sessions are ended: the audit log keeps it.');
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.type(reason, 'Lost laptop');
    expect(reason).toHaveAttribute('aria-invalid', 'false');
    expect(reason).toHaveAccessibleDescription('Required: it is written to the audit log.');
  });

  it('refuses a reason longer than the registry keeps, keeping every character typed', async () => {
    const user = userEvent.setup();
    renderForm();
    const reason = screen.getByRole('textbox', { name: 'Why end the sessions of Boris Novák' });
    const long = 'x'.repeat(2001);
    await user.click(reason);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'End the sessions of Boris Novák' }));
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription('The reason may be at most 2000 characters long.');
    expect(reason).toHaveValue(long);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says its message in the language the studio is switched to, and warns an administrator ending their own', async () => {
    const user = userEvent.setup();
    const i18n = renderForm(true);
    expect(screen.getByRole('textbox', { name: 'Why end the sessions of Boris Novák' })).toHaveAccessibleDescription(
      /These are your own sessions: this page is signed out too\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'End the sessions of Boris Novák' }));
    await act(() => i18n.changeLanguage('bg'));
    expect(
      screen.getByRole('textbox', { name: 'Защо прекратявате сесиите на Boris Novák' }),
    ).toHaveAccessibleDescription('Посочете защо прекратявате сесиите: одитният журнал го пази.');
  });
});
