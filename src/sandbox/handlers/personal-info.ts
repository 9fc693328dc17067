import type { ResultAnswer } from '../../api/types.ts';
import type { HandlerGroup } from '../handler-context.ts';
import { fail } from '../http-error.ts';
import { birthNumberTaken, parsePerson } from '../person-fields.ts';
import { registeredLead } from '../principal.ts';
import { readJsonObject } from '../read-body.ts';
import { json } from '../reply.ts';
import type { Services } from '../services.ts';

function today(services: Services): string {
  return new Date(services.now()).toISOString().slice(0, 10);
}

function birthNumberExists(): Error {
  return fail(409, 'birth number exists', { field: 'birthnumber' });
}

/** Step 2: the person's data (after the SMS check of the phone), or the child's when investing for a child. */
export const personalInfoHandlers: HandlerGroup<'personalInfo' | 'personalChildInfo'> = {
  personalInfo: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const person = parsePerson(await readJsonObject(req), today(services));
    const phone = person.phone ?? lead.verifiedPhone;
    if (!phone || phone !== lead.verifiedPhone) throw fail(400, 'phone not verified', { field: 'phone' });
    if (birthNumberTaken(services.store, person.birthnumber, { leadId: lead.id, role: 'person' })) {
      throw birthNumberExists();
    }
    lead.person = { ...person.record, phone };
    lead.clientOwner = person.record.child_investment === true;
    lead.intermediaryPerson = person.record.intermediaryPerson === true;
    if (!lead.clientOwner) lead.child = null;
    lead.referrerUrl = 2;
    return json({ result: 'ok' } satisfies ResultAnswer);
  },

  personalChildInfo: async ({ req, services, principal }) => {
    const lead = registeredLead(principal);
    const child = parsePerson(await readJsonObject(req), today(services));
    if (!lead.verifiedPhone) throw fail(400, 'phone not verified', { field: 'phone' });
    if (!lead.clientOwner) throw fail(400, 'child investment not declared', { field: 'child_investment' });
    if (birthNumberTaken(services.store, child.birthnumber, { leadId: lead.id, role: 'child' })) {
      throw birthNumberExists();
    }
    lead.child = child.record;
    lead.referrerUrl = 2;
    return json({ result: 'ok' } satisfies ResultAnswer);
  },
};
