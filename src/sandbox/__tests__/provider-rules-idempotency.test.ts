// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { addressForm, call, file, outbox, PDF, PNG, startSandbox, type TestSandbox } from './helpers.ts';
import { seededAt, signPortfolio } from './provider-rules-helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
const mailsTo = async (email: string) => (await outbox(t, email)).filter((mail) => mail.channel === 'email').length;

function documentsForm(front: Buffer = PNG): FormData {
  const form = new FormData();
  form.set('doc1_front', file(front, 'front.png', front === PNG ? 'image/png' : 'application/pdf'));
  form.set('doc1_back', file(PDF, 'back.pdf', 'application/pdf'));
  form.set('scan_bank', file(PDF, 'statement.pdf', 'application/pdf'));
  form.set('aml_info', 'Salary');
  return form;
}

describe('contract: a retry with the same Idempotency-Key', () => {
  it('answers the same and e-mails the contracts once', async () => {
    const lead = await seededAt(t, 'contracts');
    await signPortfolio(t, lead);
    const key = randomUUID();
    const before = await mailsTo(lead.email);
    const first = await call(t, 'contract', { token: lead.token, json: {}, ...keyed(key) });
    const retry = await call(t, 'contract', { token: lead.token, json: {}, ...keyed(key) });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await mailsTo(lead.email)).toBe(before + 1);
  });

  it('the same key with another body is 422 idempotency key reused; a malformed key is 400', async () => {
    const lead = await seededAt(t, 'contracts');
    await signPortfolio(t, lead);
    const key = randomUUID();
    expect(
      (await call(t, 'contract', { token: lead.token, json: { electronic_communication: true }, ...keyed(key) }))
        .status,
    ).toBe(200);
    const other = await call(t, 'contract', {
      token: lead.token,
      json: { electronic_communication: false },
      ...keyed(key),
    });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ result: 'idempotency key reused', field: 'Idempotency-Key' });
    const malformed = await call(t, 'contract', { token: lead.token, json: {}, ...keyed('short') });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ result: 'invalid field', field: 'Idempotency-Key' });
  });

  it('a refused request is not remembered: after signing, the retry with the same key is judged afresh', async () => {
    const lead = await seededAt(t, 'contracts');
    const key = randomUUID();
    expect((await call(t, 'contract', { token: lead.token, json: {}, ...keyed(key) })).body.result).toBe(
      'contract not signed',
    );
    await signPortfolio(t, lead);
    expect((await call(t, 'contract', { token: lead.token, json: {}, ...keyed(key) })).body).toEqual({ result: 'ok' });
  });

  it('keys belong to their lead: another lead with the same key gets its own answer and e-mail', async () => {
    const key = randomUUID();
    for (const lead of [await seededAt(t, 'contracts'), await seededAt(t, 'contracts')]) {
      await signPortfolio(t, lead);
      const before = await mailsTo(lead.email);
      expect((await call(t, 'contract', { token: lead.token, json: {}, ...keyed(key) })).status).toBe(200);
      expect(await mailsTo(lead.email)).toBe(before + 1);
    }
  });
});

describe('uploads: a retry with the same Idempotency-Key', () => {
  it('upload-documents: the same answer, the files kept once, one e-mail; the same key with other files is 422', async () => {
    const lead = await seededAt(t, 'documents');
    const key = randomUUID();
    const first = await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm(), ...keyed(key) });
    const retry = await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm(), ...keyed(key) });
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(await mailsTo(lead.email)).toBe(1);
    expect((t.sandbox.store.uploads.get(lead.id) ?? []).filter((upload) => upload.field === 'doc1_front')).toHaveLength(
      1,
    );
    const changed = await call(t, 'uploadDocuments', {
      token: lead.token,
      multipart: documentsForm(PDF),
      ...keyed(key),
    });
    expect(changed.status).toBe(422);
    expect(changed.body.result).toBe('idempotency key reused');
    // A new press (a new key) is a new upload.
    expect(
      (await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm(), ...keyed(randomUUID()) }))
        .status,
    ).toBe(200);
    expect(await mailsTo(lead.email)).toBe(2);
  });

  it('address-and-bank-account: the same answer to the retry, the scan kept once', async () => {
    const lead = await seededAt(t, 'address');
    const key = randomUUID();
    const first = await call(t, 'addressAndBankAccount', {
      token: lead.token,
      multipart: addressForm(),
      ...keyed(key),
    });
    const retry = await call(t, 'addressAndBankAccount', {
      token: lead.token,
      multipart: addressForm(),
      ...keyed(key),
    });
    expect(first.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(t.sandbox.store.uploads.get(lead.id)?.filter((upload) => upload.field === 'scan_bank')).toHaveLength(1);
    const changed = await call(t, 'addressAndBankAccount', {
      token: lead.token,
      multipart: addressForm({ city: 'Nitra' }),
      ...keyed(key),
    });
    expect(changed.status).toBe(422);
  });

  it('without a key every request is handled, as before (the header is optional)', async () => {
    const lead = await seededAt(t, 'documents');
    await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm() });
    await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm() });
    expect(await mailsTo(lead.email)).toBe(2);
  });
});
