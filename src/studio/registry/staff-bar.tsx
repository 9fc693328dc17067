import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useStudioTranslation } from '../use-studio-translation';
import type { StaffRole } from './registry-fetch';
import { roleNames } from './role-names';

export interface StaffBarProps {
  name: string;
  roles: readonly StaffRole[];
  onSignOut: () => Promise<void>;
}

/** The page's banner when the registry serves the studio: who is signed in, with which roles, and signing out. */
export function StaffBar({ name, roles, onSignOut }: StaffBarProps) {
  const { t } = useStudioTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: { xs: 1, sm: 2 },
        px: { xs: 1, md: 3 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography>
        <strong>{t('registrySignedInAs', { name })}</strong>
        {' · '}
        {t('registryRoles', { roles: roleNames(t, roles) })}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          onSignOut().catch(() => setLeaving(false));
        }}
      >
        {t('signOut')}
      </Button>
    </Box>
  );
}
