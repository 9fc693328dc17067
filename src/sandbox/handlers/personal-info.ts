import type { ResultAnswer } from '../../api/types.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { birthNumberTaken, parsePerson } from '../person-fields.ts';
import { registeredLead } from '../principal.ts';
import { keepStepDefinition, stepDefinitionOf, withoutStepDefinition } from '../published-steps.ts';
import { assertQuota, BIRTH_NUMBER_CONFLICTS, countUse } from '../rate-limit.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import type { Services } from '../services.ts';

function today(services: Services): string {
  return new Date(services.now()).toISOString().slice(0, 10);
}

/**
 * 409 when the birth number is someone else's, at most 3 times an hour per lead, then 429 whatever the number:
 * otherwise a lead could look up, number by number, who is a client.
 */
function assertBirthNumberFree(
  services: Services,
  leadId: string,
  birthnumber: string,
  role: 'person' | 'child',
): void {
  const key = `birth-number-conflicts:${leadId}`;
  assertQuota(services, key, BIRTH_NUMBER_CONFLICTS, 'too many birth number conflicts');
  if (!birthNumberTaken(services.store, birthnumber, { leadId, role })) return;
  countUse(services, key, BIRTH_NUMBER_CONFLICTS);
  throw fail(409, 'birth number exists', { field: 'birthnumber' });
}

/** Step 2: the person's data (after the SMS check of the phone), or the child's when investing for a child. */
export const personalInfoHandlers: HandlerGroup<'personalInfo' | 'personalChildInfo'> = {
  personalInfo: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const body = await readJsonObject(req);
    const step = await stepDefinitionOf(services, 'personalInfo', body);
    // The form's version is kept beside the person's data, not in it.
    const person = parsePerson(withoutStepDefinition(body), today(services));
    const phone = person.phone ?? lead.verifiedPhone;
    if (!phone || phone !== lead.verifiedPhone) throw fail(400, 'phone not verified', { field: 'phone' });
    assertBirthNumberFree(services, lead.id, person.birthnumber, 'person');
    lead.person = { ...person.record, phone };
    lead.clientOwner = person.record.child_investment === true;
    lead.intermediaryPerson = person.record.intermediaryPerson === true;
    if (!lead.clientOwner) lead.child = null;
    lead.referrerUrl = 2;
    keepStepDefinition(lead, step);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  personalChildInfo: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const body = await readJsonObject(req);
    const step = await stepDefinitionOf(services, 'personalChildInfo', body);
    const child = parsePerson(withoutStepDefinition(body), today(services));
    if (!lead.verifiedPhone) throw fail(400, 'phone not verified', { field: 'phone' });
    if (!lead.clientOwner) throw fail(400, 'child investment not declared', { field: 'child_investment' });
    assertBirthNumberFree(services, lead.id, child.birthnumber, 'child');
    lead.child = child.record;
    lead.referrerUrl = 2;
    keepStepDefinition(lead, step);
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
