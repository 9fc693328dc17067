import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConsistencyRule } from '../../../definition/consistency/types';

/**
 * Under the buttons of a section opened from the contradictions screen (in view beside the question its link
 * focused): which contradictions are still open, re-evaluated as the answers change and announced politely, so the
 * person sees and hears at once whether the new answer resolved one.
 */
export function OpenContradictionsNotice({ fired }: { fired: readonly ConsistencyRule[] }) {
  const { t } = useTranslation();
  return (
    <Alert severity={fired.length > 0 ? 'warning' : 'success'} sx={{ mt: 3 }} role="status" aria-live="polite">
      {fired.length > 0
        ? t('consistency.screen.stillOpen', { titles: fired.map((rule) => t(rule.title)).join('; ') })
        : t('consistency.screen.noneOpen')}
    </Alert>
  );
}
