/** The last signed questionnaire as the client zone answers it: its profile and when it was filled in. */
export interface LastProfile {
  risk_profile_id: number | null;
  filled_at: string | null;
}

/** How the update's profile stands against the last signed one. */
export interface ProfileChange {
  /** The last signed questionnaire's profile; null for a client without one. */
  from: number | null;
  to: number;
  direction: 'first' | 'same' | 'lower' | 'riskier';
  /**
   * Riskier than the last signed questionnaire, which is younger than the period: the client is told before signing
   * and the signature is sent flagged (ESMA35-43-3172 guideline 5 paras 58-59: a client must not be induced to change
   * their profile so that a product looks suitable).
   */
  flagged: boolean;
  /** When the last questionnaire was filled in, if known. */
  lastFilledAt: Date | null;
  periodDays: number;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * The change from the last profile to the new one. Riskier means later in `riskOrder` (the scoring definition's
 * profiles from the least to the most risky), not a larger id.
 */
export function profileChangeOf(
  last: LastProfile | undefined,
  to: number,
  { now, periodDays, riskOrder }: { now: number; periodDays: number; riskOrder: readonly number[] },
): ProfileChange {
  const from = last?.risk_profile_id ?? null;
  const filled = last?.filled_at ? new Date(last.filled_at) : null;
  const lastFilledAt = filled && !Number.isNaN(filled.getTime()) ? filled : null;
  const rank = (id: number) => riskOrder.indexOf(id);
  const direction = from === null ? 'first' : from === to ? 'same' : rank(to) > rank(from) ? 'riskier' : 'lower';
  // A date in the future (a clock set wrong) counts as recent: telling the client once too often harms no one.
  const recent = lastFilledAt !== null && now - lastFilledAt.getTime() < periodDays * DAY_MS;
  return { from, to, direction, flagged: direction === 'riskier' && recent, lastFilledAt, periodDays };
}
