import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EndpointName, endpointPath, endpoints } from '../../api/endpoints.ts';
import type { AnswerOf, ProviderErrorBody } from '../../api/types.ts';
import { createSandbox, type Sandbox, type SandboxOptions } from '../create-sandbox.ts';
import { describeViolation } from '../openapi-check.ts';
import type { OutboxMessage } from '../store.ts';
import { birthDateFromBirthNumber } from '../../definition/formats/birth-date-from-birth-number.ts';

export interface TestSandbox {
  base: string;
  sandbox: Sandbox;
  logs: string[];
  close(): Promise<void>;
}

/**
 * A sandbox behind a real HTTP server on a free port. Every answer of an endpoint is checked against the
 * OpenAPI document; `close()` fails, listing them, when one did not match, so the document cannot drift from
 * what the tests see.
 */
export async function startSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const logs: string[] = [];
  const sandbox = createSandbox({ log: (line) => logs.push(line), checkAnswers: true, ...options });
  const server: Server = createServer(sandbox.middleware);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sandbox,
    logs,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      const violations = sandbox.violations.splice(0);
      if (violations.length > 0) {
        throw new Error(
          `Sandbox answers not as the OpenAPI document says:\n${violations.map(describeViolation).join('\n')}`,
        );
      }
    },
  };
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** Sent as is, with `contentType`. */
  raw?: string | Uint8Array;
  contentType?: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  method?: string;
  signal?: AbortSignal;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** The answer's JSON as the endpoint's success shape plus the provider's error fields. */
export type Answer<N extends EndpointName> = AnswerOf<N> & ProviderErrorBody;

/** Calls an endpoint of the table by name, the way a provider client would. */
export async function call<N extends EndpointName>(
  t: TestSandbox,
  name: N,
  options: CallOptions = {},
): Promise<CallResult<Answer<N>>> {
  const search = new URLSearchParams(options.query);
  const url = `${t.base}${endpointPath(name, options.params)}${search.size ? `?${search}` : ''}`;
  const response = await request(url, { method: options.method ?? endpoints[name].method, ...options });
  return { status: response.status, headers: response.headers, body: (await readBody(response)) as Answer<N> };
}

/** Calls any path of the sandbox (controls, files, the identity provider). */
export async function callPath<T = Record<string, unknown>>(
  t: TestSandbox,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const response = await request(`${t.base}${path}`, { method, ...options });
  return { status: response.status, headers: response.headers, body: (await readBody(response)) as T };
}

async function request(url: string, options: CallOptions & { method: string }): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.raw !== undefined) {
    if (options.contentType) headers.set('content-type', options.contentType);
    body = typeof options.raw === 'string' ? options.raw : new Blob([Uint8Array.from(options.raw)]);
  }
  return fetch(url, { method: options.method, headers, body, redirect: 'manual', signal: options.signal ?? null });
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return Buffer.from(await response.arrayBuffer());
}

export const ONBOARDING = { user: 'onboarding-web', pass: 'sandbox' };
export const SEEDED_CLIENT = { email: 'klient@sandbox.test', password: 'Sandbox123', phone: '+421900000001' };

/** The onboarding authorization token the landing page requests. */
export async function onboardingToken(t: TestSandbox): Promise<string> {
  const answer = await call(t, 'onboardingToken', { form: { scope: 'onboarding', ...ONBOARDING } });
  expect(answer.status).toBe(200);
  return answer.body.authorization_token;
}

/** Messages in the outbox, optionally only those to `to`. */
export async function outbox(t: TestSandbox, to?: string): Promise<OutboxMessage[]> {
  const answer = await callPath<OutboxMessage[]>(
    t,
    'GET',
    `/sandbox/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  );
  return answer.body;
}

/** The code of the last message sent to `to`. */
export async function lastCode(t: TestSandbox, to: string): Promise<string> {
  const code = (await outbox(t, to)).at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Calls a JSON control under /sandbox/. */
export function control<T = Record<string, unknown>>(
  t: TestSandbox,
  method: string,
  path: string,
  json?: unknown,
): Promise<CallResult<T>> {
  return callPath<T>(t, method, `/sandbox/${path}`, json === undefined ? {} : { json });
}

let counter = 0;
/** An e-mail address nobody has used in this run. */
export function freshEmail(prefix = 'lead'): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now()}@example.com`;
}

export interface TestLead {
  id: string;
  email: string;
  token: string;
  password: string;
  appToken: string;
}

/** Decodes a JWT's payload (no check: the sandbox signs, the test only reads). */
export function jwtPayload(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A lead with its e-mail verified by code but not registered yet. */
export async function verifiedLead(t: TestSandbox, email = freshEmail()): Promise<Omit<TestLead, 'password'>> {
  const appToken = await onboardingToken(t);
  // Every test lead comes from this one address; its send-email-code quota is not what these tests are about.
  await callPath(t, 'DELETE', '/sandbox/limits?prefix=send:email-source:');
  const sent = await call(t, 'sendEmailCode', { token: appToken, json: { email }, query: { lang: 'sk' } });
  expect(sent.status).toBe(200);
  const token = sent.body.lead_token;
  const verified = await call(t, 'verifyEmailCode', { token, json: { email, code: await lastCode(t, email) } });
  expect(verified.body).toEqual({ result: 'true' });
  return { id: String(jwtPayload(token).sub), email, token, appToken };
}

/** A registered lead (e-mail verified, password set). */
export async function registeredLead(t: TestSandbox, email = freshEmail()): Promise<TestLead> {
  const lead = await verifiedLead(t, email);
  const password = 'secret-pass';
  const registered = await call(t, 'registration', {
    token: lead.token,
    json: { email, password, repeat_password: password, consent: true, marketing_agree: false },
  });
  expect(registered.status).toBe(200);
  return { ...lead, password };
}

/** Verifies `phone` for the lead with an SMS code. */
export async function verifyPhone(t: TestSandbox, lead: TestLead, phone: string): Promise<void> {
  expect((await call(t, 'sendSmsCode', { token: lead.token, json: { phone } })).status).toBe(200);
  const verified = await call(t, 'verifySmsCode', {
    token: lead.token,
    json: { phone, code: await lastCode(t, phone) },
  });
  expect(verified.body).toEqual({ result: 'true' });
}

let phoneCounter = 0;
/** A Slovak mobile number not used before in this run. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `+4219${String((Date.now() % 10_000_000) * 10 + phoneCounter)
    .slice(-8)
    .padStart(8, '0')}`;
}

let birthCounter = 0;
/** A unique 10-digit birth number (divisible by 11, like a valid Slovak one). */
export function freshBirthNumber(): string {
  for (;;) {
    birthCounter += 1;
    const stem = `90${String(101 + (birthCounter % 12) * 100 + (birthCounter % 28)).padStart(4, '0')}${String((Date.now() + birthCounter) % 1000).padStart(3, '0')}`;
    const check = (11 - Number((BigInt(stem) * 10n) % 11n)) % 11;
    if (check < 10) return `${stem}${check}`;
  }
}

/** A registered lead with a verified phone and saved personal info. */
export async function leadWithPerson(
  t: TestSandbox,
  extra: Record<string, unknown> = {},
): Promise<TestLead & { phone: string; birthnumber: string }> {
  const lead = await registeredLead(t);
  const phone = freshPhone();
  await verifyPhone(t, lead, phone);
  const birthnumber = freshBirthNumber();
  const saved = await call(t, 'personalInfo', {
    token: lead.token,
    json: { ...personFields(birthnumber, phone), ...extra },
  });
  expect(saved.status).toBe(200);
  return { ...lead, phone, birthnumber };
}

/** Valid person fields. */
export function personFields(birthnumber: string, phone?: string): Record<string, unknown> {
  return {
    academic_title_before: 'Ing.',
    name: 'Jana',
    surname: 'Nováková',
    // The date the number encodes: the sandbox refuses a birth number that does not match the birth date.
    birthdate: birthDateFromBirthNumber(birthnumber) ?? '1990-01-01',
    birthnumber,
    idcard_no: 'EA123456',
    idcard_validity: '2030-12-31',
    nationality: 'SK',
    ...(phone ? { phone } : {}),
    politically_exposed_person: false,
    child_investment: false,
    intermediaryPerson: false,
    referred_by_client: false,
  };
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A file for a FormData field. */
export function file(bytes: Buffer, name: string, type: string): File {
  return new File([Uint8Array.from(bytes)], name, { type });
}

export const IBAN = 'SK3112000000198742637541';

/** The multipart body of the address step. */
export function addressForm(overrides: Record<string, string | File | null> = {}): FormData {
  const fields: Record<string, string | File | null> = {
    street: 'Hlavná 1',
    zip: '81101',
    city: 'Bratislava',
    country: 'SK',
    taxResidency: 'SK',
    bankAccountOwner: 'Jana Nováková',
    iban: IBAN,
    scan_bank: file(PDF, 'statement.pdf', 'application/pdf'),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== null) form.set(key, value);
  return form;
}

/** Identity verification at the sandbox's identity provider, ending in `outcome` (the documents and contract need
 * success). */
export async function verifyIdentity(t: TestSandbox, lead: TestLead, outcome = 'success'): Promise<void> {
  const started = await call(t, 'startVerification', { token: lead.token });
  expect(started.status).toBe(200);
  const answered = await callPath(t, 'POST', new URL(started.body.url).pathname, { form: { outcome } });
  expect(answered.status).toBe(303);
}

/** A lead with personal info whose identity was verified: ready for the documents. */
export async function verifiedPerson(
  t: TestSandbox,
  extra: Record<string, unknown> = {},
): Promise<TestLead & { phone: string; birthnumber: string }> {
  const lead = await leadWithPerson(t, extra);
  await verifyIdentity(t, lead);
  return lead;
}
