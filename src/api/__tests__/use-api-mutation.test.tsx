import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { withSandbox } from '../../../tests/support/sandbox-server';
import { createQueryClient } from '../query-client';
import { requestOnboardingToken } from '../request-onboarding-token';
import { useApiMutation } from '../use-api-mutation';

const sandboxOf = withSandbox(() => 'en');
beforeEach(() => requestOnboardingToken());

function ForgotPassword() {
  const mutation = useApiMutation('forgotPassword');
  const [outcome, setOutcome] = useState('');
  const send = () =>
    mutation.submit({ body: { email: 'someone@example.com' } }).then(
      () => setOutcome('sent'),
      (error: Error) => setOutcome(error.message),
    );
  return (
    <>
      <button type="button" onClick={send}>
        Send
      </button>
      <p role="status">{outcome}</p>
    </>
  );
}

function renderWithClient() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ForgotPassword />
    </QueryClientProvider>,
  );
}

describe('useApiMutation', () => {
  it('sends one request however often the submit is pressed while it runs', async () => {
    renderWithClient();
    const button = screen.getByRole('button', { name: 'Send' });
    // Presses faster than the sandbox answers: a double click, then one more.
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent'));
    expect(await sandboxOf().requestCount('forgotPassword')).toBe(1);
  });

  it('does not repeat a failed submit by itself', async () => {
    await sandboxOf().control('faults', { endpoint: 'forgotPassword', status: 500 });
    const user = userEvent.setup();
    renderWithClient();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('forgotPassword: HTTP 500'));
    expect(await sandboxOf().requestCount('forgotPassword')).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('sent'));
    expect(await sandboxOf().requestCount('forgotPassword')).toBe(2);
  });
});
