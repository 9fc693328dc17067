import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { screenName } from './screen-name';
import { textsHash, useTextsRoute } from './texts-route';

/**
 * The screens whose texts the registry keeps as texts definitions (`namespaces`, read with the project), in the
 * studio's navigation (signed in only).
 */
export function TextsNav({ namespaces }: { namespaces: readonly string[] }) {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const current = useTextsRoute();
  if (session.status !== 'signed-in' || namespaces.length === 0) return null;
  const sorted = [...namespaces].sort((a, b) => screenName(t, a).localeCompare(screenName(t, b)));
  return (
    <Box>
      <Typography id="nav-texts" component="h2" variant="subtitle2" sx={{ px: 2, pt: 2, color: 'text.secondary' }}>
        {t('txNavHeading')}
      </Typography>
      <List dense aria-labelledby="nav-texts">
        {sorted.map((namespace) => (
          <ListItem key={namespace} disablePadding>
            <ListItemButton
              component="a"
              href={textsHash(namespace)}
              selected={namespace === current}
              aria-current={namespace === current ? 'page' : undefined}
            >
              <ListItemText primary={screenName(t, namespace)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
