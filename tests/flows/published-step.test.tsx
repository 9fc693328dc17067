// Issue 21: a step screen draws the version of its definition the publication store's manifest names, and says so
// with a retry when the manifest cannot be read, sending nothing and keeping what was typed.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { identity } from 'virtual:bundled-definition-hashes/forgot-password.js';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { requestOnboardingToken } from '../../src/api';
import ForgotPasswordScreen from '../../src/flows/auth/forgot-password-screen';
import { configureDefinitionsStore } from '../../src/flows/shared/definitions-runtime/load-manifest';
import { draftStore } from '../../src/flows/shared/draft-store';
import { renderScreen } from '../support/render-screen';
import { withScreenSandbox } from '../support/screen-sandbox';

const sandboxOf = withScreenSandbox();
afterEach(() => vi.restoreAllMocks());

const FAULT = 'Tento formulár sa nepodarilo načítať. Všetko, čo ste zadali, zostáva uložené.';

/** The store's origin: its manifest answers `status` (a store in trouble, or 404: none). */
let status = 404;
let manifestRequests = 0;
let store: Server;
beforeAll(async () => {
  store = createServer((request, response) => {
    if (request.url?.startsWith('/definitions/manifest.json')) manifestRequests += 1;
    response.writeHead(status, { 'Access-Control-Allow-Origin': '*' }).end('{}');
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => store.close(() => resolve())));

function useStore(answer: number) {
  status = answer;
  manifestRequests = 0;
  // Also forgets the manifest read before.
  configureDefinitionsStore(`http://127.0.0.1:${(store.address() as AddressInfo).port}`);
}

/** The JSON bodies the app sent to forgot_password_onboarding (the sandbox answers; this only listens). */
function sentBodies(fetchSpy: { mock: { calls: unknown[][] } }): Record<string, unknown>[] {
  return fetchSpy.mock.calls
    .filter(([input]) => String(input instanceof Request ? input.url : input).includes('/forgot_password_onboarding'))
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? '{}')) as Record<string, unknown>);
}

it('a manifest that cannot be read: the fault with a retry in place of the form; the retry brings the form back with what was typed', async () => {
  await requestOnboardingToken();
  draftStore.set('forgot-password', { email: 'lead@sandbox.test' });
  useStore(500);
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderScreen(<ForgotPasswordScreen />, '/forgot-password');

  // Under the screen's own heading, the fault and its retry; no form, so nothing can be sent on another version.
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zabudnuté heslo');
  expect(await screen.findByRole('alert')).toHaveTextContent(FAULT);
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(manifestRequests).toBe(1);

  // The store is back (no store at all: the bundled definition is in effect).
  status = 404;
  await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
  const email = await screen.findByRole('textbox', { name: /^E-mail/ });
  expect(email).toHaveValue('lead@sandbox.test');
  expect(screen.queryByText(FAULT)).toBeNull();
  expect(manifestRequests).toBe(2);

  await user.click(screen.getByRole('button', { name: 'Poslať odkaz' }));
  await waitFor(async () => expect(await sandboxOf().requestCount('forgotPassword')).toBe(1));
  // The submission names the version shown: the bundled one, hashed at build as the registry hashes it.
  expect(sentBodies(fetchSpy)).toEqual([
    expect.objectContaining({
      email: 'lead@sandbox.test',
      definition_version: identity.version,
      definition_sha256: identity.sha256,
    }),
  ]);
});

it('while the manifest is on its way a spinner stands in place of the form, under the screen’s heading', async () => {
  useStore(404);
  renderScreen(<ForgotPasswordScreen />, '/forgot-password');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zabudnuté heslo');
  expect(screen.getByRole('progressbar', { name: 'Načítava sa…' })).toBeInTheDocument();
  expect(await screen.findByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
