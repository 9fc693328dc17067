import { Typography } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { Announcer } from './announcer';
import { AuditScreen } from './audit-screen';
import { ChangeDetailScreen } from './change-detail-screen';
import { ChangesScreen } from './changes-screen';
import { HistoryScreen } from './history-screen';
import { ProposeScreen } from './propose-screen';
import { SessionsScreen } from './sessions-screen';
import { workflowQueryClient } from './workflow-query-client';
import { workflowHash, type WorkflowRoute } from './workflow-route';

/**
 * The workflow screen the address names (propose, changes, a change, history, audit, staff sessions), for signed-in
 * staff.
 */
export function WorkflowScreen({ route }: { route: WorkflowRoute }) {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  if (session.status !== 'signed-in') return <Typography role="status">{t('wfSignInFirst')}</Typography>;
  return (
    <QueryClientProvider client={workflowQueryClient}>
      <Announcer>
        {/* Keyed by the address: each screen opens fresh, its heading focused. */}
        <Screen key={workflowHash(route)} route={route} />
      </Announcer>
    </QueryClientProvider>
  );
}

function Screen({ route }: { route: WorkflowRoute }) {
  switch (route.screen) {
    case 'changes':
      return <ChangesScreen />;
    case 'change':
      return <ChangeDetailScreen changeId={route.changeId} />;
    case 'propose':
      return <ProposeScreen rollback={route.rollback} />;
    case 'history':
      return <HistoryScreen definitionId={route.definitionId} />;
    case 'audit':
      return <AuditScreen />;
    case 'sessions':
      return <SessionsScreen />;
  }
}
