import { randomInt, randomUUID } from 'node:crypto';
import { type EndpointName, endpoints } from '../../api/endpoints.ts';
import { sendClientLinks } from '../client-links.ts';
import { riskProfileById } from '../data/risk-profiles.ts';
import { emailField, optionalBoolean, optionalString, phoneField, requiredRawString } from '../fields.ts';
import { asLang, type RequestContext } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { hashPassword } from '../password-hash.ts';
import { readJsonObject } from '../read-body.ts';
import { json, type Reply } from '../reply.ts';
import { sampleLastQuestionnaire, SEED, seedStore } from '../seed.ts';
import { clearStore, findAccount } from '../store.ts';
import { assertNewPassword } from './registration.ts';
import { serveDocumentFile } from './enumerators.ts';
import { leadDefinitions, leadQuestionnaire } from '../published-definitions-control.ts';
import { keptStepDefinitions } from '../published-steps.ts';
import { leadConsistency } from '../consistency-control.ts';
import { seedLead } from './seed-lead.ts';
import { clearIdpUrl, setIdpUrl, showIdpPage, submitIdpOutcome } from './verification.ts';

export interface ControlRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Below /sandbox/; named groups become params. */
  pattern: RegExp;
  handle: (ctx: RequestContext) => Reply | Promise<Reply>;
}

const MAX_ADVANCE_MS = 10 * 365 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

function isEndpointName(value: unknown): value is EndpointName {
  return typeof value === 'string' && Object.hasOwn(endpoints, value);
}

/** A valid-looking Slovak birth number (divisible by 11) nobody has yet. */
function freshBirthNumber(ctx: RequestContext): string {
  for (;;) {
    const year = randomInt(50, 100);
    const month = randomInt(1, 13);
    const day = randomInt(1, 29);
    const stem = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
    const check = (11 - Number((BigInt(stem) * 10n) % 11n)) % 11;
    const taken = [...ctx.services.store.clients.values()].some((client) => client.birthnumber === `${stem}${check}`);
    if (check < 10 && !taken) return `${stem}${check}`;
  }
}

/**
 * POST /sandbox/client-links `{ email }`: e-mails a client three fresh links (each works once) and answers their
 * tokens, so a test can open a link again after the first one was used.
 */
async function freshClientLinks(ctx: RequestContext): Promise<Reply> {
  const account = findAccount(ctx.services.store, emailField(await readJsonObject(ctx.req)));
  if (account?.kind !== 'client') throw fail(404, 'not found', { field: 'email' });
  const { tokens } = sendClientLinks(ctx.services, account.client, ctx.origin);
  return json(
    {
      link_tokens: {
        questionnaire: tokens.questionnaire,
        questionnaire_info: tokens['questionnaire-info'],
        new_strategy: tokens['new-strategy'],
      },
    },
    201,
  );
}

async function seedClient(ctx: RequestContext): Promise<Reply> {
  const body = await readJsonObject(ctx.req);
  const { store } = ctx.services;
  const email = body.email === undefined ? `klient-${randomInt(100_000, 1_000_000)}@sandbox.test` : emailField(body);
  if (findAccount(store, email)) throw fail(409, 'e-mail already registered', { field: 'email' });
  const password = body.password === undefined ? SEED.password : requiredRawString(body, 'password');
  assertNewPassword(password, password);
  const phone =
    body.phone === undefined ? `+4219${String(randomInt(0, 100_000_000)).padStart(8, '0')}` : phoneField(body);
  const riskProfileId = body.risk_profile_id === undefined ? 2 : body.risk_profile_id;
  if (typeof riskProfileId !== 'number' || !riskProfileById(riskProfileId)) {
    throw fail(400, 'invalid field', { field: 'risk_profile_id' });
  }
  const lang = body.lang === undefined ? 'sk' : asLang(body.lang);
  if (!lang) throw fail(400, 'invalid field', { field: 'lang' });
  const daysAgo = body.last_questionnaire_days_ago ?? 365;
  if (typeof daysAgo !== 'number' || !Number.isInteger(daysAgo) || daysAgo < 0 || daysAgo > 3650) {
    throw fail(400, 'invalid field', { field: 'last_questionnaire_days_ago' });
  }
  const client = {
    id: randomUUID(),
    email,
    phone,
    passwordHash: await hashPassword(password),
    name: optionalString(body, 'name', 100) ?? 'Klára',
    surname: optionalString(body, 'surname', 100) ?? 'Testovacia',
    birthnumber: freshBirthNumber(ctx),
    lang,
    riskProfileId,
    lastQuestionnaire:
      optionalBoolean(body, 'with_last_questionnaire') === false
        ? { answers: [], risk_profile_id: null, filled_at: null }
        : sampleLastQuestionnaire(ctx.services, riskProfileId, daysAgo * DAY_MS),
    strategies: [],
  };
  if (findAccount(store, email)) throw fail(409, 'e-mail already registered', { field: 'email' });
  store.clients.set(client.id, client);
  const { tokens, links } = sendClientLinks(ctx.services, client, ctx.origin);
  return json(
    {
      id: client.id,
      email,
      password,
      phone,
      lang,
      risk_profile_id: riskProfileId,
      link_tokens: {
        questionnaire: tokens.questionnaire,
        questionnaire_info: tokens['questionnaire-info'],
        new_strategy: tokens['new-strategy'],
      },
      links: {
        questionnaire: links.questionnaire,
        questionnaire_info: links['questionnaire-info'],
        new_strategy: links['new-strategy'],
      },
    },
    201,
  );
}

/**
 * GET /sandbox/clients/<id>: what the provider keeps of a client's questionnaire: the risk profile, the last signed
 * questionnaire's profile and date, the profile changes its signatures sent (`profile_change`), and the check of the
 * last signed answers as a whole (`consistency`, consistency-check.ts; null before one was signed).
 */
function keptClient(ctx: RequestContext): Reply {
  const client = ctx.services.store.clients.get(ctx.params.id ?? '');
  if (!client) throw fail(404, 'not found');
  return json({
    id: client.id,
    email: client.email,
    risk_profile_id: client.riskProfileId,
    last_questionnaire: {
      risk_profile_id: client.lastQuestionnaire.risk_profile_id,
      filled_at: client.lastQuestionnaire.filled_at,
    },
    profile_changes: client.profileChanges ?? [],
    consistency: client.questionnaireConsistency ?? null,
    // The definition versions kept with the client (issue 21): the steps' and the last signed update's.
    definitions: { steps: keptStepDefinitions(client), questionnaire: client.questionnaireDefinitions ?? [] },
  });
}

async function setFault(ctx: RequestContext): Promise<Reply> {
  const body = await readJsonObject(ctx.req);
  if (body.endpoint === undefined) throw fail(400, 'missing field', { field: 'endpoint' });
  if (!isEndpointName(body.endpoint)) throw fail(400, 'invalid field', { field: 'endpoint' });
  const hang = optionalBoolean(body, 'hang') ?? false;
  const status = body.status ?? 500;
  // 200: an answer that is not the call's success (e.g. a sign answered with another result than 'success').
  if (typeof status !== 'number' || !Number.isInteger(status) || (status !== 200 && (status < 400 || status > 599))) {
    throw fail(400, 'invalid field', { field: 'status' });
  }
  const result = body.result;
  // With an error status: a refusal carrying only that result, no messages (a provider's bare result text, SPEC §8).
  if (result !== undefined && (typeof result !== 'string' || result.length === 0 || result.length > 100)) {
    throw fail(400, 'invalid field', { field: 'result' });
  }
  const times = body.times ?? 1;
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > 1000) {
    throw fail(400, 'invalid field', { field: 'times' });
  }
  const retryAfter = body.retry_after;
  if (
    retryAfter !== undefined &&
    (typeof retryAfter !== 'number' || !Number.isInteger(retryAfter) || retryAfter < 0 || retryAfter > 86_400)
  ) {
    throw fail(400, 'invalid field', { field: 'retry_after' });
  }
  ctx.services.store.faults.set(body.endpoint, {
    status,
    hang,
    remaining: times,
    ...(retryAfter === undefined ? {} : { retryAfter }),
    ...(typeof result === 'string' ? { result } : {}),
  });
  return json({
    result: 'ok',
    endpoint: body.endpoint,
    status,
    hang,
    times,
    ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
    ...(typeof result === 'string' ? { fault_result: result } : {}),
  });
}

async function advanceClock(ctx: RequestContext): Promise<Reply> {
  const body = await readJsonObject(ctx.req);
  const advance = body.advanceMs;
  if (advance === undefined) throw fail(400, 'missing field', { field: 'advanceMs' });
  if (typeof advance !== 'number' || !Number.isFinite(advance) || advance < 0 || advance > MAX_ADVANCE_MS) {
    throw fail(400, 'invalid field', { field: 'advanceMs' });
  }
  ctx.services.store.clockOffsetMs += advance;
  return json({ now: new Date(ctx.services.now()).toISOString(), offset_ms: ctx.services.store.clockOffsetMs });
}

async function setHealth(ctx: RequestContext): Promise<Reply> {
  const body = await readJsonObject(ctx.req);
  if (body.status !== 'UP' && body.status !== 'DOWN') throw fail(400, 'invalid field', { field: 'status' });
  ctx.services.store.health = body.status;
  return json({ status: body.status });
}

function requestCounts(ctx: RequestContext): Reply {
  const { requestCounts: counts } = ctx.services.store;
  const name = ctx.url.searchParams.get('endpoint');
  if (name !== null) {
    if (!isEndpointName(name)) throw fail(400, 'invalid field', { field: 'endpoint' });
    return json({ endpoint: name, count: counts.get(name) ?? 0 });
  }
  const all = Object.fromEntries(counts);
  return json({ counts: all, total: [...counts.values()].reduce((sum, count) => sum + count, 0) });
}

function readOutbox(ctx: RequestContext): Reply {
  const to = ctx.url.searchParams.get('to')?.trim().toLowerCase();
  const { outbox } = ctx.services.store;
  return json(to ? outbox.filter((message) => message.to.toLowerCase() === to) : outbox);
}

/** The sandbox's own controls for tests and demos; they exist only here, never on the real provider. */
export const controlRoutes: readonly ControlRoute[] = [
  { method: 'GET', pattern: /^outbox$/, handle: readOutbox },
  {
    method: 'DELETE',
    pattern: /^outbox$/,
    handle: ({ services }) => {
      services.store.outbox = [];
      return json({ result: 'ok' });
    },
  },
  { method: 'POST', pattern: /^health$/, handle: setHealth },
  { method: 'GET', pattern: /^health$/, handle: ({ services }) => json({ status: services.store.health }) },
  { method: 'POST', pattern: /^faults$/, handle: setFault },
  {
    method: 'DELETE',
    pattern: /^faults$/,
    handle: ({ services }) => {
      services.store.faults.clear();
      return json({ result: 'ok' });
    },
  },
  {
    // Rate-limit counts (sends, logins, code and birth-number tries) are forgotten by a reset; this forgets only
    // them, or those whose key starts with `?prefix=` (e.g. `send:email-source:` for tests that make many leads).
    method: 'DELETE',
    pattern: /^limits$/,
    handle: ({ services, url }) => {
      const prefix = url.searchParams.get('prefix') ?? '';
      for (const key of [...services.store.attempts.keys()])
        if (key.startsWith(prefix)) services.store.attempts.delete(key);
      return json({ result: 'ok' });
    },
  },
  { method: 'POST', pattern: /^clients$/, handle: seedClient },
  { method: 'GET', pattern: /^clients\/(?<id>[^/]+)$/, handle: keptClient },
  { method: 'POST', pattern: /^client-links$/, handle: freshClientLinks },
  { method: 'POST', pattern: /^leads$/, handle: seedLead },
  { method: 'GET', pattern: /^leads\/(?<id>[^/]+)\/questionnaire$/, handle: leadQuestionnaire },
  { method: 'GET', pattern: /^leads\/(?<id>[^/]+)\/consistency$/, handle: leadConsistency },
  { method: 'GET', pattern: /^leads\/(?<id>[^/]+)\/definitions$/, handle: leadDefinitions },
  { method: 'POST', pattern: /^clock$/, handle: advanceClock },
  {
    method: 'POST',
    pattern: /^reset$/,
    handle: ({ services }) => {
      clearStore(services.store);
      seedStore(services);
      return json({ result: 'ok' });
    },
  },
  { method: 'GET', pattern: /^requests$/, handle: requestCounts },
  { method: 'GET', pattern: /^files\/(?<file>[^/]+)$/, handle: serveDocumentFile },
  { method: 'GET', pattern: /^idp\/(?<session>[^/]+)$/, handle: showIdpPage },
  { method: 'POST', pattern: /^idp\/(?<session>[^/]+)$/, handle: submitIdpOutcome },
  { method: 'POST', pattern: /^idp-url$/, handle: setIdpUrl },
  { method: 'DELETE', pattern: /^idp-url$/, handle: clearIdpUrl },
];
