// @vitest-environment node
import { call, file, onboardingToken, outbox, PDF, PNG, startSandbox, type TestSandbox } from './helpers.ts';
import { seededAt, signPortfolio } from './provider-rules-helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

function documentsForm(): FormData {
  const form = new FormData();
  form.set('doc1_front', file(PNG, 'front.png', 'image/png'));
  form.set('doc1_back', file(PDF, 'back.pdf', 'application/pdf'));
  form.set('scan_bank', file(PDF, 'statement.pdf', 'application/pdf'));
  return form;
}

describe('step order: contract only after identity verification and documents', () => {
  it('a lead seeded at the address step cannot conclude the contracts, even with the agreement signed: 409 verification required', async () => {
    const lead = await seededAt(t, 'address');
    await signPortfolio(t, lead);
    const mails = (await outbox(t, lead.email)).length;
    const answer = await call(t, 'contract', { token: lead.token, query: { lang: 'en' }, json: {} });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      result: 'verification required',
      message: 'Please complete the identity verification first.',
    });
    expect(answer.body.message_sk).toBe('Najprv dokončite overenie totožnosti.');
    expect(await outbox(t, lead.email)).toHaveLength(mails);
  });

  it.each(['none', 'submitted', 'declined'] as const)(
    'identity verification %s: 409 verification required',
    async (status) => {
      const lead = await seededAt(t, 'verification');
      t.sandbox.store.leads.get(lead.id)!.verificationStatus = status;
      await signPortfolio(t, lead);
      expect((await call(t, 'contract', { token: lead.token, json: {} })).body.result).toBe('verification required');
    },
  );

  it('verified but no documents uploaded: 409 documents required; after the upload the contract is concluded', async () => {
    const lead = await seededAt(t, 'documents');
    await signPortfolio(t, lead);
    const early = await call(t, 'contract', { token: lead.token, json: {} });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      result: 'documents required',
      message_en: 'Please upload your documents first.',
    });
    expect((await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm() })).status).toBe(200);
    const done = await call(t, 'contract', { token: lead.token, json: {} });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'ok' });
  });

  it('verification and documents come before the signature check: an unsigned lead at the contracts gets 400 contract not signed', async () => {
    const lead = await seededAt(t, 'contracts');
    const answer = await call(t, 'contract', { token: lead.token, json: {} });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('contract not signed');
  });
});

describe('step order: upload-documents only after identity verification succeeded', () => {
  it.each(['none', 'pending', 'submitted', 'declined', 'error'] as const)(
    'verification %s: 409 verification required, nothing kept, no e-mail',
    async (status) => {
      const lead = await seededAt(t, 'verification');
      t.sandbox.store.leads.get(lead.id)!.verificationStatus = status;
      const answer = await call(t, 'uploadDocuments', {
        token: lead.token,
        query: { lang: 'bg' },
        multipart: documentsForm(),
      });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({
        result: 'verification required',
        message: 'Моля, първо завършете проверката на самоличността.',
      });
      expect((t.sandbox.store.uploads.get(lead.id) ?? []).map((upload) => upload.field)).not.toContain('doc1_front');
      expect((await outbox(t, lead.email)).filter((mail) => mail.channel === 'email')).toHaveLength(0);
    },
  );

  it('the seeded lead waiting for verification (submitted) is refused too', async () => {
    const login = await call(t, 'login', {
      token: await onboardingToken(t),
      json: { email: 'pending@sandbox.test', password: 'Sandbox123' },
    });
    const answer = await call(t, 'uploadDocuments', { token: login.body.lead_token, multipart: documentsForm() });
    expect(answer.status).toBe(409);
    expect(answer.body.result).toBe('verification required');
  });

  it('after the identity provider says success the same upload is accepted', async () => {
    const lead = await seededAt(t, 'verification');
    const started = await call(t, 'startVerification', { token: lead.token });
    const session = new URL(started.body.url).pathname;
    const response = await fetch(`${t.base}${session}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect((await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm() })).status).toBe(200);
  });
});
