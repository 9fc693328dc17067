import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { LanguageSelect } from '../language-select';
import { useStudioTranslation } from '../use-studio-translation';
import { notifyAddressChanged, useWorkflowRoute } from './use-workflow-route';
import { WorkflowNav } from './workflow-nav';
import { navEntriesFor } from './workflow-nav-entries';
import { WorkflowScreen } from './workflow-screen';
import { workflowHash } from './workflow-route';

/**
 * The studio for staff whose roles read no definitions (an administrator): only the workflow screens their roles
 * open (the audit log), no editor, which the registry would refuse them. Opens on the first screen they may see.
 */
export function WorkflowOnlyStudio({ roles }: { roles: readonly string[] }) {
  const { t } = useStudioTranslation();
  const route = useWorkflowRoute();
  const entries = navEntriesFor(roles);
  const allowed = route && entries.some((entry) => entry.route.screen === route.screen) ? route : entries[0]?.route;
  // The address names the screen shown (the navigation marks it, a reload keeps it), without a step back to none.
  useEffect(() => {
    if (!allowed || route === allowed) return;
    window.history.replaceState(null, '', workflowHash(allowed));
    notifyAddressChanged();
  }, [allowed, route]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '260px 1fr' }, minHeight: '100vh' }}>
      <Box
        component="nav"
        aria-label={t('wfNavHeading')}
        sx={{ borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 2 }}>
          {t('studioName')}
        </Typography>
        <LanguageSelect />
        <WorkflowNav />
      </Box>
      <Box component="main" sx={{ p: { xs: 1, md: 3 }, minWidth: 0 }}>
        {allowed ? <WorkflowScreen route={allowed} /> : <Typography>{t('registryNoAccess')}</Typography>}
      </Box>
    </Box>
  );
}
