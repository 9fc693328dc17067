import type { ChosenStrategy, Frequency, StatementSettings } from '../api/types.ts';
import { isKnownStrategy } from './data/strategies.ts';
import { jsonField } from './fields.ts';
import { fail } from './http-error.ts';

const FREQUENCIES: readonly string[] = ['monthly', 'quarterly', 'semiannually', 'yearly'];
const field = 'strategies';

/** At least one cent, whole cents only (SPEC §3: amounts in EUR); the bound keeps a typo from being an order. */
function isEurAmount(amount: number): boolean {
  const cents = amount * 100;
  // Within a millionth of a cent: 0.1 + 0.2 style float noise of an amount typed with two decimals still passes.
  return (
    Number.isFinite(amount) && amount >= 0.01 && amount <= 100_000_000 && Math.abs(cents - Math.round(cents)) < 1e-6
  );
}

function parseChoice(value: unknown): ChosenStrategy {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw fail(400, 'invalid field', { field });
  const item = value as Record<string, unknown>;
  const id = item.investment_strategy_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || !isKnownStrategy(id)) {
    throw fail(400, 'unknown strategy', { field });
  }
  if (item.fee_type !== 'regular' && item.fee_type !== 'one_time') throw fail(400, 'invalid field', { field });
  const amount = item.amount;
  if (typeof amount !== 'number' || !isEurAmount(amount)) {
    throw fail(400, 'invalid amount', { field });
  }
  if (item.fee_type === 'one_time') return { investment_strategy_id: id, fee_type: 'one_time', amount };
  const frequency = item.frequency;
  if (typeof frequency !== 'string' || !FREQUENCIES.includes(frequency))
    throw fail(400, 'missing frequency', { field });
  return { investment_strategy_id: id, fee_type: 'regular', amount, frequency: frequency as Frequency };
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

const SEND_TYPES: readonly string[] = ['do_not_send', 'one_time', 'regular'];
const DELIVERY_TYPES: readonly string[] = ['email', 'client_zone', 'do_not_send'];

/**
 * The statement settings sent beside `strategies` (form fields `statement_send_type`, `statement_delivery_type`,
 * `statement_frequency`); undefined when none is sent (older clients send only the strategies). They must agree:
 * "do not send" goes with no delivery (or delivery `do_not_send`) and no frequency; sending needs a delivery by
 * e-mail or in the client zone; only regular statements have a frequency.
 */
export function parseStatementSettings(fields: Record<string, string>): StatementSettings | undefined {
  const send = fields.statement_send_type;
  const delivery = fields.statement_delivery_type;
  const frequency = fields.statement_frequency;
  if (send === undefined && delivery === undefined && frequency === undefined) return undefined;
  if (send === undefined || send === '') throw fail(400, 'missing field', { field: 'statement_send_type' });
  if (!SEND_TYPES.includes(send)) throw fail(400, 'invalid field', { field: 'statement_send_type' });
  if (delivery !== undefined && !DELIVERY_TYPES.includes(delivery))
    throw fail(400, 'invalid field', { field: 'statement_delivery_type' });
  if (frequency !== undefined && !FREQUENCIES.includes(frequency))
    throw fail(400, 'invalid field', { field: 'statement_frequency' });
  const sendType = send as StatementSettings['statement_send_type'];
  if (sendType === 'do_not_send') {
    if (delivery !== undefined && delivery !== 'do_not_send')
      throw fail(400, 'invalid field', { field: 'statement_delivery_type' });
    if (frequency !== undefined) throw fail(400, 'invalid field', { field: 'statement_frequency' });
    return { statement_send_type: sendType, statement_delivery_type: 'do_not_send' };
  }
  if (delivery === undefined) throw fail(400, 'missing field', { field: 'statement_delivery_type' });
  if (delivery === 'do_not_send') throw fail(400, 'invalid field', { field: 'statement_delivery_type' });
  const deliveryType = delivery as StatementSettings['statement_delivery_type'];
  if (sendType === 'one_time') {
    if (frequency !== undefined) throw fail(400, 'invalid field', { field: 'statement_frequency' });
    return { statement_send_type: sendType, statement_delivery_type: deliveryType };
  }
  if (frequency === undefined) throw fail(400, 'missing field', { field: 'statement_frequency' });
  return {
    statement_send_type: sendType,
    statement_delivery_type: deliveryType,
    statement_frequency: frequency as Frequency,
  };
}
