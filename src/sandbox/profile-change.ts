import type { ProfileChangeField } from '../api/types.ts';
import type { BodyFields } from './read-body.ts';
import { fail } from './http-error.ts';

/** A profile change as the provider keeps it with the client: what the signature sent, and when it was signed. */
export interface KeptProfileChange extends ProfileChangeField {
  signed_at: string;
}

const isWholeNumber = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;

/**
 * The `profile_change` of a questionnaire update's signature (src/sandbox/README.md), checked against what the
 * provider knows: the client's last signed profile and the pending update's. Absent: undefined (an app that sends
 * none signs as before). Anything else is `400 'invalid field'`, before the code is checked, so it burns no try.
 */
export function profileChangeField(
  body: BodyFields,
  known: { from: number | null; to: number },
): ProfileChangeField | undefined {
  const value = body.profile_change;
  if (value === undefined) return undefined;
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const from = field.from_risk_profile_id;
  const valid =
    (from === null || isWholeNumber(from, 1)) &&
    isWholeNumber(field.to_risk_profile_id, 1) &&
    typeof field.riskier_within_period === 'boolean' &&
    isWholeNumber(field.period_days, 0) &&
    Object.keys(field).length === 4 &&
    from === known.from &&
    field.to_risk_profile_id === known.to;
  if (!valid) throw fail(400, 'invalid field', { field: 'profile_change' });
  return {
    from_risk_profile_id: from as number | null,
    to_risk_profile_id: field.to_risk_profile_id as number,
    riskier_within_period: field.riskier_within_period as boolean,
    period_days: field.period_days as number,
  };
}
