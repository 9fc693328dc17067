import { Alert, AlertTitle, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { pathTo } from '../shared/routes/routes';
import type { ProfileChange } from './profile-change';

export interface RiskierProfileNoticeProps {
  change: ProfileChange;
  nameOf: (id: number) => string;
  lang: string;
  /** The notice's id, which the signing section names as its description. */
  id: string;
}

/**
 * Told before signing when the new profile is riskier than a last questionnaire younger than the scoring
 * definition's period (ESMA35-43-3172 guideline 5 paras 58-59: a client must not be induced to change their
 * profile): what changed, that answers should change only with the client's situation, a way back to the
 * answers, and that the signature is sent flagged.
 */
export function RiskierProfileNotice({ change, nameOf, lang, id }: RiskierProfileNoticeProps) {
  const { t, i18n } = useTranslation();
  const date = change.lastFilledAt
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'long' }).format(change.lastFilledAt)
    : '';
  return (
    // A region, not an alert: it is there when the page opens, read in order before the signing it describes.
    <Alert id={id} severity="warning" component="section" role="region" aria-labelledby={`${id}-title`} sx={{ my: 3 }}>
      <AlertTitle id={`${id}-title`} component="h2" variant="h6">
        {t('profileChange.noticeTitle')}
      </AlertTitle>
      <Typography gutterBottom>
        {t('profileChange.noticeText', {
          date,
          from: change.from === null ? '' : nameOf(change.from),
          to: nameOf(change.to),
        })}
      </Typography>
      <Typography gutterBottom>{t('profileChange.noticeAdvice')}</Typography>
      <Typography gutterBottom>{t('profileChange.noticeFlagged', { count: change.periodDays })}</Typography>
      <Link component={RouterLink} to={`${pathTo('update-questionnaire', { lang })}/`}>
        {t('profileChange.review')}
      </Link>
    </Alert>
  );
}
