import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

/** A section of a page drawn as an outlined card with its heading (h2), named by it for a screen reader. */
export function OutlinedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { mobile: 2, tablet: 3 } }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
