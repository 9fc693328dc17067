import type { ResultAnswer } from '../../api/types.ts';
import { emailField, optionalBoolean, requiredRawString } from '../fields.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { hashPassword } from '../password-hash.ts';
import { keepStepDefinition, stepDefinitionOf } from '../published-steps.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import { findAccount } from '../store.ts';

export const MIN_PASSWORD_LENGTH = 6;

/** Checks a new password and its repetition (SPEC §5); 400 on the field that is wrong. */
export function assertNewPassword(password: string, repeat: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) throw fail(400, 'password too short', { field: 'password' });
  if (password !== repeat) throw fail(400, 'passwords do not match', { field: 'repeat_password' });
}

/** Registration of a lead whose e-mail was verified with the e-mail code. */
export const registrationHandlers: HandlerGroup<'registration'> = {
  registration: async ({ req, services, principal }) => {
    const body = await readJsonObject(req);
    // The form's exact version first (issue 21): a hash never published changes nothing.
    const step = await stepDefinitionOf(services, 'registration', body);
    const email = emailField(body);
    const password = requiredRawString(body, 'password', 200);
    const repeat = requiredRawString(body, 'repeat_password', 200);
    const consent = optionalBoolean(body, 'consent');
    const marketingAgree = optionalBoolean(body, 'marketing_agree') ?? false;
    const { lead } = principal;
    if (email !== lead.email) throw fail(400, 'e-mail does not match', { field: 'email' });
    if (!lead.emailVerified) throw fail(400, 'e-mail not verified', { field: 'email' });
    if (lead.registered || findAccount(services.store, email)) {
      throw fail(409, 'e-mail already registered', { field: 'email' });
    }
    if (consent !== true) throw fail(400, 'consent required', { field: 'consent' });
    assertNewPassword(password, repeat);
    lead.passwordHash = await hashPassword(password);
    // Checked again after the await: two registrations of one e-mail may have raced.
    if (findAccount(services.store, email)) throw fail(409, 'e-mail already registered', { field: 'email' });
    lead.registered = true;
    lead.marketingAgree = marketingAgree;
    lead.referrerUrl = 1;
    keepStepDefinition(lead, step);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
