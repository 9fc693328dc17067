import type { RiskProfile } from '../../api/types.ts';

/** The four risk profiles; ids are what questionnaire scoring and strategies refer to. */
export const RISK_PROFILES: readonly RiskProfile[] = [
  { id: 1, slug: 'conservative', name: { sk: 'Konzervatívny', en: 'Conservative', bg: 'Консервативен' } },
  { id: 2, slug: 'balanced', name: { sk: 'Vyvážený', en: 'Balanced', bg: 'Балансиран' } },
  { id: 3, slug: 'dynamic', name: { sk: 'Dynamický', en: 'Dynamic', bg: 'Динамичен' } },
  { id: 4, slug: 'very_dynamic', name: { sk: 'Veľmi dynamický', en: 'Very dynamic', bg: 'Много динамичен' } },
];

/** The profile with `id`; undefined for an id outside 1..4. */
export function riskProfileById(id: number): RiskProfile | undefined {
  return RISK_PROFILES.find((profile) => profile.id === id);
}
