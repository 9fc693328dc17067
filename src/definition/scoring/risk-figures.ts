/**
 * The figures of `scoring.json` beside its bands: per risk profile the expected yearly return band and a bad
 * year (ESMA35-43-3172 guideline 4 para 48: risk tolerance shown with figures of returns and falls), and the period
 * within which a riskier profile is flagged (guideline 5 paras 58-59). Compliance owns the numbers; the evaluation
 * pages draw them and the update flow reads the period.
 */
import { isObject } from '../json-object.ts';
import { type Said, said } from '../words.ts';

/** One profile's illustrative figures, in percent. */
export interface ProfileFigures {
  risk_profile_id: number;
  expected_return_pct: { min: number; max: number };
  /** The fall of a bad year (about one year in twenty), negative. */
  bad_year_pct: number;
}

export interface RiskFigures {
  /** The figures are examples, not a forecast: the page says so. */
  illustrative: boolean;
  /** The amount in EUR a bad year's fall is shown on. */
  amount_eur: number;
  /** Ordered from the least to the most risky profile. */
  profiles: ProfileFigures[];
}

/** Days within which a riskier profile than the last signed one is told to the client and sent flagged. */
export const DEFAULT_RISKIER_NOTICE_DAYS = 30;

const isPercent = (value: unknown): value is number => typeof value === 'number' && value >= -100 && value <= 100;

/** A problem of the figures: where, in English, and as a code the studio says in sk, en or bg (`msg.riskFigures.*`). */
export interface RiskFiguresProblem extends Said {
  pointer: string;
}

const problem = (pointer: string, message: string, code: string, params?: Said['words']['params']) => ({
  pointer,
  ...said(message, code, params),
});

/**
 * What is wrong with the figures of a parsed `scoring.json`, against its bands: every profile of the bands has
 * figures and only those, a band's min is at most its max, a bad year is a fall, and a riskier profile (later in
 * `profiles`) expects no less and can fall no less than the one before. `npm run lint:definitions` and the registry's
 * gates both ask this (scoringFileProblems), the evaluation pages refuse figures it finds fault with.
 */
export function riskFiguresProblems(json: unknown): RiskFiguresProblem[] {
  const problems: RiskFiguresProblem[] = [];
  if (!isObject(json)) return [problem('', 'must be a JSON object', 'riskFigures.notObject')];
  const figures = json.risk_figures;
  if (!isObject(figures))
    return [problem('/risk_figures', 'missing: the figures of each risk profile', 'riskFigures.missing')];
  if (typeof figures.amount_eur !== 'number' || !(figures.amount_eur > 0))
    problems.push(problem('/risk_figures/amount_eur', 'must be an amount in EUR above 0', 'riskFigures.amount'));
  const profiles = Array.isArray(figures.profiles) ? figures.profiles : [];
  if (!Array.isArray(figures.profiles))
    problems.push(
      problem('/risk_figures/profiles', 'must list the figures of each risk profile', 'riskFigures.profilesNotList'),
    );
  const seen = new Set<number>();
  profiles.forEach((profile: unknown, index) => {
    const at = `/risk_figures/profiles/${index}`;
    if (!isObject(profile)) return problems.push(problem(at, 'must be an object', 'riskFigures.profileNotObject'));
    const id = profile.risk_profile_id;
    if (typeof id !== 'number' || !Number.isInteger(id))
      problems.push(problem(`${at}/risk_profile_id`, 'must be a risk profile id', 'riskFigures.profileId'));
    else if (seen.has(id))
      problems.push(
        problem(`${at}/risk_profile_id`, `profile ${id} is listed twice`, 'riskFigures.listedTwice', { profile: id }),
      );
    else seen.add(id);
    const band = isObject(profile.expected_return_pct) ? profile.expected_return_pct : {};
    if (!isPercent(band.min) || !isPercent(band.max) || band.min > band.max)
      problems.push(
        problem(`${at}/expected_return_pct`, 'must be { min, max } in percent, min ≤ max', 'riskFigures.returnBand'),
      );
    if (!isPercent(profile.bad_year_pct) || profile.bad_year_pct >= 0)
      problems.push(problem(`${at}/bad_year_pct`, 'must be a fall: a percentage below 0', 'riskFigures.badYear'));
    const before: unknown = profiles[index - 1];
    if (index > 0 && isObject(before) && isPercent(profile.bad_year_pct) && isPercent(before.bad_year_pct)) {
      const beforeBand = isObject(before.expected_return_pct) ? before.expected_return_pct : {};
      if (profile.bad_year_pct > before.bad_year_pct || (isPercent(band.max) && (beforeBand.max as number) > band.max))
        problems.push(
          problem(
            at,
            'a riskier profile must not fall less in a bad year, nor expect less, than the one before it',
            'riskFigures.notRiskier',
          ),
        );
    }
  });
  const inBands = Array.isArray(json.bands)
    ? json.bands.flatMap((band) =>
        isObject(band) && typeof band.risk_profile_id === 'number' ? [band.risk_profile_id] : [],
      )
    : [];
  for (const id of new Set(inBands))
    if (!seen.has(id))
      problems.push(
        problem('/risk_figures/profiles', `no figures for risk profile ${id}`, 'riskFigures.noFigures', {
          profile: id,
        }),
      );
  for (const id of seen)
    if (!inBands.includes(id))
      problems.push(
        problem('/risk_figures/profiles', `risk profile ${id} is in no band`, 'riskFigures.inNoBand', { profile: id }),
      );
  const change = json.profile_change;
  if (change !== undefined) {
    const days = isObject(change) ? change.riskier_notice_days : undefined;
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0)
      problems.push(
        problem('/profile_change/riskier_notice_days', 'must be a whole number of days ≥ 0', 'riskFigures.noticeDays'),
      );
  }
  return problems;
}

/** The figures of a parsed `scoring.json`; throws when riskFiguresProblems finds any (a wrong picture misleads). */
export function parseRiskFigures(json: unknown): RiskFigures {
  const problems = riskFiguresProblems(json);
  if (problems.length > 0) throw new Error(`scoring.json${problems[0]?.pointer}: ${problems[0]?.message}`);
  const figures = (json as { risk_figures: RiskFigures }).risk_figures;
  return { illustrative: figures.illustrative !== false, amount_eur: figures.amount_eur, profiles: figures.profiles };
}

/** The period of a parsed `scoring.json` within which a riskier profile is flagged (default 30 days). */
export function riskierNoticeDays(json: unknown): number {
  const change = isObject(json) ? json.profile_change : undefined;
  const days = isObject(change) ? change.riskier_notice_days : undefined;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : DEFAULT_RISKIER_NOTICE_DAYS;
}
