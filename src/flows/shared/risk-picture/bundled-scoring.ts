import scoring from '../../../../schemas/scoring.json';
import { parseRiskFigures, type RiskFigures, riskierNoticeDays } from '../../../definition/scoring/risk-figures';

/** The figures of the scoring definition bundled with the app (schemas/scoring.json), checked once at load. */
export const bundledRiskFigures: RiskFigures = parseRiskFigures(scoring);

/** Days within which a riskier profile than the last signed one is told before signing and sent flagged. */
export const bundledRiskierNoticeDays: number = riskierNoticeDays(scoring);
