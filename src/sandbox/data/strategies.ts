import type { Lang, Strategy } from '../../api/types.ts';

type Texts = Record<Lang, { name: string; description: string }>;

const STRATEGIES: ReadonlyArray<Omit<Strategy, 'name' | 'description'> & { texts: Texts }> = [
  {
    investment_strategy_id: 1,
    slug: 'dynamic',
    risk_profile_id: 3,
    fee_type: 'regular',
    discount_percent: 0,
    entry_fee_percent: 3,
    investment_horizon_years: 10,
    texts: {
      sk: {
        name: 'Dynamická stratégia',
        description:
          'Prevažne akcie: najvyšší očakávaný výnos (okolo 12 % ročne) aj najväčšie výkyvy. Na 10 a viac rokov.',
      },
      en: {
        name: 'Dynamic strategy',
        description:
          'Mostly equities: the highest expected return (about 12% a year) and the largest swings. For 10 years or more.',
      },
      bg: {
        name: 'Динамична стратегия',
        description:
          'Предимно акции: най-висока очаквана доходност (около 12% годишно) и най-големи колебания. За 10 и повече години.',
      },
    },
  },
  {
    investment_strategy_id: 2,
    slug: 'balanced',
    risk_profile_id: 2,
    fee_type: 'regular',
    discount_percent: 0,
    entry_fee_percent: 2.5,
    investment_horizon_years: 7,
    texts: {
      sk: {
        name: 'Vyvážená stratégia',
        description: 'Akcie aj dlhopisy v rovnováhe: očakávaný výnos okolo 7 % ročne. Na 7 a viac rokov.',
      },
      en: {
        name: 'Balanced strategy',
        description: 'Equities and bonds in balance: an expected return of about 7% a year. For 7 years or more.',
      },
      bg: {
        name: 'Балансирана стратегия',
        description: 'Акции и облигации в баланс: очаквана доходност около 7% годишно. За 7 и повече години.',
      },
    },
  },
  {
    investment_strategy_id: 3,
    slug: 'conservative',
    risk_profile_id: 1,
    fee_type: 'one_time',
    discount_percent: 10,
    entry_fee_percent: 2,
    investment_horizon_years: 5,
    texts: {
      sk: {
        name: 'Konzervatívna stratégia',
        description: 'Prevažne dlhopisy: stabilnejší vývoj, očakávaný výnos okolo 3 % ročne. Na 5 a viac rokov.',
      },
      en: {
        name: 'Conservative strategy',
        description: 'Mostly bonds: steadier growth, an expected return of about 3% a year. For 5 years or more.',
      },
      bg: {
        name: 'Консервативна стратегия',
        description:
          'Предимно облигации: по-стабилно развитие, очаквана доходност около 3% годишно. За 5 и повече години.',
      },
    },
  },
  {
    investment_strategy_id: 4,
    slug: 'sovereign_bonds',
    risk_profile_id: 1,
    fee_type: 'one_time',
    discount_percent: 20,
    entry_fee_percent: 1,
    investment_horizon_years: 3,
    texts: {
      sk: {
        name: 'Štátne dlhopisy',
        description: 'Dlhopisy štátov eurozóny: najnižšie riziko aj výnos. Na 3 a viac rokov.',
      },
      en: {
        name: 'Sovereign bonds',
        description: 'Bonds of euro-area states: the lowest risk and return. For 3 years or more.',
      },
      bg: {
        name: 'Държавни облигации',
        description: 'Облигации на държави от еврозоната: най-нисък риск и доходност. За 3 и повече години.',
      },
    },
  },
];

/** The strategies with names and descriptions in `lang`. */
export function strategyList(lang: Lang): Strategy[] {
  return STRATEGIES.map(({ texts, ...strategy }) => ({ ...strategy, ...texts[lang] }));
}

/** True for an id of the list. */
export function isKnownStrategy(id: number): boolean {
  return STRATEGIES.some((strategy) => strategy.investment_strategy_id === id);
}
