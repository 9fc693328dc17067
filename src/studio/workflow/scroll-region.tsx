import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen: it scrolls sideways inside a named region the keyboard can reach (a scrolling box
 * without focus cannot be scrolled by keyboard, WCAG 2.1.1).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </Box>
  );
}
