import { randomBytes } from 'node:crypto';
import type { AnswerOf, ResultAnswer } from '../../api/types.ts';
import { assertLinkAllows, resendClientLinks } from '../client-links.ts';
import { assertCodeOk } from '../code-answer.ts';
import { checkNamedConsistency, CONSISTENCY_ID } from '../consistency-check.ts';
import { takeCodeQuota } from '../code-quota.ts';
import { checkCode, issueCode } from '../codes.ts';
import { riskProfileById } from '../data/risk-profiles.ts';
import { emailField, requiredString } from '../fields.ts';
import { asLang, type HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import type { ClientPrincipal } from '../principal.ts';
import { profileChangeField } from '../profile-change.ts';
import { scoringTableOf } from '../published-scoring.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { parseAnswers, scoreNamedAnswers, storedAnswers } from '../questionnaire-answers.ts';
import {
  assertNotLimited,
  clearFailures,
  recordFailure,
  SEND_PER_SOURCE,
  SEND_PER_TARGET,
  sourceOf,
  takeQuota,
} from '../rate-limit.ts';
import { type BodyFields, readFormFields, readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import type { Services } from '../services.ts';
import type { LinkPurpose, PendingQuestionnaire, PendingStrategies } from '../store.ts';
import { parseChosenStrategies } from '../strategy-choice.ts';

const PENDING_TTL_MS = 24 * 60 * 60_000;
// What each link's client-zone token may do (client-links.ts): the questionnaire links update the questionnaire,
// the new-strategy link adds strategies; either reads the last questionnaire (the strategy page shows the profile).
const QUESTIONNAIRE_LINKS: readonly LinkPurpose[] = ['questionnaire', 'questionnaire-info'];
const STRATEGY_LINKS: readonly LinkPurpose[] = ['new-strategy'];

function pendingFor(
  services: Services,
  principal: ClientPrincipal,
  body: BodyFields,
): { token: string; pending: PendingQuestionnaire } {
  const token = requiredString(body, 'signature_token', 100);
  const pending = services.store.pendingQuestionnaires.get(token);
  if (!pending || pending.clientId !== principal.client.id || pending.expiresAt <= services.now()) {
    throw fail(400, 'invalid signature token', { field: 'signature_token' });
  }
  return { token, pending };
}

function pendingStrategiesFor(
  services: Services,
  principal: ClientPrincipal,
  body: BodyFields,
): { token: string; pending: PendingStrategies } {
  const token = requiredString(body, 'signature_token', 100);
  const pending = services.store.pendingStrategies.get(token);
  if (!pending || pending.clientId !== principal.client.id || pending.expiresAt <= services.now()) {
    throw fail(400, 'invalid signature token', { field: 'signature_token' });
  }
  return { token, pending };
}

/** The existing client's yearly questionnaire (filled, then signed with a code) and new strategies. */
export const clientZoneHandlers: HandlerGroup<
  | 'lastQuestionnaire'
  | 'newQuestionnaire'
  | 'requestSignCode'
  | 'requestSignCodeEmail'
  | 'signQuestionnaire'
  | 'newStrategy'
  | 'requestStrategySignCode'
  | 'requestStrategySignCodeEmail'
  | 'signStrategy'
  | 'requestClientLinks'
> = {
  lastQuestionnaire: ({ principal }) =>
    json(principal.client.lastQuestionnaire satisfies AnswerOf<'lastQuestionnaire'>),

  newQuestionnaire: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, QUESTIONNAIRE_LINKS);
    const fields = await readFormFields(req);
    const answers = parseAnswers(fields);
    const { client } = principal;
    client.lang = asLang(fields.lang) ?? client.lang;
    // As onboarding's (issue 21): scored with exactly the section versions and scoring table the request names, checked
    // with exactly the rules it names; the versions are kept with the client once the update is signed.
    const scoring = await scoringTableOf(services, fields);
    const { riskProfileId, definitions, sections } = await scoreNamedAnswers(services, answers, scoring.table);
    const consistency = await checkNamedConsistency(services, fields, answers, sections);
    const profile = riskProfileById(riskProfileId);
    if (!profile) throw new Error(`scoring.json maps to unknown risk profile ${riskProfileId}`);
    const token = randomBytes(24).toString('base64url');
    services.store.pendingQuestionnaires.set(token, {
      clientId: client.id,
      answers: storedAnswers(answers),
      riskProfileId,
      expiresAt: services.now() + PENDING_TTL_MS,
      ...(consistency ? { consistency } : {}),
      definitions: [
        ...definitions,
        ...(scoring.identity ? [scoring.identity] : []),
        ...(consistency?.definition_sha256
          ? [{ id: CONSISTENCY_ID, version: consistency.version, sha256: consistency.definition_sha256 }]
          : []),
      ],
    });
    const answer: AnswerOf<'newQuestionnaire'> = {
      signature_token: token,
      risk_profile: profile,
      // Only when a review rule fired: a provider without consistency rules answers as before.
      ...(consistency && consistency.review.length > 0 ? { adviser_review: true } : {}),
    };
    return json(answer);
  },

  requestSignCode: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, QUESTIONNAIRE_LINKS);
    const { token } = pendingFor(services, principal, await readJsonObject(req));
    const { client } = principal;
    takeCodeQuota(services, { purpose: 'questionnaire-sign', owner: client.id, target: client.phone });
    const code = issueCode(services, 'questionnaire-sign', token, token);
    const text = outboxTexts.questionnaireSignCode(client.lang, { code });
    sendMessage(services, { channel: 'sms', to: client.phone, lang: client.lang, ...text, code });
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  requestSignCodeEmail: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, QUESTIONNAIRE_LINKS);
    const { token } = pendingFor(services, principal, await readJsonObject(req));
    const { client } = principal;
    takeCodeQuota(services, { purpose: 'questionnaire-sign', owner: client.id, target: client.email });
    const code = issueCode(services, 'questionnaire-sign', token, token);
    const text = outboxTexts.questionnaireSignCode(client.lang, { code });
    sendMessage(services, { channel: 'email', to: client.email, lang: client.lang, ...text, code });
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  signQuestionnaire: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, QUESTIONNAIRE_LINKS);
    const body = await readJsonObject(req);
    const { token, pending } = pendingFor(services, principal, body);
    const code = requiredString(body, 'code', 20);
    const profileChange = profileChangeField(body, {
      from: principal.client.lastQuestionnaire.risk_profile_id,
      to: pending.riskProfileId,
    });
    const key = `questionnaire-sign:${token}`;
    assertNotLimited(services, key);
    const check = checkCode(services, 'questionnaire-sign', token, token, code);
    if (check === 'wrong' || check === 'expired') recordFailure(services, key);
    assertCodeOk(check);
    clearFailures(services, key);
    services.store.pendingQuestionnaires.delete(token);
    const { client } = principal;
    client.riskProfileId = pending.riskProfileId;
    client.lastQuestionnaire = {
      answers: pending.answers,
      risk_profile_id: pending.riskProfileId,
      filled_at: new Date(services.now()).toISOString(),
    };
    if (pending.consistency) client.questionnaireConsistency = pending.consistency;
    client.questionnaireDefinitions = pending.definitions ?? [];
    if (profileChange)
      client.profileChanges = [
        ...(client.profileChanges ?? []),
        { ...profileChange, signed_at: client.lastQuestionnaire.filled_at ?? '' },
      ];
    return json({ result: 'success' } satisfies ResultAnswer);
  },

  /** The strategies wait (24 h) for the signature with a code, as a questionnaire update does. */
  newStrategy: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, STRATEGY_LINKS);
    const fields = await readFormFields(req);
    const step = await stepDefinitionOf(services, 'newStrategy', fields);
    const strategies = parseChosenStrategies(fields);
    const token = randomBytes(24).toString('base64url');
    services.store.pendingStrategies.set(token, {
      clientId: principal.client.id,
      strategies,
      expiresAt: services.now() + PENDING_TTL_MS,
      ...(step ? { step } : {}),
    });
    const answer: AnswerOf<'newStrategy'> = { result: 'ok', signature_token: token };
    return json(answer);
  },

  requestStrategySignCode: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, STRATEGY_LINKS);
    const { token } = pendingStrategiesFor(services, principal, await readJsonObject(req));
    const { client } = principal;
    takeCodeQuota(services, { purpose: 'strategy-sign', owner: client.id, target: client.phone });
    const code = issueCode(services, 'strategy-sign', token, token);
    sendMessage(services, {
      channel: 'sms',
      to: client.phone,
      lang: client.lang,
      ...outboxTexts.strategySignCode(client.lang, { code }),
      code,
    });
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  requestStrategySignCodeEmail: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, STRATEGY_LINKS);
    const { token } = pendingStrategiesFor(services, principal, await readJsonObject(req));
    const { client } = principal;
    takeCodeQuota(services, { purpose: 'strategy-sign', owner: client.id, target: client.email });
    const code = issueCode(services, 'strategy-sign', token, token);
    sendMessage(services, {
      channel: 'email',
      to: client.email,
      lang: client.lang,
      ...outboxTexts.strategySignCode(client.lang, { code }),
      code,
    });
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  signStrategy: async ({ req, services, principal }) => {
    assertLinkAllows(services, req, STRATEGY_LINKS);
    const body = await readJsonObject(req);
    const { token, pending } = pendingStrategiesFor(services, principal, body);
    const code = requiredString(body, 'code', 20);
    const key = `strategy-sign:${token}`;
    assertNotLimited(services, key);
    const check = checkCode(services, 'strategy-sign', token, token, code);
    if (check === 'wrong' || check === 'expired') recordFailure(services, key);
    assertCodeOk(check);
    clearFailures(services, key);
    services.store.pendingStrategies.delete(token);
    principal.client.strategies = pending.strategies;
    keepStepDefinition(principal.client, pending.step);
    return json({ result: 'success' } satisfies ResultAnswer);
  },

  /** Fresh links by e-mail; the same answer for any e-mail, so it tells no one who is a client. */
  requestClientLinks: async ({ req, services, origin }) => {
    const email = emailField(await readJsonObject(req));
    // As for codes: 3 per e-mail and 10 per source in 10 minutes (429 + Retry-After), whoever the e-mail is.
    takeQuota(services, [
      { key: `client-links:${email}`, quota: SEND_PER_TARGET },
      { key: `client-links-source:${sourceOf(req)}`, quota: SEND_PER_SOURCE },
    ]);
    resendClientLinks(services, email, origin);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
