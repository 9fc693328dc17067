import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../../../../tests/support/render-screen';
import { i18nWithAllTexts } from '../../../../../tests/support/i18n-with-all-texts';
import type { RiskProfile } from '../../../../api';
import { RiskPicture } from '../risk-picture';

// The provider's profiles as enumerator/risk_profiles answers them (the sandbox's list).
const profiles: RiskProfile[] = [
  { id: 1, slug: 'conservative', name: { sk: 'Konzervatívny', en: 'Conservative', bg: 'Консервативен' } },
  { id: 2, slug: 'balanced', name: { sk: 'Vyvážený', en: 'Balanced', bg: 'Балансиран' } },
  { id: 3, slug: 'dynamic', name: { sk: 'Dynamický', en: 'Dynamic', bg: 'Динамичен' } },
  { id: 4, slug: 'very_dynamic', name: { sk: 'Veľmi dynamický', en: 'Very dynamic', bg: 'Много динамичен' } },
];

/** Text with the no-break spaces Intl puts in numbers ("10 000 €") as plain ones, to compare with written text. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The accessible description of an element that names its describer by id (the SVG's desc). */
const descriptionOf = (element: HTMLElement) =>
  plain(document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent);

/** The figures table's rows as a screen reader reads them: the row header and its cells. */
function tableRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => plain(cell.textContent)));
}

describe('the risk picture (figures from schemas/scoring.json)', () => {
  it('names the person’s place on the scale and describes their figures, in Slovak', async () => {
    renderScreen(<RiskPicture profiles={profiles} riskProfileId={2} />, '/', { i18n: await i18nWithAllTexts('sk') });
    const picture = screen.getByRole('img', {
      name: 'Stupnica rizika: váš profil Vyvážený je stupeň 2 zo 4, od najmenej po najviac rizikový.',
    });
    expect(descriptionOf(picture)).toBe(
      'Vyvážený: očakávaný výnos 3 – 5 % ročne; v zlom roku pokles o -12 %, teda -1 200 € pri 10 000 €.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vaše riziko medzi všetkými profilmi' })).toBeVisible();
    expect(screen.getByText(/Ilustračné údaje, nie predpoveď/)).toBeVisible();
  });

  it('gives every profile’s figures as a table, amounts per language, the person’s and the last profile marked', async () => {
    const { unmount } = renderScreen(<RiskPicture profiles={profiles} riskProfileId={3} lastRiskProfileId={2} />, '/', {
      i18n: await i18nWithAllTexts('en'),
    });
    expect(screen.getByRole('table', { name: 'Figures of each risk profile (illustrative)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'A bad year on €10,000' })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['1 · Conservative', '1% – 3%', '-5%', '-€500'],
      ['2 · Balanced (last time)', '3% – 5%', '-12%', '-€1,200'],
      ['3 · Dynamic (your profile)', '4% – 7%', '-22%', '-€2,200'],
      ['4 · Very dynamic', '6% – 12%', '-35%', '-€3,500'],
    ]);
    expect(descriptionOf(screen.getByRole('img'))).toMatch(/Last time your profile was Balanced\.$/);
    unmount();

    renderScreen(<RiskPicture profiles={profiles} riskProfileId={4} />, '/', { i18n: await i18nWithAllTexts('bg') });
    expect(screen.getByRole('img', { name: /Много динамичен е степен 4 от 4/ })).toBeInTheDocument();
    expect(tableRows()[3]).toEqual(['4 · Много динамичен (вашият профил)', '6% – 12%', '-35%', '-3500 €']);
  });

  it('draws the figures it is given, not figures of its own', async () => {
    const figures = {
      illustrative: true,
      amount_eur: 5000,
      profiles: [
        { risk_profile_id: 1, expected_return_pct: { min: 2, max: 2 }, bad_year_pct: -4 },
        { risk_profile_id: 2, expected_return_pct: { min: 2, max: 8 }, bad_year_pct: -20 },
      ],
    };
    renderScreen(<RiskPicture profiles={profiles} riskProfileId={1} figures={figures} />, '/', {
      i18n: await i18nWithAllTexts('en'),
    });
    expect(screen.getByRole('img', { name: /Conservative is level 1 of 2/ })).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['1 · Conservative (your profile)', '2%', '-4%', '-€200'],
      ['2 · Balanced', '2% – 8%', '-20%', '-€1,000'],
    ]);
  });
});
