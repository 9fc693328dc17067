// @vitest-environment node
import { type EndpointName, endpoints } from '../../api/endpoints.ts';
import { call, callPath, onboardingToken, startSandbox, type TestSandbox } from './helpers.ts';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startSandbox();
  token = await onboardingToken(t);
});
afterAll(() => t.close());

const EU_EEA = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' ');

describe('countries', () => {
  it('lists EU/EEA countries, UK, CH, US and UA with names in sk, en and bg', async () => {
    const names: Record<string, Record<string, string>> = {};
    for (const lang of ['sk', 'en', 'bg']) {
      const answer = await call(t, 'countries', { token, query: { lang } });
      expect(answer.status).toBe(200);
      const codes = answer.body.map((country) => country.code);
      expect(codes).toEqual(expect.arrayContaining([...EU_EEA, 'GB', 'CH', 'US', 'UA']));
      for (const country of answer.body) expect(country.code).toMatch(/^[A-Z]{2}$/);
      names[lang] = Object.fromEntries(answer.body.map((country) => [country.code, country.name]));
    }
    expect(names.sk?.SK).toBe('Slovensko');
    expect(names.en?.DE).toBe('Germany');
    expect(names.bg?.BG).toBe('България');
  });

  it('sorts by name in the language', async () => {
    const answer = await call(t, 'countries', { token, query: { lang: 'sk' } });
    const names = answer.body.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('sk').compare));
  });

  it('falls back to Slovak for an unsupported or missing language', async () => {
    const de = await call(t, 'countries', { token, query: { lang: 'de' } });
    expect(de.body.find((country) => country.code === 'AT')?.name).toBe('Rakúsko');
    const none = await call(t, 'countries', { token });
    expect(none.body.find((country) => country.code === 'AT')?.name).toBe('Rakúsko');
  });
});

describe('risk profiles', () => {
  it('answers the four profiles with names in every language', async () => {
    const answer = await call(t, 'riskProfiles', { token });
    expect(answer.body.map((profile) => [profile.id, profile.slug])).toEqual([
      [1, 'conservative'],
      [2, 'balanced'],
      [3, 'dynamic'],
      [4, 'very_dynamic'],
    ]);
    for (const profile of answer.body) expect(Object.keys(profile.name).sort()).toEqual(['bg', 'en', 'sk']);
  });
});

describe('documents', () => {
  it.each(['documents', 'intermediaryDocuments'] as const)(
    '%s: every entry links to a PDF the sandbox serves',
    async (name) => {
      const answer = await call(t, name, { token, query: { lang: 'en' } });
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBeGreaterThan(0);
      for (const document of answer.body) {
        expect(document).toEqual({
          id: expect.any(String),
          name: expect.any(String),
          url: `/sandbox/files/${document.id}-en.pdf`,
        });
        const pdf = await callPath<Buffer>(t, 'GET', document.url);
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(pdf.body.toString('latin1')).toContain(document.name);
        expect(pdf.body.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      }
    },
  );

  it('names in the asked language; unknown files are 404', async () => {
    const bg = await call(t, 'documents', { token, query: { lang: 'bg' } });
    expect(bg.body[0]?.name).toBe('Договор за управление на портфейл');
    expect((await callPath(t, 'GET', '/sandbox/files/unknown-en.pdf')).status).toBe(404);
    expect((await callPath(t, 'GET', '/sandbox/files/general-terms-de.pdf')).status).toBe(404);
  });

  it('the PDF has a valid cross-reference table', async () => {
    const pdf = (await callPath<Buffer>(t, 'GET', '/sandbox/files/general-terms-sk.pdf')).body.toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(pdf.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
  });
});

describe('PEP definition', () => {
  it('is a public PDF per language', async () => {
    for (const lang of ['sk', 'en', 'bg']) {
      const answer = await call(t, 'pepDefinition', { params: { lang } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect((answer.body as unknown as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const en = await call(t, 'pepDefinition', { params: { lang: 'en' } });
    expect((en.body as unknown as Buffer).toString('latin1')).toContain('Definition of a politically exposed person');
  });

  it('404 for an unknown language', async () => {
    const answer = await call(t, 'pepDefinition', { params: { lang: 'de' } });
    expect(answer.status).toBe(404);
    expect(answer.body.result).toBe('not found');
  });
});

describe('the endpoint table', () => {
  it('every app-token list answers 401 without a token', async () => {
    const lists: EndpointName[] = ['countries', 'strategies', 'documents', 'intermediaryDocuments', 'riskProfiles'];
    for (const name of lists) {
      expect(endpoints[name].auth).toBe('app');
      expect((await call(t, name)).status).toBe(401);
    }
  });

  it('every endpoint of the table is answered by the sandbox (never passed on)', async () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const answer = await call(t, name, { params: { lang: 'sk' } });
      expect(answer.headers.get('content-type'), name).toMatch(/^application\/(json|pdf)/);
    }
  });
});
