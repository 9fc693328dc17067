import {
  assertLatin,
  isIsoDate,
  normalizeBirthNumber,
  optionalBoolean,
  optionalString,
  phoneField,
  requiredString,
} from './fields.ts';
import { birthDateFromBirthNumber } from '../definition/formats/birth-date-from-birth-number.ts';
import { fail } from './http-error.ts';
import type { BodyFields } from './read-body.ts';
import type { SandboxStore } from './store.ts';

const OPTIONAL_TEXT = [
  'academic_title_before',
  'academic_title_after',
  'idcard_no',
  'nationality',
  'agent_registration_number',
];
const YES_NO = ['politically_exposed_person', 'child_investment', 'intermediaryPerson', 'referred_by_client'];

export interface PersonInput {
  record: Record<string, unknown>;
  birthnumber: string;
  phone: string | undefined;
}

/**
 * Validates the person fields: name, surname, birthdate (YYYY-MM-DD, not in the future) and birth number (valid,
 * encoding that birthdate) are required; names, title and agent number in the app's Latin-only format; yes/no answers
 * are JSON booleans; an intermediary needs the agent's
 * registration number. Fields it does not know are kept as sent.
 */
export function parsePerson(body: BodyFields, today: string): PersonInput {
  const name = requiredString(body, 'name', 100);
  const surname = requiredString(body, 'surname', 100);
  const birthdate = requiredString(body, 'birthdate', 10);
  const rawBirthnumber = requiredString(body, 'birthnumber', 11);
  for (const [field, value] of [
    ['name', name],
    ['surname', surname],
  ] as const)
    assertLatin(value, field);
  if (!isIsoDate(birthdate) || birthdate > today) throw fail(400, 'invalid date', { field: 'birthdate' });
  const birthnumber = normalizeBirthNumber(rawBirthnumber);
  // The app's own check (src/definition/formats): the checksum of Act No. 301/1995 and a real date in the number.
  const encodedDate = birthDateFromBirthNumber(rawBirthnumber);
  if (!birthnumber || !encodedDate) throw fail(400, 'invalid birth number', { field: 'birthnumber' });
  if (encodedDate !== birthdate) throw fail(400, 'birth number does not match birth date', { field: 'birthnumber' });

  const record: Record<string, unknown> = { ...body, name, surname, birthdate, birthnumber };
  for (const field of OPTIONAL_TEXT) {
    const value = optionalString(body, field, 100);
    if (value !== undefined) record[field] = value;
  }
  for (const field of ['academic_title_before', 'agent_registration_number'])
    assertLatin(String(record[field] ?? ''), field);
  const validity = optionalString(body, 'idcard_validity', 10);
  if (validity !== undefined && validity !== '' && !isIsoDate(validity)) {
    throw fail(400, 'invalid date', { field: 'idcard_validity' });
  }
  for (const field of YES_NO) optionalBoolean(body, field);
  if (body.intermediaryPerson === true && !record.agent_registration_number) {
    throw fail(400, 'missing field', { field: 'agent_registration_number' });
  }
  const phone = body.phone === undefined || body.phone === null || body.phone === '' ? undefined : phoneField(body);
  if (phone) record.phone = phone;
  return { record, birthnumber, phone };
}

/** True when the birth number belongs to any person or child other than the one being saved. */
export function birthNumberTaken(
  store: SandboxStore,
  birthnumber: string,
  except: { leadId: string; role: 'person' | 'child' },
): boolean {
  for (const client of store.clients.values())
    if (normalizeBirthNumber(client.birthnumber) === birthnumber) return true;
  for (const lead of store.leads.values()) {
    for (const role of ['person', 'child'] as const) {
      if (lead.id === except.leadId && role === except.role) continue;
      if (lead[role]?.birthnumber === birthnumber) return true;
    }
  }
  return false;
}
