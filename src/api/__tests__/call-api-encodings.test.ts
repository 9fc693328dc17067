// What each encoding puts on the wire, read back from the sandbox. Tokens are passed explicitly.
import { type RunningSandbox, startSandbox } from '../../../tests/support/sandbox-server';
import type { ApiError } from '../api-error';
import { callApi } from '../call-api';
import { apiConfig, configureApi } from '../config';
import { leadIdFromToken } from '../session';

let sandbox: RunningSandbox;
let lead: string;

// A 1x1 PNG: real image content, as the provider checks uploads by their bytes.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

beforeAll(async () => {
  sandbox = await startSandbox();
  configureApi({ baseUrl: sandbox.baseUrl, getLang: () => 'sk' });
  const app = (await callApi('onboardingToken', { body: apiConfig().onboardingClient })).authorization_token;
  const email = 'encodings@example.com';
  lead = (await callApi('sendEmailCode', { body: { email }, token: app })).lead_token;
  const code = (await sandbox.lastMessageTo(email))?.code ?? '';
  await callApi('verifyEmailCode', { body: { email, code }, token: lead });
  const password = 'correct-horse';
  await callApi('registration', {
    body: { email, password, repeat_password: password, consent: true, marketing_agree: false },
    token: lead,
  });
});
afterAll(() => sandbox.close());

describe('request bodies in the encoding of the endpoint table', () => {
  it('carries the lead id in the lead token', () => {
    expect(leadIdFromToken(lead)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('sends form fields (save-strategies: a JSON list in the field `strategies`)', async () => {
    const refused = (await callApi('saveStrategies', { body: { strategies: '[]' }, token: lead }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(refused.status).toBe(400);
    const strategies = JSON.stringify([{ investment_strategy_id: 2, fee_type: 'one_time', amount: 5000 }]);
    await expect(callApi('saveStrategies', { body: { strategies }, token: lead })).resolves.toHaveProperty('result');
  });

  it('sends multipart with a file (address and bank account with the bank scan)', async () => {
    const form = new FormData();
    const fields = {
      street: 'Hlavná 1',
      zip: '81101',
      city: 'Bratislava',
      country: 'SK',
      taxResidency: 'SK',
      bankAccountOwner: 'Ján Novák',
      iban: 'SK3112000000198742637541',
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('scan_bank', new File([PNG], 'scan.png', { type: 'image/png' }));
    expect((await callApi('addressAndBankAccount', { body: form, token: lead })).client_owner).toBe(false);
  });

  it('gets a refusal the app can show when the file is not an image or PDF by content', async () => {
    const form = new FormData();
    form.set('scan_bank', new File(['just text pretending'], 'scan.png', { type: 'image/png' }));
    const error = (await callApi('addressAndBankAccount', { body: form, token: lead }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.isClientError).toBe(true);
  });
});
