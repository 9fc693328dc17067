import { randomBytes } from 'node:crypto';
import type { ResultAnswer } from '../../api/types.ts';
import { emailField, requiredRawString } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { sendMessage } from '../outbox.ts';
import { outboxTexts } from '../outbox-texts.ts';
import { hashPassword } from '../password-hash.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { assertNotLimited, clearFailures, recordFailure } from '../rate-limit.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import { findAccount } from '../store.ts';
import { assertNewPassword } from './registration.ts';

const RESET_TTL_MS = 60 * 60_000;

/** Forgotten password: a single-use link by e-mail, then a new password with the link's token. */
export const passwordResetHandlers: HandlerGroup<'forgotPassword' | 'changeLostPassword'> = {
  forgotPassword: async ({ req, services, lang, origin }) => {
    const body = await readJsonObject(req);
    const step = await stepDefinitionOf(services, 'forgotPassword', body);
    const email = emailField(body);
    const key = `forgot:${email}`;
    assertNotLimited(services, key, 'too many password recoveries');
    // Every request counts: a reset request never fails visibly, yet must not be repeatable without end.
    recordFailure(services, key);
    const account = findAccount(services.store, email);
    if (account) {
      keepStepDefinition(account.kind === 'client' ? account.client : account.lead, step);
      const token = randomBytes(32).toString('base64url');
      services.store.resetTokens.set(token, { email, expiresAt: services.now() + RESET_TTL_MS });
      const link = `${origin}/${lang}/reset-password/${token}`;
      sendMessage(services, { channel: 'email', to: email, lang, ...outboxTexts.resetLink(lang, { link }), link });
    }
    // The same answer whether or not the e-mail is registered, so nobody learns which addresses have accounts.
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  changeLostPassword: async ({ req, services }) => {
    const body = await readJsonObject(req);
    const step = await stepDefinitionOf(services, 'changeLostPassword', body);
    const token = typeof body.token === 'string' ? body.token : '';
    const reset = services.store.resetTokens.get(token);
    const account = reset && reset.expiresAt > services.now() ? findAccount(services.store, reset.email) : undefined;
    if (!reset || !account) throw fail(401, 'unauthorized', { messageKey: 'invalid reset link', field: 'token' });
    const password = requiredRawString(body, 'password', 200);
    const repeat = requiredRawString(body, 'repeat_password', 200);
    assertNewPassword(password, repeat);
    const hash = await hashPassword(password);
    // Used once: a second request with the same link is refused.
    if (!services.store.resetTokens.delete(token))
      throw fail(401, 'unauthorized', { messageKey: 'invalid reset link' });
    if (account.kind === 'client') account.client.passwordHash = hash;
    else account.lead.passwordHash = hash;
    keepStepDefinition(account.kind === 'client' ? account.client : account.lead, step);
    // Every token issued before the new password is void: whoever knew the old one is logged out everywhere.
    const subject = account.kind === 'client' ? account.client.id : account.lead.id;
    services.store.tokensVoidBefore.set(subject, Math.floor(services.now() / 1000));
    clearFailures(services, `login:${reset.email}`);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
