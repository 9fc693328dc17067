// @vitest-environment node
import bgValidation from '../../../locales/bg/validation.json' with { type: 'json' };
import enValidation from '../../../locales/en/validation.json' with { type: 'json' };
import skValidation from '../../../locales/sk/validation.json' with { type: 'json' };
import { call, startSandbox, type TestSandbox, verifiedLead } from './helpers';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(async () => {
  await t.close();
});

describe('the consent refusal', () => {
  it('says what the registration screen says when the box is not ticked, in sk, en and bg', async () => {
    const lead = await verifiedLead(t);
    const answer = await call(t, 'registration', {
      token: lead.token,
      json: {
        email: lead.email,
        password: 'Sandbox123',
        repeat_password: 'Sandbox123',
        consent: false,
        marketing_agree: false,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      result: 'consent required',
      message_sk: skValidation.consentRequired,
      message_en: enValidation.consentRequired,
      message_bg: bgValidation.consentRequired,
    });
  });
});
