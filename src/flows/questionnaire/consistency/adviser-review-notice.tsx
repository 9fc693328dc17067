import { Alert } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import rules from '../../../../schemas/questionnaire/consistency.json';
import { adviserReviewStore } from './adviser-review-store';

/**
 * On the evaluation page: when the provider marked the answers for an adviser's review, when the adviser will look
 * at them (the working days and the text come from the consistency rules' definition, `adviserReview`).
 */
export function AdviserReviewNotice() {
  const { t } = useTranslation();
  const marked = useSyncExternalStore(adviserReviewStore.subscribe, adviserReviewStore.get);
  if (!marked) return null;
  const { withinWorkingDays, notice } = rules.adviserReview;
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      {t(notice, { days: withinWorkingDays })}
    </Alert>
  );
}
