import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ScoringBand {
  min: number;
  max: number;
  risk_profile_id: number;
}

export interface ScoringTable {
  version: string;
  bands: ScoringBand[];
}

/**
 * Reads `scoring.json` on every call, so a compliance edit applies without restarting the server. A table
 * whose bands are not integer, ordered and contiguous throws: scoring against a broken table would be wrong.
 */
export function loadScoringTable(schemasDir: string): ScoringTable {
  const parsed: unknown = JSON.parse(readFileSync(join(schemasDir, 'scoring.json'), 'utf8'));
  const table = parsed as Partial<ScoringTable> | null;
  const bands = table?.bands;
  if (!Array.isArray(bands) || bands.length === 0) throw new Error('scoring.json: bands missing');
  bands.forEach((band, index) => {
    const valid =
      Number.isInteger(band.min) &&
      Number.isInteger(band.max) &&
      band.min <= band.max &&
      Number.isInteger(band.risk_profile_id) &&
      (index === 0 || band.min === (bands[index - 1]?.max ?? NaN) + 1);
    if (!valid) throw new Error(`scoring.json: band ${index} is not an integer band right after the previous one`);
  });
  return { version: String(table?.version ?? ''), bands };
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
