import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useStaffSession } from '../registry/use-staff-session';
import type { StaffRole } from '../registry/registry-fetch';
import { useStudioTranslation } from '../use-studio-translation';
import { useWorkflowRoute } from './use-workflow-route';
import { workflowHash, type WorkflowRoute } from './workflow-route';

interface Entry {
  route: WorkflowRoute;
  label: string;
  /** Shown to these roles only; the registry refuses the others anyway. */
  roles?: StaffRole[];
}

const ENTRIES: Entry[] = [
  { route: { screen: 'changes' }, label: 'wfNavChanges' },
  { route: { screen: 'propose' }, label: 'wfNavPropose', roles: ['author'] },
  { route: { screen: 'history' }, label: 'wfNavHistory' },
  { route: { screen: 'audit' }, label: 'wfNavAudit', roles: ['auditor', 'admin'] },
];

/** The workflow's screens in the studio's navigation: plain links, so the address and the back button follow. */
export function WorkflowNav() {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const current = useWorkflowRoute();
  if (session.status !== 'signed-in') return null;
  const shown = ENTRIES.filter((entry) => !entry.roles || entry.roles.some((role) => session.hasRole(role)));
  return (
    <Box>
      <Typography id="nav-workflow" component="h2" variant="subtitle2" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
        {t('wfNavHeading')}
      </Typography>
      <List dense aria-labelledby="nav-workflow">
        {shown.map((entry) => {
          const active =
            current?.screen === entry.route.screen ||
            (current?.screen === 'change' && entry.route.screen === 'changes');
          return (
            <ListItem key={entry.label} disablePadding>
              <ListItemButton
                component="a"
                href={workflowHash(entry.route)}
                selected={active}
                aria-current={active ? 'page' : undefined}
              >
                <ListItemText primary={t(entry.label)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
