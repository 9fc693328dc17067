// @vitest-environment node
// The step definition a submission names (issue 21, src/sandbox/README.md "Definitions a step's submission names"):
// each step's submission carries definition_version and definition_sha256 (JSON, form or multipart); the sandbox
// refuses a hash never published, published for another definition or scheduled for later, and keeps what the client
// named with the lead or client (GET /sandbox/leads/<id>/definitions, GET /sandbox/clients/<id>).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundledVersion, type StoreVersion, writeStore } from '../../../tests/e2e/published-definitions-store.ts';
import { endpoints, type EndpointName } from '../../api/endpoints.ts';
import { operations } from '../../api/openapi/operations.ts';
import { providerOpenApi, documentPath } from '../../api/openapi/provider-openapi.ts';
import { readJsonFolder } from '../../definition/node/data-folder.ts';
import { SEED } from '../seed.ts';
import {
  addressForm,
  call,
  control,
  freshBirthNumber,
  freshPhone,
  lastCode,
  leadWithPerson,
  personFields,
  registeredLead,
  SEEDED_CLIENT,
  startSandbox,
  type TestLead,
  type TestSandbox,
  verifyPhone,
} from './helpers.ts';

const store = mkdtempSync(join(tmpdir(), 'sandbox-published-steps-'));
const personal = bundledVersion('personal-info');
const registration = bundledVersion('registration');
const strategiesStep = bundledVersion('strategies');
const addressStep = bundledVersion('address-and-bank-account');
const newStrategyStep = bundledVersion('new-strategy');

const changed = (semver: string, effectiveAt: Date): StoreVersion => ({
  ...personal,
  semver,
  versionNo: 2,
  definition: { ...personal.definition, version: semver },
  texts: { ...personal.texts, en: { ...personal.texts.en, 'personalInfo.title': `Your details (${semver})` } },
  effectiveAt,
});
// 1.1.0 in effect now; 1.2.0 of the child's form scheduled ten minutes ahead of the sandbox's clock.
const personalV11 = changed('1.1.0', new Date(0));
const child = bundledVersion('child-personal-info');
const childV12: StoreVersion = {
  ...child,
  semver: '1.2.0',
  versionNo: 2,
  definition: { ...child.definition, version: '1.2.0' },
  effectiveAt: new Date(Date.now() + 10 * 60_000),
};

let t: TestSandbox;
let written: Awaited<ReturnType<typeof writeStore>>;
beforeAll(async () => {
  written = await writeStore(store, [
    { current: personalV11 },
    { current: { ...child, effectiveAt: new Date(0) }, next: childV12 },
  ]);
  t = await startSandbox({ publicationDir: store });
});
afterAll(async () => {
  await t.close();
  rmSync(store, { recursive: true, force: true });
});

interface KeptStep {
  id: string;
  endpoint: string;
  version: string | null;
  sha256: string | null;
  submitted_at: string;
}
const keptSteps = async (leadId: string) =>
  (await control<{ steps: KeptStep[]; questionnaire: unknown[] }>(t, 'GET', `leads/${leadId}/definitions`)).body.steps;
const names = (version: string, sha256: string) => ({ definition_version: version, definition_sha256: sha256 });

/** A registered lead with a verified phone, before its personal data. */
async function leadBeforePerson(): Promise<TestLead & { phone: string }> {
  const lead = await registeredLead(t);
  const phone = freshPhone();
  await verifyPhone(t, lead, phone);
  return { ...lead, phone };
}
const sendPerson = (lead: TestLead & { phone: string }, named: Record<string, string> = {}) =>
  call(t, 'personalInfo', {
    token: lead.token,
    json: { ...personFields(freshBirthNumber(), lead.phone), ...named },
    query: { lang: 'en' },
  });

describe('a JSON step submission (personal data) names its definition', () => {
  it('accepts the bundled version (a build with no store) and keeps it with the lead, not in the person’s data', async () => {
    const lead = await leadBeforePerson();
    const answer = await sendPerson(lead, names(personal.semver, personal.sha256));
    expect(answer.status).toBe(200);
    expect(await keptSteps(lead.id)).toContainEqual(
      expect.objectContaining({
        id: 'personal-info',
        endpoint: 'personalInfo',
        version: personal.semver,
        sha256: personal.sha256,
      }),
    );
    const person = t.sandbox.store.leads.get(lead.id)?.person ?? {};
    expect(person).not.toHaveProperty('definition_sha256');
    expect(person).not.toHaveProperty('definition_version');
  });

  it('accepts a version the store published and keeps its hash', async () => {
    const lead = await leadBeforePerson();
    const sha256 = written.get(personalV11)!.sha256;
    expect((await sendPerson(lead, names('1.1.0', sha256))).status).toBe(200);
    expect(await keptSteps(lead.id)).toContainEqual(
      expect.objectContaining({ id: 'personal-info', version: '1.1.0', sha256 }),
    );
  });

  it('refuses a hash never published, another step’s hash and a version not the hash’s; keeps nothing', async () => {
    const lead = await leadBeforePerson();
    const never = await sendPerson(lead, names('1.0.0', 'e'.repeat(64)));
    expect(never.status).toBe(400);
    expect(never.body).toMatchObject({ result: 'unknown definition', field: 'definition_sha256' });
    // Worded for a form (the app's toast shows message_{lang}), in the three languages.
    expect(never.body.message).toMatch(/form was filled in on a version that was never published/);
    expect(never.body.message_sk).toMatch(/Formulár/);
    expect(never.body.message_bg).toMatch(/Формулярът/);
    const other = await sendPerson(lead, names(registration.semver, registration.sha256));
    expect(other.body).toMatchObject({ result: 'unknown definition', field: 'definition_sha256' });
    const wrongVersion = await sendPerson(lead, names('9.9.9', personal.sha256));
    expect(wrongVersion.body).toMatchObject({ result: 'invalid field', field: 'definition_version' });
    const alone = await sendPerson(lead, { definition_version: personal.semver });
    expect(alone.body).toMatchObject({ result: 'missing field', field: 'definition_sha256' });
    const notHex = await sendPerson(lead, names(personal.semver, 'X'.repeat(64)));
    expect(notHex.body).toMatchObject({ result: 'invalid field', field: 'definition_sha256' });
    expect(t.sandbox.store.leads.get(lead.id)?.person).toBeNull();
    expect((await keptSteps(lead.id)).map((step) => step.id)).not.toContain('personal-info');
  });

  it('accepts a request naming no version (an older app) and records that it named none', async () => {
    const lead = await leadBeforePerson();
    expect((await sendPerson(lead)).status).toBe(200);
    expect(await keptSteps(lead.id)).toContainEqual(
      expect.objectContaining({ id: 'personal-info', version: null, sha256: null }),
    );
  });

  it('refuses a version scheduled for later until the sandbox clock reaches its time', async () => {
    const lead = await leadWithPerson(t, { child_investment: true });
    const sha256 = written.get(childV12)!.sha256;
    const early = await call(t, 'personalChildInfo', {
      token: lead.token,
      json: { ...personFields(freshBirthNumber()), ...names('1.2.0', sha256) },
      query: { lang: 'en' },
    });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ result: 'definition not in effect', field: 'definition_sha256' });
    expect(early.body.message).toMatch(/version of the form is not in effect yet/);
    await control(t, 'POST', 'clock', { advanceMs: 11 * 60_000 });
    const inTime = await call(t, 'personalChildInfo', {
      token: lead.token,
      json: { ...personFields(freshBirthNumber()), ...names('1.2.0', sha256) },
    });
    expect(inTime.status).toBe(200);
    expect(await keptSteps(lead.id)).toContainEqual(
      expect.objectContaining({ id: 'child-personal-info', version: '1.2.0', sha256 }),
    );
  });
});

describe('form and multipart submissions name their definition with two plain fields', () => {
  it('save-strategies (form fields): the step’s hash is kept, another step’s refused', async () => {
    const lead = await registeredLead(t);
    const strategies = JSON.stringify([{ investment_strategy_id: 1, fee_type: 'one_time', amount: 1000 }]);
    const refused = await call(t, 'saveStrategies', {
      token: lead.token,
      form: { strategies, ...names(addressStep.semver, addressStep.sha256) },
    });
    expect(refused.body).toMatchObject({ result: 'unknown definition', field: 'definition_sha256' });
    const saved = await call(t, 'saveStrategies', {
      token: lead.token,
      form: { strategies, ...names(strategiesStep.semver, strategiesStep.sha256) },
    });
    expect(saved.status).toBe(200);
    expect(await keptSteps(lead.id)).toContainEqual(
      expect.objectContaining({ id: 'strategies', endpoint: 'saveStrategies', sha256: strategiesStep.sha256 }),
    );
  });

  it('address and bank account (multipart text parts): a hash never published is refused, the step’s kept', async () => {
    const lead = await leadWithPerson(t);
    const refused = await call(t, 'addressAndBankAccount', {
      token: lead.token,
      multipart: addressForm(names('1.0.0', 'a'.repeat(64))),
    });
    expect(refused.body).toMatchObject({ result: 'unknown definition', field: 'definition_sha256' });
    expect(t.sandbox.store.leads.get(lead.id)?.address).toBeNull();
    const saved = await call(t, 'addressAndBankAccount', {
      token: lead.token,
      multipart: addressForm(names(addressStep.semver, addressStep.sha256)),
    });
    expect(saved.status).toBe(200);
    expect(await keptSteps(lead.id)).toContainEqual(
      expect.objectContaining({ id: 'address-and-bank-account', sha256: addressStep.sha256 }),
    );
  });
});

describe('an existing client’s step', () => {
  it('the new strategy’s version is kept with the client once signed (GET /sandbox/clients/<id>)', async () => {
    const link = (
      await control<{ link_tokens: { new_strategy: string } }>(t, 'POST', 'client-links', {
        email: SEEDED_CLIENT.email,
      })
    ).body.link_tokens.new_strategy;
    const token = (await call(t, 'authentication', { json: { token: link } })).body.authorization_token;
    const strategies = JSON.stringify([{ investment_strategy_id: 2, fee_type: 'one_time', amount: 500 }]);
    const never = await call(t, 'newStrategy', { token, form: { strategies, ...names('1.0.0', 'b'.repeat(64)) } });
    expect(never.body).toMatchObject({ result: 'unknown definition', field: 'definition_sha256' });
    const saved = await call(t, 'newStrategy', {
      token,
      form: { strategies, ...names(newStrategyStep.semver, newStrategyStep.sha256) },
    });
    const { signature_token } = saved.body;
    await call(t, 'requestStrategySignCodeEmail', { token, json: { signature_token } });
    await call(t, 'signStrategy', { token, json: { signature_token, code: await lastCode(t, SEEDED_CLIENT.email) } });
    const kept = await control<{ definitions: { steps: KeptStep[] } }>(t, 'GET', `clients/${SEED.client.id}`);
    expect(kept.body.definitions.steps).toContainEqual(
      expect.objectContaining({ id: 'new-strategy', endpoint: 'newStrategy', sha256: newStrategyStep.sha256 }),
    );
  });
});

describe('the OpenAPI document', () => {
  it('names the two fields in the request of exactly the endpoints a step definition submits to', () => {
    const submits = Object.fromEntries(
      readJsonFolder(join(process.cwd(), 'schemas', 'steps')).map((d) => {
        const step = d as { id: string; submit: { endpoint: string } };
        return [step.submit.endpoint, step.id];
      }),
    );
    const named = Object.fromEntries(
      Object.entries(operations).flatMap(([name, contract]) =>
        'step' in contract ? [[name, contract.step as string]] : [],
      ),
    );
    expect(named).toEqual(submits);
    const document = providerOpenApi();
    for (const name of Object.keys(submits) as EndpointName[]) {
      const endpoint = endpoints[name];
      const operation = document.paths[documentPath(endpoint)]?.[endpoint.method.toLowerCase()];
      const schema = Object.values(operation?.requestBody?.content ?? {})[0]?.schema as {
        properties: Record<string, unknown>;
      };
      expect(Object.keys(schema.properties)).toEqual(
        expect.arrayContaining(['definition_version', 'definition_sha256']),
      );
    }
  });
});
