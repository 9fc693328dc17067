import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, RiskProfile } from '../../../api';
import type { RiskFigures } from '../../../definition/scoring/risk-figures';
import { bundledRiskFigures } from './bundled-scoring';
import { figureTexts, formatEuros } from './figure-texts';
import { RiskFiguresTable } from './risk-figures-table';
import { RiskScaleSvg } from './risk-scale-svg';
import type { PictureRow } from './types';

export interface RiskPictureProps {
  /** The provider's risk profiles (their names in each language). */
  profiles: readonly RiskProfile[];
  /** The person's risk profile. */
  riskProfileId: number;
  /** The profile of the last signed questionnaire, marked too (the update flow). */
  lastRiskProfileId?: number | null;
  /** The scoring definition's figures; the bundled schemas/scoring.json by default. */
  figures?: RiskFigures;
}

/**
 * The person's risk profile among all profiles, as a picture (ESMA35-43-3172 guideline 4 para 48: risk shown with
 * figures rather than described): a scale from the least to the most risky profile, and per profile its expected
 * yearly return band and what a bad year could take, in percent and in euros on an amount, all from the scoring
 * definition. An SVG named by the person's place and described by their figures, and a table for screen readers.
 */
export function RiskPicture({
  profiles,
  riskProfileId,
  lastRiskProfileId,
  figures = bundledRiskFigures,
}: RiskPictureProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'sk') as Lang;
  const idPrefix = useId().replaceAll(':', '');
  const rows: PictureRow[] = figures.profiles.map((profileFigures, index) => ({
    id: profileFigures.risk_profile_id,
    level: index + 1,
    name:
      profiles.find((profile) => profile.id === profileFigures.risk_profile_id)?.name[lang] ??
      String(profileFigures.risk_profile_id),
    figures: profileFigures,
    texts: figureTexts(profileFigures, figures.amount_eur, lang),
    yours: profileFigures.risk_profile_id === riskProfileId,
    last: lastRiskProfileId != null && profileFigures.risk_profile_id === lastRiskProfileId,
  }));
  const yours = rows.find((row) => row.yours);
  if (!yours) return null;
  const last = rows.find((row) => row.last && !row.yours);
  const amount = formatEuros(figures.amount_eur, lang);
  const mark = (row: PictureRow) =>
    row.yours && row.last
      ? t('riskPicture.yoursAsLast')
      : row.yours
        ? t('riskPicture.yours')
        : row.last
          ? t('riskPicture.last')
          : '';
  const label = t('riskPicture.summary', { profile: yours.name, level: yours.level, count: rows.length });
  const description = [
    t('riskPicture.description', { profile: yours.name, ...yours.texts, amount }),
    last ? t('riskPicture.descriptionLast', { profile: last.name }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Box component="section" aria-labelledby={`${idPrefix}-heading`} sx={{ my: 3 }}>
      <Typography id={`${idPrefix}-heading`} component="h2" variant="h6" gutterBottom>
        {t('riskPicture.title')}
      </Typography>
      <Typography gutterBottom>{t('riskPicture.intro')}</Typography>
      <RiskScaleSvg
        rows={rows}
        label={label}
        description={description}
        idPrefix={idPrefix}
        texts={{ you: t('riskPicture.you'), lower: t('riskPicture.lower'), higher: t('riskPicture.higher'), mark }}
      />
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <LegendItem colour="success.main" text={t('riskPicture.legendReturn')} />
        <LegendItem colour="error.main" text={t('riskPicture.legendFall', { amount })} />
      </Box>
      <RiskFiguresTable rows={rows} amount={amount} mark={mark} />
      <Typography variant="body2" color="text.secondary">
        {figures.illustrative ? t('riskPicture.illustrative') : t('riskPicture.notGuaranteed')}
      </Typography>
    </Box>
  );
}

function LegendItem({ colour, text }: { colour: string; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 14, height: 10, bgcolor: colour, flexShrink: 0 }} />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
