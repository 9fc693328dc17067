// @vitest-environment node
// Replays every request the provider must refuse because it fails a check the app makes too: questionnaire
// answers against the definitions, code shape, birth number, amounts, Latin-only texts (src/sandbox/README.md,
// "Rules the provider must enforce").
import type { EndpointName } from '../../api/endpoints.ts';
import type { QuestionnaireAnswer } from '../../api/types.ts';
import { goldenAnswers } from './golden-answers.ts';
import {
  addressForm,
  call,
  control,
  freshEmail,
  lastCode,
  leadWithPerson,
  onboardingToken,
  personFields,
  registeredLead,
  startSandbox,
  type TestSandbox,
  verifiedPerson,
} from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());
beforeEach(async () => {
  await control(t, 'POST', 'reset');
});

const balanced = goldenAnswers('balanced-employee');

function edited(change: (answers: QuestionnaireAnswer[]) => QuestionnaireAnswer[]): QuestionnaireAnswer[] {
  return change(structuredClone(balanced.answers));
}
const without = (slug: string) => edited((answers) => answers.filter((answer) => answer.question !== slug));
const replaced = (slug: string, patch: Partial<QuestionnaireAnswer>) =>
  edited((answers) => answers.map((answer) => (answer.question === slug ? { ...answer, ...patch } : answer)));

/** Answers the definitions refuse, with the result and the question the 400 must name. */
const refusedAnswers: Array<[string, QuestionnaireAnswer[], string, string]> = [
  [
    'an unknown question',
    [...balanced.answers, { question: 'z9', values: ['a'], version: '1.0.0' }],
    'unknown question',
    'z9',
  ],
  ['an unknown value', replaced('c2', { values: ['everything'] }), 'unknown answer', 'c2'],
  ['two values for a single choice', replaced('b1', { values: ['income', 'growth'] }), 'unknown answer', 'b1'],
  ['a multiple choice with an unknown value', replaced('a8', { values: ['funds', 'crypto'] }), 'unknown answer', 'a8'],
  ['no values', replaced('d3', { values: [] }), 'missing answer', 'd3'],
  ['a required question left out', without('c2'), 'missing answer', 'c2'],
  ['the first required question left out', without('a3'), 'missing answer', 'a3'],
  ['the ESG preference left out', without('e1'), 'missing answer', 'e1'],
  [
    'an income band that asks for a text, without it',
    replaced('d2', { values: ['over_5000'], text: undefined }),
    'missing answer text',
    'd2',
  ],
  ['the text of one letter', replaced('d2', { text: 'x' }), 'missing answer text', 'd2'],
  ['the text blank', replaced('d2', { text: '   ' }), 'missing answer text', 'd2'],
  [
    'an instrument chosen without its share',
    edited((answers) => [
      ...answers.filter((answer) => !answer.question.startsWith('e')),
      { question: 'e1', values: ['yes'], version: '1.0.0' },
      { question: 'e2', values: ['pai'], version: '1.0.0' },
    ]),
    'missing answer',
    'e3_pai',
  ],
];

describe('questionnaire answers are checked against the definitions only', () => {
  for (const endpoint of ['questionnaire', 'newQuestionnaire'] as const) {
    describe(endpoint, () => {
      async function submit(answers: unknown) {
        if (endpoint === 'questionnaire') {
          const lead = await registeredLead(t);
          return call(t, 'questionnaire', { token: lead.token, form: { odpovede: JSON.stringify(answers) } });
        }
        const seeded = await control<{ link_tokens: { questionnaire: string } }>(t, 'POST', 'clients', {});
        const exchanged = await call(t, 'authentication', { json: { token: seeded.body.link_tokens.questionnaire } });
        return call(t, 'newQuestionnaire', {
          token: exchanged.body.authorization_token,
          form: { odpovede: JSON.stringify(answers), lang: 'sk' },
        });
      }

      for (const [what, answers, result, question] of refusedAnswers) {
        it(`400 "${result}" naming ${question}: ${what}`, async () => {
          const answer = await submit(answers);
          expect(answer.status).toBe(400);
          expect(answer.body).toMatchObject({ result, field: question });
          expect(answer.body.message_sk).toContain(question);
        });
      }

      it('points sent by the client are ignored', async () => {
        const cautious = goldenAnswers('cautious-pensioner');
        const boasting = cautious.answers.map((answer) => ({ ...answer, points: 12 }));
        const answer = await submit(boasting);
        expect(answer.status).toBe(200);
        if (endpoint === 'questionnaire')
          expect(answer.body).toMatchObject({ risk_profile_id: cautious.riskProfileId });
        else expect(answer.body).toMatchObject({ risk_profile: { id: cautious.riskProfileId } });
      });
    });
  }
});

describe('codes are six ASCII digits before any comparison', () => {
  // Arabic-Indic and full-width digits once reached a byte comparison of unequal lengths: 500.
  const malformed = ['١٢٣٤٥٦', '１２３４５６', '12345', '1234567', '12345a', '12 345'];

  async function expectRefused(name: EndpointName, token: string, body: Record<string, unknown>) {
    for (const code of malformed) {
      const answer = await call(t, name, { token, json: { ...body, code } });
      expect(answer.status, `${name} ${code}`).toBe(400);
      expect(answer.body).toMatchObject({ result: 'invalid code', field: 'code' });
    }
  }

  it('verify-email-code: 400 "invalid code", and no try is burnt', async () => {
    const email = freshEmail();
    const sent = await call(t, 'sendEmailCode', { token: await onboardingToken(t), json: { email } });
    await expectRefused('verifyEmailCode', sent.body.lead_token, { email });
    const right = await call(t, 'verifyEmailCode', {
      token: sent.body.lead_token,
      json: { email, code: await lastCode(t, email) },
    });
    expect(right.body).toEqual({ result: 'true' });
  });

  it('verify-sms-code, verify-sign-code, -sfa and the client-zone sign: 400 "invalid code"', async () => {
    const lead = await verifiedPerson(t, { intermediaryPerson: true, agent_registration_number: 'AG12345' });
    await call(t, 'sendSmsCode', { token: lead.token, json: { phone: lead.phone } });
    await expectRefused('verifySmsCode', lead.token, { phone: lead.phone });
    await call(t, 'sendSignCode', { token: lead.token, json: {} });
    await expectRefused('verifySignCode', lead.token, {});
    await call(t, 'sendSignCodeSfa', { token: lead.token, json: {} });
    await expectRefused('verifySignCodeSfa', lead.token, {});
    // Not counted as failed signatures: the right code still signs.
    const signed = await call(t, 'verifySignCode', {
      token: lead.token,
      json: { code: await lastCode(t, lead.phone) },
    });
    expect(signed.status).not.toBe(429);

    const seeded = await control<{ link_tokens: { questionnaire: string }; phone: string }>(t, 'POST', 'clients', {});
    const token = (await call(t, 'authentication', { json: { token: seeded.body.link_tokens.questionnaire } })).body
      .authorization_token;
    const created = await call(t, 'newQuestionnaire', {
      token,
      form: { odpovede: JSON.stringify(balanced.answers), lang: 'sk' },
    });
    const { signature_token } = created.body;
    await call(t, 'requestSignCode', { token, json: { signature_token } });
    await expectRefused('signQuestionnaire', token, { signature_token });
  });
});

describe('person fields: the birth number as the app checks it, Latin-only texts', () => {
  it('400 "invalid birth number" for a wrong checksum, an impossible date or a shape the app refuses', async () => {
    const lead = await leadWithPerson(t);
    // A checksum off by one, month 13, three digits after the slash for a number of 1990, letters.
    for (const birthnumber of ['9001011234', '9013011238', '900101/123', '90010112x9']) {
      const answer = await call(t, 'personalInfo', {
        token: lead.token,
        json: { ...personFields('9001011239', lead.phone), birthnumber },
      });
      expect(answer.status, birthnumber).toBe(400);
      expect(answer.body).toMatchObject({ result: 'invalid birth number', field: 'birthnumber' });
    }
  });

  it('400 "birth number does not match birth date" when the number encodes another date', async () => {
    const lead = await leadWithPerson(t);
    const answer = await call(t, 'personalInfo', {
      token: lead.token,
      json: { ...personFields('9001011239', lead.phone), birthdate: '1990-01-02' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 'birth number does not match birth date', field: 'birthnumber' });
    expect(answer.body.message_sk).toBe('Rodné číslo nezodpovedá dátumu narodenia.');
    const matching = await call(t, 'personalInfo', { token: lead.token, json: personFields('9001011239', lead.phone) });
    expect(matching.status).toBe(200);
  });

  it('400 "only latin characters" for other scripts and markup in names, title and agent number', async () => {
    const lead = await leadWithPerson(t);
    const cases: Array<[string, string]> = [
      ['name', 'Иван'],
      ['name', '<b>Jana</b>'],
      ['surname', 'Nová<script>'],
      ['surname', 'Nováková={}'],
      ['academic_title_before', 'Ing.`'],
      ['agent_registration_number', 'AG<1>'],
    ];
    for (const [field, value] of cases) {
      const extra = field === 'agent_registration_number' ? { intermediaryPerson: true } : {};
      const answer = await call(t, 'personalInfo', {
        token: lead.token,
        json: { ...personFields('9001011239', lead.phone), ...extra, [field]: value },
      });
      expect(answer.status, `${field} ${value}`).toBe(400);
      expect(answer.body).toMatchObject({ result: 'only latin characters', field });
    }
  });

  it('400 "only latin characters" for markup or other scripts in the address and the account owner', async () => {
    const lead = await leadWithPerson(t);
    for (const [field, value] of [
      ['street', 'Hlavná <1>'],
      ['city', 'София'],
      ['bankAccountOwner', 'Jana & {Nová}'],
    ] as const) {
      const answer = await call(t, 'addressAndBankAccount', {
        token: lead.token,
        multipart: addressForm({ [field]: value }),
      });
      expect(answer.status, `${field} ${value}`).toBe(400);
      expect(answer.body).toMatchObject({ result: 'only latin characters', field });
    }
  });
});

describe('amounts are at least 0.01 EUR in whole cents', () => {
  it('400 "invalid amount" for 0.001, 0.005, 10.123 and 0; 0.01, 10.1 and 0.1 + 0.2 pass', async () => {
    const lead = await leadWithPerson(t);
    const save = (amount: number) =>
      call(t, 'saveStrategies', {
        token: lead.token,
        form: { strategies: JSON.stringify([{ investment_strategy_id: 1, fee_type: 'one_time', amount }]) },
      });
    for (const amount of [0.001, 0.005, 10.123, 0]) {
      const answer = await save(amount);
      expect(answer.status, String(amount)).toBe(400);
      expect(answer.body).toMatchObject({ result: 'invalid amount', field: 'strategies' });
    }
    for (const amount of [0.01, 10.1, 0.1 + 0.2]) expect((await save(amount)).status, String(amount)).toBe(200);
  });
});
