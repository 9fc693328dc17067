import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { API_PREFIX, type Endpoint, type EndpointName, endpoints } from '../../api/endpoints.ts';
import { MEDIA_TYPES, providerOpenApi } from '../../api/openapi/provider-openapi.ts';
import { endpointHandlers } from '../handlers/index.ts';
import { createAnswerCheck } from '../openapi-check.ts';
import { json } from '../reply.ts';
import { call, callPath, startSandbox } from './helpers.ts';

const document = providerOpenApi();
const names = Object.keys(endpoints) as EndpointName[];

describe('the OpenAPI document of the provider API', () => {
  it.each(names)('has %s with the method, path, encoding, token and ?lang of the endpoint table', (name) => {
    const endpoint: Endpoint = endpoints[name];
    const path = endpoint.root ? endpoint.path : API_PREFIX + endpoint.path;
    const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
    expect(operation?.operationId).toBe(name);
    if (endpoint.encoding === 'none') expect(operation?.requestBody).toBeUndefined();
    else expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual([MEDIA_TYPES[endpoint.encoding]]);
    expect(operation?.security.length).toBe(endpoint.auth === 'none' ? 0 : 1);
    expect(operation?.parameters.some((p) => p.name === 'lang' && p.in === 'query')).toBe(endpoint.lang === true);
    expect(operation?.responses['200']).toBeDefined();
    if (endpoint.auth !== 'none')
      expect(operation?.responses['401']?.content?.['application/json']?.schema).toBeDefined();
  });

  it('has no operation the table lacks', () => {
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(operations.sort()).toEqual([...names].sort());
  });

  it('documents the rules: step order 409, used and foreign links, limits with Retry-After, idempotency keys', () => {
    const op = (name: EndpointName) => {
      const endpoint: Endpoint = endpoints[name];
      return document.paths[endpoint.root ? endpoint.path : API_PREFIX + endpoint.path]?.[
        endpoint.method.toLowerCase()
      ];
    };
    expect(op('contract')?.responses['409']?.description).toMatch(/verification required.*documents required/);
    expect(op('uploadDocuments')?.responses['409']?.description).toMatch(/verification required/);
    expect(op('authentication')?.responses['401']?.description).toMatch(/link already used/);
    expect(op('newStrategy')?.responses['403']?.description).toMatch(/link not for this/);
    for (const name of ['sendEmailCode', 'sendSmsCode', 'sendSignCode', 'login', 'requestSignCode'] as const) {
      expect(op(name)?.responses['429']?.headers).toHaveProperty('Retry-After');
    }
    for (const name of ['contract', 'uploadDocuments', 'addressAndBankAccount'] as const) {
      expect(op(name)?.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header')).toBe(true);
    }
  });

  it('is OpenAPI 3.1 whose every schema compiles and every reference resolves', () => {
    expect(document.openapi).toBe('3.1.0');
    const ajv = new Ajv2020({ strict: false, formats: { binary: true } });
    addFormats.default(ajv);
    ajv.addSchema(document, 'doc');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!response.content?.['application/json']) continue;
          const pointer = ['paths', path, method, 'responses', status, 'content', 'application/json', 'schema']
            .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
            .join('/');
          expect(ajv.getSchema(`doc#/${pointer}`), `${method} ${path} ${status}`).toBeTypeOf('function');
        }
      }
    }
  });
});

describe('answers checked against the document', () => {
  const check = createAnswerCheck();

  it('a login answer with a field of the wrong type is a violation naming the field', () => {
    const answer = {
      lead_token: 't',
      referrer_url: 1,
      model: 'Leads',
      verification_status: 'none',
      risk_profile_id: null,
      client_owner: false,
    };
    expect(check('login', 200, answer)).toBeUndefined();
    expect(check('login', 200, { ...answer, referrer_url: '1' })?.problems).toEqual(['/referrer_url must be integer']);
    expect(check('login', 429, { result: 'too many attempts' })?.problems.join()).toMatch(/message/);
  });

  it('a deliberate drift of the sandbox (an answer field of the wrong type) fails the test harness, listing it', async () => {
    const t = await startSandbox();
    const spy = vi.spyOn(endpointHandlers, 'countries').mockImplementation(() => json([{ code: 'SK', name: 7 }]));
    try {
      const { authorization_token: token } = (
        await call(t, 'onboardingToken', { form: { scope: 'onboarding', user: 'onboarding-web', pass: 'sandbox' } })
      ).body;
      expect((await call(t, 'countries', { token })).status).toBe(200);
      const served = await callPath<unknown[]>(t, 'GET', '/sandbox/openapi/violations');
      expect(served.body).toEqual([{ endpoint: 'countries', status: 200, problems: ['/0/name must be string'] }]);
    } finally {
      spy.mockRestore();
      await expect(t.close()).rejects.toThrow(/countries answered 200 not as documented: \/0\/name must be string/);
    }
  });
});

describe('the document served by the sandbox', () => {
  it('GET /sandbox/openapi.json is the document; the HTML page lists every operation, loads no script and has its own CSP', async () => {
    const t = await startSandbox();
    try {
      const served = await callPath(t, 'GET', '/sandbox/openapi.json');
      expect(served.status).toBe(200);
      expect(served.body).toEqual(JSON.parse(JSON.stringify(document)));

      const page = await callPath<string>(t, 'GET', '/sandbox/openapi.html');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'self'/);
      expect(page.body).not.toMatch(/<script|style=|https?:\/\/(?!json-schema)/i);
      for (const name of names) {
        const endpoint: Endpoint = endpoints[name];
        expect(page.body).toContain(`${endpoint.method} ${endpoint.root ? endpoint.path : API_PREFIX + endpoint.path}`);
      }
      expect(page.body).toContain('link already used');
      expect((await callPath<string>(t, 'GET', '/sandbox/openapi.css')).headers.get('content-type')).toMatch(
        /^text\/css/,
      );
    } finally {
      await t.close();
    }
  });
});
