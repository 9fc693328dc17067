import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStudioI18n } from '../../studio-i18n';
import { Announcer } from '../announcer';
import { PublishForm } from '../publish-form';
import { ReviewForm } from '../review-form';
import type { ChangeDetail } from '../types';

// What the forms decide in the page before anything is sent: the registry refuses the same (tests/registry-workflow),
// and the journey in Chromium (tests/e2e-registry) goes through with a real registry.
const change = (gatesPassed: boolean, status: ChangeDetail['status'] = 'proposed'): ChangeDetail => ({
  id: 7,
  author: { id: 'author-1', name: 'Alena Horváthová' },
  contributorIds: ['author-1'],
  reason: 'r',
  reference: 'x',
  status,
  createdAt: '2026-11-24T08:00:00.000Z',
  gatesPassed,
  gateReport: { passed: gatesPassed, gates: [], impact: [] },
  items: [],
  reviews: [],
  publication: null,
});

function inWorkflow(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Announcer>{children}</Announcer>
    </QueryClientProvider>,
  );
}

let fetchSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => fetchSpy.mockRestore());

describe('the review form', () => {
  it('disables approval when a gate failed, saying why as the button’s description', () => {
    inWorkflow(<ReviewForm change={change(false)} onReviewed={() => {}} />);
    const approve = screen.getByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/^Approval is blocked: a gate failed/);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('offers approval when every gate passed', () => {
    inWorkflow(<ReviewForm change={change(true)} onReviewed={() => {}} />);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.queryByText(/Approval is blocked/)).toBeNull();
  });

  it('asks why before a rejection: the message beside the comment, the focus in it, nothing sent', async () => {
    const user = userEvent.setup();
    inWorkflow(<ReviewForm change={change(true)} onReviewed={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const comment = screen.getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Say why the change is rejected.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the missing comment in the language the studio is switched to, and drops it once a comment is typed', async () => {
    const user = userEvent.setup();
    const i18n = createStudioI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Announcer>
            <ReviewForm change={change(true)} onReviewed={() => {}} />
          </Announcer>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await act(() => i18n.changeLanguage('sk'));
    const comment = screen.getByRole('textbox', { name: i18n.t('wfComment') });
    expect(comment).toHaveAccessibleDescription(i18n.t('wfCommentRequired'));
    expect(i18n.t('wfCommentRequired')).not.toBe('Say why the change is rejected.');
    await user.type(comment, 'Chýba zdroj');
    expect(comment).toHaveAccessibleDescription(i18n.t('wfCommentHelp'));
    expect(comment).toHaveAttribute('aria-invalid', 'false');
  });
});

describe('the publish form', () => {
  it('asks for the date and time, and refuses one in the past, beside the field with the focus on it', async () => {
    const user = userEvent.setup();
    inWorkflow(<PublishForm change={change(true, 'approved')} onPublished={() => {}} />);
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /^From a date and time/ }));
    const when = screen.getByLabelText(/^Effective from/);
    await user.click(screen.getByRole('button', { name: 'Schedule the publication' }));
    expect(when).toHaveFocus();
    expect(when).toHaveAccessibleDescription('Enter the date and time.');
    await user.type(when, '2020-01-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule the publication' }));
    expect(when).toHaveFocus();
    expect(when).toHaveAccessibleDescription('Choose a time in the future, or publish now.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
