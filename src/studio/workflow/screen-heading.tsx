import { Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A workflow screen's h1, focused when the screen opens: a keyboard or screen reader user who followed a link lands
 * at the top of what they chose, not at the link they left.
 */
export function ScreenHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Typography ref={ref} tabIndex={-1} component="h1" variant="h5" sx={{ mb: 2, outline: 'none' }}>
      {children}
    </Typography>
  );
}
