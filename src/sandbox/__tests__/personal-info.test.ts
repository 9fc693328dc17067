// @vitest-environment node
import { SEED } from '../seed.ts';
import {
  addressForm,
  call,
  freshBirthNumber,
  freshPhone,
  leadWithPerson,
  personFields,
  registeredLead,
  startSandbox,
  type TestSandbox,
  verifiedLead,
  verifyPhone,
} from './helpers.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startSandbox();
});
afterAll(() => t.close());

async function leadWithPhone() {
  const lead = await registeredLead(t);
  const phone = freshPhone();
  await verifyPhone(t, lead, phone);
  return { ...lead, phone };
}

describe('personal info', () => {
  it('saves the person and moves the lead to step 2', async () => {
    const lead = await leadWithPhone();
    const answer = await call(t, 'personalInfo', {
      token: lead.token,
      json: personFields(freshBirthNumber(), lead.phone),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ result: 'ok' });
    const login = await call(t, 'login', {
      token: lead.appToken,
      json: { email: lead.email, password: lead.password },
    });
    expect(login.body).toMatchObject({ referrer_url: 2, client_owner: false });
    expect(t.sandbox.store.leads.get(lead.id)?.person).toMatchObject({ name: 'Jana', surname: 'Nováková' });
  });

  it('accepts the birth number with a slash and without the phone field (the verified one is used)', async () => {
    const lead = await leadWithPhone();
    const number = freshBirthNumber();
    const answer = await call(t, 'personalInfo', {
      token: lead.token,
      json: personFields(`${number.slice(0, 6)}/${number.slice(6)}`),
    });
    expect(answer.status).toBe(200);
    expect(t.sandbox.store.leads.get(lead.id)?.person).toMatchObject({ birthnumber: number, phone: lead.phone });
  });

  it('400 naming the missing field', async () => {
    const lead = await leadWithPhone();
    for (const field of ['name', 'surname', 'birthdate', 'birthnumber']) {
      const json = personFields(freshBirthNumber(), lead.phone);
      delete json[field];
      const answer = await call(t, 'personalInfo', { token: lead.token, json });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: 'missing field', field });
    }
  });

  it('400 when the phone was not verified by SMS', async () => {
    const lead = await registeredLead(t);
    const answer = await call(t, 'personalInfo', {
      token: lead.token,
      json: personFields(freshBirthNumber(), freshPhone()),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: 'phone not verified', field: 'phone' });
    const noPhone = await call(t, 'personalInfo', { token: lead.token, json: personFields(freshBirthNumber()) });
    expect(noPhone.body.result).toBe('phone not verified');
  });

  it('400 when the phone differs from the verified one', async () => {
    const lead = await leadWithPhone();
    const answer = await call(t, 'personalInfo', {
      token: lead.token,
      json: personFields(freshBirthNumber(), freshPhone()),
    });
    expect(answer.body.result).toBe('phone not verified');
  });

  it('409 for a birth number of another lead or of a client; the lead may save its own again', async () => {
    const first = await leadWithPerson(t);
    const second = await leadWithPhone();
    const taken = await call(t, 'personalInfo', {
      token: second.token,
      json: personFields(first.birthnumber, second.phone),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ result: 'birth number exists', field: 'birthnumber' });
    const client = await call(t, 'personalInfo', {
      token: second.token,
      json: personFields(SEED.client.birthnumber, second.phone),
    });
    expect(client.status).toBe(409);
    const own = await call(t, 'personalInfo', {
      token: first.token,
      json: personFields(first.birthnumber, first.phone),
    });
    expect(own.status).toBe(200);
  });

  it('400 for a malformed birth number or date, non-Latin names and non-boolean answers', async () => {
    const lead = await leadWithPhone();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ birthnumber: '12ab' }, 'invalid birth number', 'birthnumber'],
      [{ birthdate: '1990-02-30' }, 'invalid date', 'birthdate'],
      [{ birthdate: '2999-01-01' }, 'invalid date', 'birthdate'],
      [{ name: 'Иван' }, 'only latin characters', 'name'],
      [{ child_investment: 'yes' }, 'invalid field', 'child_investment'],
      [{ name: 42 }, 'invalid field', 'name'],
      [{ intermediaryPerson: true }, 'missing field', 'agent_registration_number'],
    ];
    for (const [change, result, field] of cases) {
      const answer = await call(t, 'personalInfo', {
        token: lead.token,
        json: { ...personFields(freshBirthNumber(), lead.phone), ...change },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result, field });
    }
    const slovak = await call(t, 'personalInfo', {
      token: lead.token,
      json: { ...personFields(freshBirthNumber(), lead.phone), name: 'Ľubomír', surname: 'Šťastný' },
    });
    expect(slovak.status).toBe(200);
  });

  it('403 before registration', async () => {
    const lead = await verifiedLead(t);
    const answer = await call(t, 'personalInfo', { token: lead.token, json: personFields(freshBirthNumber()) });
    expect(answer.status).toBe(403);
  });
});

let childSerial = 0;
/** A fresh valid birth number of a child born 2015-06-01 (the date the child's data gives). */
function childBirthNumber(): string {
  for (;;) {
    childSerial += 1;
    const stem = `150601${String((Date.now() + childSerial) % 1000).padStart(3, '0')}`;
    const check = (11 - Number((BigInt(stem) * 10n) % 11n)) % 11;
    if (check < 10) return `${stem}${check}`;
  }
}

describe('investing for a child', () => {
  it("sets client_owner, then takes the child's data", async () => {
    const parent = await leadWithPerson(t, { child_investment: true });
    const login = await call(t, 'login', {
      token: parent.appToken,
      json: { email: parent.email, password: parent.password },
    });
    expect(login.body.client_owner).toBe(true);
    const child = await call(t, 'personalChildInfo', {
      token: parent.token,
      json: { name: 'Miško', surname: 'Novák', birthdate: '2015-06-01', birthnumber: childBirthNumber() },
    });
    expect(child.status).toBe(200);
    expect(child.body).toEqual({ result: 'ok' });
    const address = await call(t, 'addressAndBankAccount', { token: parent.token, multipart: addressForm() });
    expect(address.body).toEqual({ result: 'ok', client_owner: true });
  });

  it('400 for child data when no child investment was declared', async () => {
    const lead = await leadWithPerson(t);
    const answer = await call(t, 'personalChildInfo', {
      token: lead.token,
      json: { name: 'Miško', surname: 'Novák', birthdate: '2015-06-01', birthnumber: childBirthNumber() },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toBe('child investment not declared');
  });

  it("409 when the child's birth number is taken, 400 when a field is missing", async () => {
    const parent = await leadWithPerson(t, { child_investment: true });
    const taken = await call(t, 'personalChildInfo', {
      token: parent.token,
      json: {
        name: 'Miško',
        surname: 'Novák',
        birthdate: personFields(parent.birthnumber).birthdate,
        birthnumber: parent.birthnumber,
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('birthnumber');
    const missing = await call(t, 'personalChildInfo', {
      token: parent.token,
      json: { name: 'Miško', birthdate: '2015-06-01', birthnumber: childBirthNumber() },
    });
    expect(missing.body).toMatchObject({ result: 'missing field', field: 'surname' });
  });
});
