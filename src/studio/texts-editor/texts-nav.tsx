import { Box, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { registryFetch } from '../registry/registry-fetch';
import { useStaffSession } from '../registry/use-staff-session';
import { useStudioTranslation } from '../use-studio-translation';
import { screenName } from './screen-name';
import { textsHash, useTextsRoute } from './texts-route';

/** The screens whose texts the registry keeps as texts definitions, in the studio's navigation (signed in only). */
export function TextsNav() {
  const { t } = useStudioTranslation();
  const { session } = useStaffSession();
  const current = useTextsRoute();
  const [namespaces, setNamespaces] = useState<string[]>([]);
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    registryFetch<{ id: string; kind: string; path: string }[]>('/api/definitions').then(
      (list) => {
        if (live) setNamespaces(list.filter((d) => d.kind === 'texts').map((d) => d.path.replace(/^texts\//, '')));
      },
      // The list fails with the rest of the studio (its own message); the navigation just has no texts then.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  if (!signedIn || namespaces.length === 0) return null;
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
