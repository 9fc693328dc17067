import type { ChosenStrategy } from '../../../api';
import { itemsOf } from '../../../engine';

/**
 * The `strategies` form field's list (SPEC §7 save-strategies) from the strategy picker's valid data: the chosen
 * strategies in the provider's order, each with its deposit kind (`fee_type`), amount and, for a regular deposit,
 * the frequency. What the form keeps for itself (the suitability flags) is not sent.
 */
export function chosenStrategies(data: unknown): ChosenStrategy[] {
  return itemsOf(data).map(({ id, deposit, amount, frequency }) =>
    deposit === 'regular'
      ? {
          investment_strategy_id: id,
          fee_type: 'regular',
          amount: Number(amount),
          frequency: frequency as ChosenStrategy['frequency'],
        }
      : { investment_strategy_id: id, fee_type: 'one_time', amount: Number(amount) },
  );
}
