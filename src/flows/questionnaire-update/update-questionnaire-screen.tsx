import { LinearProgress } from '@mui/material';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientLinkGate } from './client-link-gate';

// The questionnaire engine downloads while the link is being exchanged and the last answers load, not after.
const sectionsModule = import('./update-sections');
const UpdateSections = lazy(() => sectionsModule);

/**
 * The existing client's questionnaire update (SPEC §4 "Update flow"): the sections as for a prospect, filled
 * with the last questionnaire's answers, once the e-mailed link is open.
 */
export default function UpdateQuestionnaireScreen() {
  const { t } = useTranslation();
  return (
    <ClientLinkGate page="investment-questionnaire">
      {() => (
        <Suspense fallback={<LinearProgress aria-label={t('questionnaireUpdate.loading')} />}>
          <UpdateSections />
        </Suspense>
      )}
    </ClientLinkGate>
  );
}
