import type { StrategyOption } from './strategy-option';

/**
 * One chosen strategy in the form data: its `id`, and what the definition asks of it (`deposit`, `amount`,
 * `frequency`). `riskier` is present (true) only for a strategy riskier than the person's profile, and
 * `acknowledged` holds the person's acknowledgement of it (the definition requires it then).
 */
export interface StrategyItem {
  id: number;
  deposit?: string;
  amount?: unknown;
  frequency?: string;
  riskier?: true;
  acknowledged?: boolean;
}

const isItem = (value: unknown): value is StrategyItem =>
  typeof value === 'object' && value !== null && typeof (value as StrategyItem).id === 'number';

/** The chosen strategies of the form data (an array of items), ignoring anything else. */
export function itemsOf(value: unknown): StrategyItem[] {
  return Array.isArray(value) ? value.filter(isItem) : [];
}

/**
 * The items with `option` chosen or not, in the order of the options (the provider's): a newly chosen one starts
 * from `earlier` (what was entered before it was unchosen), with its `riskier` flag from the option and its
 * acknowledgement asked again.
 */
export function withChoice(
  items: readonly StrategyItem[],
  options: readonly StrategyOption[],
  option: StrategyOption,
  chosen: boolean,
  earlier: StrategyItem | undefined,
): StrategyItem[] {
  const others = items.filter((item) => item.id !== option.id);
  if (!chosen) return others;
  const { riskier: _riskier, acknowledged: _acknowledged, ...entries } = earlier ?? { id: option.id };
  const added: StrategyItem = option.riskier ? { ...entries, id: option.id, riskier: true } : { ...entries };
  const order = (item: StrategyItem) => options.findIndex((candidate) => candidate.id === item.id);
  return [...others, added].sort((a, b) => order(a) - order(b));
}
