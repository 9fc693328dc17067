import { bundledVersion, type StoreVersion } from '../../../tests/e2e/published-definitions-store.ts';

/**
 * Scoring 2.0.0, in effect since 1970: a total of `points` or less now falls in the first band (profile 1), so a golden
 * set of that total moves from its bundled profile. For tests of a scoring version named and used exactly.
 */
export function scoringFirstBandUpTo(points: number): StoreVersion {
  const bundled = bundledVersion('scoring');
  return {
    ...bundled,
    semver: '2.0.0',
    versionNo: 2,
    definition: {
      ...bundled.definition,
      version: '2',
      bands: [
        { min: -1000, max: points, risk_profile_id: 1 },
        { min: points + 1, max: 89, risk_profile_id: 2 },
        { min: 90, max: 149, risk_profile_id: 3 },
        { min: 150, max: 1000, risk_profile_id: 4 },
      ],
    },
    effectiveAt: new Date(0),
  };
}
