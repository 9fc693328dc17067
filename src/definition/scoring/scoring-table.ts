import { isObject } from '../json-object.ts';
import { type Words, words } from '../words.ts';

/** A scoring table that cannot be used: in English (`message`) and as a code the studio says in sk, en or bg. */
export class ScoringTableError extends Error {
  constructor(
    message: string,
    readonly words: Words,
  ) {
    super(message);
    this.name = 'ScoringTableError';
  }
}

export interface ScoringBand {
  min: number;
  max: number;
  risk_profile_id: number;
}

/** schemas/scoring.json: which total of points gives which risk profile (SPEC §9). */
export interface ScoringTable {
  version: string;
  bands: ScoringBand[];
}

/**
 * The scoring table of parsed `scoring.json`. A table whose bands are not integer, ordered and contiguous throws:
 * scoring against a broken table would be wrong.
 */
export function parseScoringTable(json: unknown): ScoringTable {
  const bands: unknown = isObject(json) ? json.bands : undefined;
  if (!Array.isArray(bands) || bands.length === 0)
    throw new ScoringTableError('scoring.json: bands missing', words('scoringTable.bandsMissing'));
  bands.forEach((band: Partial<ScoringBand> | null, index) => {
    const valid =
      isObject(band) &&
      Number.isInteger(band.min) &&
      Number.isInteger(band.max) &&
      (band.min as number) <= (band.max as number) &&
      Number.isInteger(band.risk_profile_id) &&
      (index === 0 || band.min === ((bands[index - 1] as ScoringBand | undefined)?.max ?? NaN) + 1);
    if (!valid)
      throw new ScoringTableError(
        `scoring.json: band ${index} is not an integer band right after the previous one`,
        words('scoringTable.bandNotContiguous', { band: index }),
      );
  });
  return { version: String((json as { version?: unknown }).version ?? ''), bands: bands as ScoringBand[] };
}

/** The risk profile of a total; totals beyond the table's ends take the nearest end band. */
export function riskProfileForPoints(table: ScoringTable, total: number): number {
  const first = table.bands[0];
  const last = table.bands[table.bands.length - 1];
  if (!first || !last) throw new Error('scoring.json: bands missing');
  if (total < first.min) return first.risk_profile_id;
  if (total > last.max) return last.risk_profile_id;
  return (table.bands.find((band) => total >= band.min && total <= band.max) ?? last).risk_profile_id;
}

/** The risk profile of each total. */
export const profilesOfTotals = (table: ScoringTable, totals: readonly number[]): number[] =>
  totals.map((total) => riskProfileForPoints(table, total));
