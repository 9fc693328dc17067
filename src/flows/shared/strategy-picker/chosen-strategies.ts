import type { ChosenStrategy, Strategy } from '../../../api';
import { parseEurAmount } from '../../../engine';
import { type StrategyFormValue, choiceOf } from './strategy-form-value';

/**
 * The `strategies` form field's list (SPEC §7 save-strategies): the chosen strategies in the provider's order,
 * each with its deposit kind (`fee_type`), amount and, for a regular deposit, the frequency. Call with a value
 * `strategyProblems` found nothing wrong with.
 */
export function chosenStrategies(
  value: StrategyFormValue,
  strategies: readonly Strategy[],
  language: string,
): ChosenStrategy[] {
  return strategies
    .filter((strategy) => value.chosen.includes(strategy.investment_strategy_id))
    .map(({ investment_strategy_id }) => {
      const choice = choiceOf(value, investment_strategy_id);
      const amount = parseEurAmount(choice.amount, language) ?? Number.NaN;
      if (choice.deposit === 'regular')
        return { investment_strategy_id, fee_type: 'regular', amount, frequency: choice.frequency };
      return { investment_strategy_id, fee_type: 'one_time', amount };
    });
}
