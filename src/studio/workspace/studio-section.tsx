import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface StudioSectionProps {
  /** Names the heading `{id}-heading`, which labels the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One of the studio's panels: a section named by its heading, so it is a landmark a screen reader lists. */
export function StudioSection({ id, title, children }: StudioSectionProps) {
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} sx={{ p: 2, mb: 3 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
