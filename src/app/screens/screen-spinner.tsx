import { keyframes } from '@emotion/react';
import { Box } from '@mui/material';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * What shows while a screen's code and texts load: a ring in the theme's colour, named for screen readers. Drawn
 * with the Box the app has anyway instead of MUI's CircularProgress, which the landing page would download for
 * nothing (issue 17: its script budget).
 */
export function ScreenSpinner({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        display: 'inline-block',
        width: 40,
        height: 40,
        borderRadius: '50%',
        border: 4,
        borderColor: 'primary.main',
        borderTopColor: 'transparent',
        animation: `${spin} 0.8s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
      }}
    />
  );
}
