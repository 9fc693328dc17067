import type { Strategy } from '../../../api';
import { parseEurAmount } from '../../../engine';
import { type StrategyFormValue, choiceOf } from './strategy-form-value';

/** The provider's upper bound of an amount (src/sandbox/strategy-choice.ts). */
export const MAX_AMOUNT_EUR = 100_000_000;

/** What is wrong with one chosen strategy: the message (i18n key) and the fields it concerns. */
export interface ChoiceProblem {
  message: string;
  deposit?: true;
  amount?: true;
  frequency?: true;
}

export interface StrategyProblems {
  /** SPEC §5: none chosen. */
  noneChosen?: string;
  /** Per strategy id. */
  byStrategy: Record<number, ChoiceProblem>;
  /** A riskier strategy is chosen and not acknowledged. */
  acknowledgement?: string;
  count: number;
}

/** Why a typed amount cannot be sent (i18n key), or undefined when it is a valid amount; `missing` for an empty one. */
export function amountProblem(text: string, language: string): string | 'missing' | undefined {
  const amount = parseEurAmount(text, language);
  if (amount === undefined) return 'missing';
  // Cents at most: the provider keeps amounts in euros and cents.
  if (Number.isNaN(amount) || Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
    return 'strategies.errors.amountFormat';
  if (amount <= 0) return 'strategies.errors.amountPositive';
  if (amount > MAX_AMOUNT_EUR) return 'strategies.errors.amountTooLarge';
  return undefined;
}

function choiceProblem(value: StrategyFormValue, id: number, language: string): ChoiceProblem | undefined {
  const choice = choiceOf(value, id);
  if (!choice.deposit) return { message: 'strategies.errors.depositKind', deposit: true };
  const amount = amountProblem(choice.amount, language);
  if (choice.deposit === 'regular' && (amount === 'missing' || !choice.frequency)) {
    // SPEC §5's message, whole and without the seed's typo.
    return {
      message: 'strategies.errors.incomplete',
      ...(amount === 'missing' && { amount: true }),
      ...(!choice.frequency && { frequency: true }),
    };
  }
  if (amount === 'missing') return { message: 'strategies.errors.oneTimeAmount', amount: true };
  if (amount) return { message: amount, amount: true };
  return undefined;
}

/** Every problem of the picker, in reading order of the strategies list. */
export function strategyProblems(
  value: StrategyFormValue,
  strategies: readonly Strategy[],
  riskier: readonly Strategy[],
  language: string,
): StrategyProblems {
  const problems: StrategyProblems = { byStrategy: {}, count: 0 };
  const chosen = strategies.filter((strategy) => value.chosen.includes(strategy.investment_strategy_id));
  if (chosen.length === 0) {
    problems.noneChosen = 'strategies.errors.noneChosen';
    problems.count += 1;
  }
  for (const { investment_strategy_id: id } of chosen) {
    const problem = choiceProblem(value, id, language);
    if (problem) {
      problems.byStrategy[id] = problem;
      problems.count += 1;
    }
  }
  if (riskier.some((strategy) => !value.acknowledged.includes(strategy.investment_strategy_id))) {
    problems.acknowledgement = 'strategies.errors.acknowledgement';
    problems.count += 1;
  }
  return problems;
}
