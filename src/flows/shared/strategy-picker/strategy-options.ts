import type { Lang, RiskProfile, Strategy } from '../../../api';
import type { StrategyOption } from '../../../engine';

/**
 * The provider's strategies as the strategy picker lists them, in `lang`. A strategy whose risk profile id is
 * higher than the person's is riskier (MiFID II Art. 25(2) suitability, ESMA guidelines on suitability; ids grow
 * with risk, 1 conservative … 4 very dynamic). Without a known profile nothing can be compared, so nothing is
 * flagged (the questionnaire comes before and always gives one).
 */
export function strategyOptions(
  strategies: readonly Strategy[],
  profiles: readonly RiskProfile[],
  lang: Lang,
  personRiskProfileId: number | null | undefined,
): StrategyOption[] {
  const names = new Map(profiles.map((profile) => [profile.id, profile.name[lang]]));
  return strategies.map((strategy) => ({
    id: strategy.investment_strategy_id,
    name: strategy.name,
    description: strategy.description,
    riskProfileName: names.get(strategy.risk_profile_id) ?? String(strategy.risk_profile_id),
    feeType: strategy.fee_type,
    discountPercent: strategy.discount_percent,
    entryFeePercent: strategy.entry_fee_percent,
    horizonYears: strategy.investment_horizon_years,
    riskier:
      personRiskProfileId !== null &&
      personRiskProfileId !== undefined &&
      strategy.risk_profile_id > personRiskProfileId,
  }));
}
