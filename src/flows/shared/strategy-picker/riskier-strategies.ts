import type { Strategy } from '../../../api';

/**
 * The chosen strategies riskier than the person's risk profile (MiFID II Art. 25(2) suitability assessment,
 * ESMA guidelines on suitability): a strategy whose risk profile id is higher than the one the questionnaire
 * gave. Risk profile ids grow with risk (1 conservative … 4 very dynamic). Without a known profile nothing can
 * be compared, so nothing is flagged (the questionnaire step comes before and always gives one).
 */
export function riskierStrategies(
  strategies: readonly Strategy[],
  chosen: readonly number[],
  personRiskProfileId: number | null | undefined,
): Strategy[] {
  if (personRiskProfileId === null || personRiskProfileId === undefined) return [];
  return strategies.filter(
    (strategy) => chosen.includes(strategy.investment_strategy_id) && strategy.risk_profile_id > personRiskProfileId,
  );
}
