// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addressForm,
  call,
  file,
  leadWithPerson,
  outbox,
  PDF,
  PNG,
  startSandbox,
  type TestSandbox,
  verifiedPerson,
} from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

const TEXT = Buffer.from('just some text, not an image\n');
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
  0x00, 0xff, 0xd9,
]);

function documentsForm(files: Record<string, File | null> = {}, aml = 'Salary from employment'): FormData {
  const all: Record<string, File | null> = {
    doc1_front: file(PNG, 'front.png', 'image/png'),
    doc1_back: file(JPEG, 'back.jpg', 'image/jpeg'),
    doc2_front: file(PDF, 'passport.pdf', 'application/pdf'),
    ...files,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(all)) if (value) form.set(key, value);
  form.set('aml_info', aml);
  return form;
}

describe('address and bank account', () => {
  it('saves the address with the bank scan and answers client_owner', async () => {
    const lead = await leadWithPerson(t);
    const answer = await call(t, 'addressAndBankAccount', { token: lead.token, multipart: addressForm() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'ok', client_owner: false });
    const stored = t.sandbox.store.leads.get(lead.id);
    expect(stored?.address).toMatchObject({ city: 'Bratislava', iban: 'SK3112000000198742637541' });
    expect(stored?.referrerUrl).toBe(3);
    expect(t.sandbox.store.uploads.get(lead.id)?.map((upload) => upload.field)).toEqual(['scan_bank']);
  });

  it('400 for a wrong IBAN, an unknown country or a missing field or scan', async () => {
    const lead = await leadWithPerson(t);
    const cases: [Record<string, string | File | null>, string, string][] = [
      [{ iban: 'SK3112000000198742637542' }, 'invalid IBAN', 'iban'],
      [{ country: 'XX' }, 'unknown country', 'country'],
      [{ city: null }, 'missing field', 'city'],
      [{ scan_bank: null }, 'missing file', 'scan_bank'],
    ];
    for (const [change, result, field] of cases) {
      const answer = await call(t, 'addressAndBankAccount', { token: lead.token, multipart: addressForm(change) });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result, field });
    }
  });

  it('415 for a text file named .png as bank scan', async () => {
    const lead = await leadWithPerson(t);
    const answer = await call(t, 'addressAndBankAccount', {
      token: lead.token,
      multipart: addressForm({ scan_bank: file(TEXT, 'scan.png', 'image/png') }),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ result: 'unsupported file type', field: 'scan_bank' });
  });

  it('415 when the body is JSON instead of multipart', async () => {
    const lead = await leadWithPerson(t);
    const answer = await call(t, 'addressAndBankAccount', { token: lead.token, json: { street: 'x' } });
    expect(answer.status).toBe(415);
    expect(answer.body.result).toBe('unsupported media type');
  });
});

describe('upload documents', () => {
  it('keeps real PNG, JPEG and PDF files, moves to step 6 and e-mails a confirmation', async () => {
    const lead = await verifiedPerson(t);
    await call(t, 'addressAndBankAccount', { token: lead.token, multipart: addressForm() });
    const answer = await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'ok' });
    const uploads = t.sandbox.store.uploads.get(lead.id) ?? [];
    expect(uploads.map((upload) => [upload.field, upload.mime])).toEqual([
      ['scan_bank', 'application/pdf'],
      ['doc1_front', 'image/png'],
      ['doc1_back', 'image/jpeg'],
      ['doc2_front', 'application/pdf'],
    ]);
    expect(uploads.find((upload) => upload.field === 'doc1_front')?.bytes?.equals(PNG)).toBe(true);
    const stored = t.sandbox.store.leads.get(lead.id);
    expect(stored?.referrerUrl).toBe(6);
    expect(stored?.amlInfo).toBe('Salary from employment');
    const mail = (await outbox(t, lead.email)).at(-1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Dokumenty boli odoslané' });
  });

  it('judges the type by content: a text file renamed .png is 415 with the field', async () => {
    const lead = await verifiedPerson(t);
    const answer = await call(t, 'uploadDocuments', {
      token: lead.token,
      multipart: documentsForm({
        doc1_back: file(TEXT, 'back.png', 'image/png'),
        scan_bank: file(PDF, 's.pdf', 'text/plain'),
      }),
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ result: 'unsupported file type', field: 'doc1_back' });
    expect(t.sandbox.store.uploads.get(lead.id)).toBeUndefined();
  });

  it('a real PDF declared as text/plain and named .txt is accepted', async () => {
    const lead = await verifiedPerson(t);
    const answer = await call(t, 'uploadDocuments', {
      token: lead.token,
      multipart: documentsForm({ scan_bank: file(PDF, 'statement.txt', 'text/plain') }),
    });
    expect(answer.status).toBe(200);
  });

  it('413 for a file over 5 MB, naming the field', async () => {
    const lead = await verifiedPerson(t);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await call(t, 'uploadDocuments', {
      token: lead.token,
      multipart: documentsForm({
        doc2_back: file(big, 'big.png', 'image/png'),
        scan_bank: file(PDF, 's.pdf', 'application/pdf'),
      }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ result: 'file too large', field: 'doc2_back' });
  });

  it('413 for a request body over 12 MB', async () => {
    const lead = await verifiedPerson(t);
    const chunk = Buffer.concat([PNG, Buffer.alloc(4.5 * 1024 * 1024)]);
    const answer = await call(t, 'uploadDocuments', {
      token: lead.token,
      multipart: documentsForm({
        doc1_front: file(chunk, 'a.png', 'image/png'),
        doc1_back: file(chunk, 'b.png', 'image/png'),
        doc2_front: file(chunk, 'c.png', 'image/png'),
      }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.result).toBe('request body too large');
  });

  it('400 when a required document is missing; the birth certificate is required for a child', async () => {
    const lead = await verifiedPerson(t);
    const noBack = await call(t, 'uploadDocuments', {
      token: lead.token,
      multipart: documentsForm({ doc1_back: null, scan_bank: file(PDF, 's.pdf', 'application/pdf') }),
    });
    expect(noBack.status).toBe(400);
    expect(noBack.body).toMatchObject({ result: 'missing file', field: 'doc1_back' });
    const noScan = await call(t, 'uploadDocuments', { token: lead.token, multipart: documentsForm() });
    expect(noScan.body).toMatchObject({ result: 'missing file', field: 'scan_bank' });

    const parent = await verifiedPerson(t, { child_investment: true });
    await call(t, 'addressAndBankAccount', { token: parent.token, multipart: addressForm() });
    const noCertificate = await call(t, 'uploadDocuments', { token: parent.token, multipart: documentsForm() });
    expect(noCertificate.body).toMatchObject({ result: 'missing file', field: 'birth_certificate' });
    const withCertificate = await call(t, 'uploadDocuments', {
      token: parent.token,
      multipart: documentsForm({ birth_certificate: file(PDF, 'birth.pdf', 'application/pdf') }),
    });
    expect(withCertificate.status).toBe(200);
  });

  it('writes files to the uploads folder when one is given', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sandbox-uploads-'));
    const onDisk = await startSandbox({ uploadsDir: dir });
    try {
      const lead = await verifiedPerson(onDisk);
      await call(onDisk, 'addressAndBankAccount', { token: lead.token, multipart: addressForm() });
      expect(await readdir(join(dir, lead.id))).toEqual(['scan_bank.pdf']);
      expect(onDisk.sandbox.store.uploads.get(lead.id)?.[0]?.bytes).toBeNull();
    } finally {
      await onDisk.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
