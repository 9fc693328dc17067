// @vitest-environment node
import { scrubEvent, scrubText } from '../scrub';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0ZjFjMmI4ZSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubbing personal data from error reports', () => {
  it('removes tokens from the addresses that carry them', () => {
    for (const path of [
      'sk/reset-password',
      'en/investment-questionnaire',
      'bg/questionnaire-info',
      'sk/questionnaire-evaluation',
      'en/new_strategy',
    ]) {
      const scrubbed = scrubText(`https://app.example.sk/${path}/a1B2c3D4e5F6g7H8?x=1`);
      expect(scrubbed).toBe(`https://app.example.sk/${path}/[token]?x=1`);
    }
    expect(
      scrubText('/production/v1/client_zone/investment_questionnaire/last_questionnaire?token=abc123&lang=sk'),
    ).toBe('/production/v1/client_zone/investment_questionnaire/last_questionnaire?token=[token]&lang=sk');
  });

  it('removes a birth number, an IBAN, an e-mail, a phone and a token from an event and its breadcrumbs', () => {
    const event = {
      message: `Saving failed for 900101/1234 with IBAN SK31 1200 0000 1987 4263 7541, jan.novak@example.sk, +421 905 123 456, Bearer ${jwt}`,
      user: { email: 'jan.novak@example.sk', ip_address: '10.0.0.1' },
      request: {
        url: `https://app.example.sk/sk/reset-password/${jwt}`,
        headers: { Authorization: `Bearer ${jwt}` },
        cookies: { wem_lead: jwt },
      },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { url: '/production/v1/onboarding/personal-info', body: { birthnumber: '9001011234', name: 'Ján' } },
        },
        { category: 'console', message: `lead ${jwt} iban SK3112000000198742637541 rc 9001011234` },
      ],
      extra: { phone: '+421905123456', note: 'call +420 777 123 456' },
    };
    const text = JSON.stringify(scrubEvent(event));
    for (const secret of [
      '900101/1234',
      '9001011234',
      'SK31 1200',
      'SK3112000000198742637541',
      'jan.novak',
      '905 123 456',
      '+421905123456',
      '777 123 456',
      jwt,
      'Ján',
      '10.0.0.1',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('Saving failed for');
    expect(text).toContain('/production/v1/onboarding/personal-info');
  });

  it('leaves ordinary text alone', () => {
    expect(scrubText('Step 3 of 9 failed: HTTP 500')).toBe('Step 3 of 9 failed: HTTP 500');
  });
});
