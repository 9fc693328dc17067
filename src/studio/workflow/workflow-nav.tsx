import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { useWorkflowRoute } from './use-workflow-route';
import { navEntriesFor } from './workflow-nav-entries';
import { workflowHash } from './workflow-route';

/** The workflow's screens in the studio's navigation: plain links, so the address and the back button follow. */
export function WorkflowNav() {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const current = useWorkflowRoute();
  if (session.status !== 'signed-in') return null;
  const shown = navEntriesFor(session.staff.roles);
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
