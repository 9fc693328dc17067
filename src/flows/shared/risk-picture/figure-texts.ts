import type { ProfileFigures } from '../../../definition/scoring/risk-figures';

/** One profile's figures as the person reads them, in their language's number format. */
export interface FigureTexts {
  /** The expected yearly return band, e.g. "3 – 5 %". */
  band: string;
  /** A bad year's fall in percent, e.g. "−12 %". */
  fall: string;
  /** The same fall in euros on the amount, e.g. "−1 200 €". */
  fallEur: string;
}

/** The figures of a profile as texts: percent and EUR amounts formatted per `language` (Intl). */
export function figureTexts(figures: ProfileFigures, amountEur: number, language: string): FigureTexts {
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const { min, max } = figures.expected_return_pct;
  return {
    band: min === max ? percent.format(min / 100) : percent.formatRange(min / 100, max / 100),
    fall: percent.format(figures.bad_year_pct / 100),
    fallEur: formatEuros((amountEur * figures.bad_year_pct) / 100, language),
  };
}

/** An amount in EUR in `language`'s format, without cents ("10 000 €", "€10,000"). */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
    amount,
  );
}
