import type { Frequency } from '../../../api';

export type DepositKind = 'regular' | 'one_time';

export const FREQUENCIES: readonly Frequency[] = ['monthly', 'quarterly', 'semiannually', 'yearly'];

/** What the person entered for one strategy; kept while it is toggled off, so choosing it again loses nothing. */
export interface StrategyChoice {
  deposit?: DepositKind;
  /** The amount as typed (parsed on submit with the engine's EUR parser), so nothing typed is ever rewritten away. */
  amount: string;
  frequency?: Frequency;
}

/** The picker's whole state: the chosen strategy ids, the entries per strategy id, and the acknowledged riskier ids. */
export interface StrategyFormValue {
  chosen: number[];
  choices: Record<string, StrategyChoice>;
  /** The riskier-than-profile strategies the person acknowledged; a newly chosen riskier one asks again. */
  acknowledged: number[];
}

export const emptyStrategyFormValue: StrategyFormValue = { chosen: [], choices: {}, acknowledged: [] };

export const emptyChoice: StrategyChoice = { amount: '' };

/** The entries for `id`, empty when nothing was entered yet. */
export function choiceOf(value: StrategyFormValue, id: number): StrategyChoice {
  return value.choices[String(id)] ?? emptyChoice;
}

/** A draft read back from the draft store, when it has the picker's shape. */
export function strategyFormValueFrom(draft: unknown): StrategyFormValue {
  if (!draft || typeof draft !== 'object') return emptyStrategyFormValue;
  const { chosen, choices, acknowledged } = draft as Partial<StrategyFormValue>;
  if (!Array.isArray(chosen) || !choices || typeof choices !== 'object' || !Array.isArray(acknowledged))
    return emptyStrategyFormValue;
  return { chosen, choices, acknowledged };
}
