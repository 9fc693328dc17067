import type { ChosenStrategy } from '../api/types.ts';
import { isKnownStrategy } from './data/strategies.ts';
import { jsonField } from './fields.ts';
import { fail } from './http-error.ts';

const FREQUENCIES: readonly string[] = ['monthly', 'quarterly', 'semiannually', 'yearly'];
const field = 'strategies';

function parseChoice(value: unknown): ChosenStrategy {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail(400, 'invalid field', { field });
  const item = value as Record<string, unknown>;
  const id = item.investment_strategy_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || !isKnownStrategy(id)) {
    throw fail(400, 'unknown strategy', { field });
  }
  if (item.fee_type !== 'regular' && item.fee_type !== 'one_time') throw fail(400, 'invalid field', { field });
  const amount = item.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 100_000_000) {
    throw fail(400, 'invalid amount', { field });
  }
  if (item.fee_type === 'one_time') return { investment_strategy_id: id, fee_type: 'one_time', amount };
  const frequency = item.frequency;
  if (typeof frequency !== 'string' || !FREQUENCIES.includes(frequency)) throw fail(400, 'missing frequency', { field });
  return { investment_strategy_id: id, fee_type: 'regular', amount, frequency: frequency as ChosenStrategy['frequency'] };
}

/** The `strategies` form field: a JSON list of chosen strategies, at least one, each strategy once. */
export function parseChosenStrategies(fields: Record<string, string>): ChosenStrategy[] {
  const list = jsonField(fields, field);
  if (!Array.isArray(list)) throw fail(400, 'invalid field', { field });
  if (list.length === 0) throw fail(400, 'no strategy chosen', { field });
  const chosen = list.map(parseChoice);
  if (new Set(chosen.map((choice) => choice.investment_strategy_id)).size !== chosen.length) {
    throw fail(400, 'duplicate strategy', { field });
  }
  return chosen;
}
