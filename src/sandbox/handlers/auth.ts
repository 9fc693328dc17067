import { timingSafeEqual } from 'node:crypto';
import type { LoginAnswer, TokenAnswer } from '../../api/types.ts';
import { unauthorizedError } from '../authenticate.ts';
import { emailField, requiredRawString, requiredString } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { verifyPassword } from '../password-hash.ts';
import { assertNotLimited, clearFailures, recordFailure } from '../rate-limit.ts';
import { readFormFields, readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import { findAccount } from '../store.ts';

/** The web app's client credentials for the onboarding authorization token (sandbox only). */
export const ONBOARDING_CLIENT = { user: 'onboarding-web', pass: 'sandbox' } as const;

export const ONBOARDING_TOKEN_TTL_S = 60 * 60;
export const LEAD_TOKEN_TTL_S = 60 * 60;
export const CLIENT_TOKEN_TTL_S = 30 * 60;

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
    const token = requiredString(body, 'token', 200);
    const link = services.store.linkTokens.get(token);
    if (!link || link.expiresAt <= services.now() || !services.store.clients.has(link.clientId)) {
      throw unauthorizedError();
    }
    const answer: TokenAnswer = {
      authorization_token: services.tokens.issue(link.clientId, 'client', CLIENT_TOKEN_TTL_S),
    };
    return json(answer);
  },

  login: async ({ req, services }) => {
    const body = await readJsonObject(req);
    const email = emailField(body);
    const password = requiredRawString(body, 'password');
    const key = `login:${email}`;
    assertNotLimited(services, key);
    const account = findAccount(services.store, email);
    const stored = account?.kind === 'client' ? account.client.passwordHash : (account?.lead.passwordHash ?? null);
    if (!account || !(await verifyPassword(password, stored))) {
      recordFailure(services, key);
      throw fail(401, 'wrong password');
    }
    clearFailures(services, key);
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
