import { Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The links under a sign-in form (forgotten password, registration, back to login). */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ mt: 4, alignItems: 'flex-start' }}>
      {children}
    </Stack>
  );
}

/** A link to another screen of the app. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="always">
      {children}
    </Link>
  );
}
