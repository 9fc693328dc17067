import { timingSafeEqual } from 'node:crypto';
import type { LoginAnswer, TokenAnswer } from '../../api/types.ts';
import { CLIENT_TOKEN_TTL_S, exchangeLinkToken, issueLinkToken } from '../client-links.ts';
import { emailField, requiredRawString, requiredString } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { verifyPassword } from '../password-hash.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { assertLoginAllowed, clearFailures, LOGIN_FREE_FAILURES, recordLoginFailure, sourceOf } from '../rate-limit.ts';
import { readFormFields, readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import { findAccount } from '../store.ts';

/** The web app's client credentials for the onboarding authorization token (sandbox only). */
export const ONBOARDING_CLIENT = { user: 'onboarding-web', pass: 'sandbox' } as const;

export const ONBOARDING_TOKEN_TTL_S = 60 * 60;
export const LEAD_TOKEN_TTL_S = 60 * 60;
// The client-zone token's lifetime lives with the link exchange (client-links.ts).
export { CLIENT_TOKEN_TTL_S };
/** The questionnaire-info link token a client's login answers: opened by the app right after the login. */
export const LOGIN_LINK_TTL_MS = 10 * 60_000;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Onboarding authorization token, client-zone token exchange, and login. */
export const authHandlers: HandlerGroup<'onboardingToken' | 'authentication' | 'login'> = {
  onboardingToken: async ({ req, services }) => {
    const fields = await readFormFields(req);
    const scope = requiredString(fields, 'scope');
    const user = requiredString(fields, 'user');
    const pass = requiredRawString(fields, 'pass');
    if (scope !== 'onboarding') throw fail(400, 'invalid field', { field: 'scope' });
    // Both compared, always, so the time taken says nothing about which one was wrong.
    const userOk = sameText(user, ONBOARDING_CLIENT.user);
    const passOk = sameText(pass, ONBOARDING_CLIENT.pass);
    // No WWW-Authenticate: a Basic challenge would make browsers pop up a password dialog.
    if (!userOk || !passOk) throw fail(401, 'invalid credentials');
    const answer: TokenAnswer = {
      authorization_token: services.tokens.issue(ONBOARDING_CLIENT.user, 'onboarding', ONBOARDING_TOKEN_TTL_S),
    };
    return json(answer);
  },

  authentication: async ({ req, services }) => {
    const body = await readJsonObject(req);
    // Single use, scoped to the link's purpose (client-links.ts).
    const answer: TokenAnswer = {
      authorization_token: exchangeLinkToken(services, requiredString(body, 'token', 200)),
    };
    return json(answer);
  },

  login: async ({ req, services }) => {
    const body = await readJsonObject(req);
    const step = await stepDefinitionOf(services, 'login', body);
    const email = emailField(body);
    const password = requiredRawString(body, 'password');
    // Slowed down per account and per source address, never locked: see assertLoginAllowed.
    const accountKey = { key: `login:${email}`, free: LOGIN_FREE_FAILURES.account };
    const sourceKey = { key: `login-source:${sourceOf(req)}`, free: LOGIN_FREE_FAILURES.source };
    assertLoginAllowed(services, [accountKey, sourceKey], 'too many logins');
    const account = findAccount(services.store, email);
    const stored = account?.kind === 'client' ? account.client.passwordHash : (account?.lead.passwordHash ?? null);
    if (!account || !(await verifyPassword(password, stored))) {
      recordLoginFailure(services, [accountKey, sourceKey]);
      throw fail(401, 'wrong password');
    }
    // The source's failures stay: logging in to one's own account must not clear the slow-down of guessing others.
    clearFailures(services, accountKey.key);
    keepStepDefinition(account.kind === 'client' ? account.client : account.lead, step);
    if (account.kind === 'client') {
      const { client } = account;
      const answer: LoginAnswer = {
        lead_token: services.tokens.issue(client.id, 'lead', LEAD_TOKEN_TTL_S),
        referrer_url: 8,
        model: 'Clients',
        verification_status: 'success',
        risk_profile_id: client.riskProfileId,
        client_owner: false,
        intermediary: false,
        // What an existing client needs after login (SPEC §2: they go to questionnaire-info): a link token as the
        // e-mailed questionnaire-info link carries, exchanged at `authentication` like one, short-lived since the
        // app opens it at once.
        client_link_token: issueLinkToken(services, client.id, 'questionnaire-info', LOGIN_LINK_TTL_MS),
      };
      return json(answer);
    }
    const { lead } = account;
    const answer: LoginAnswer = {
      lead_token: services.tokens.issue(lead.id, 'lead', LEAD_TOKEN_TTL_S),
      referrer_url: lead.referrerUrl,
      model: 'Leads',
      verification_status: lead.verificationStatus,
      risk_profile_id: lead.riskProfileId,
      client_owner: lead.clientOwner,
      intermediary: lead.intermediaryPerson,
    };
    return json(answer);
  },
};
