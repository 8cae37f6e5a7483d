import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Label and value pairs as a description list, so a screen reader reads each value with its label. */
export function DetailsList({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { mobile: '1fr', tablet: '180px 1fr' },
        rowGap: { mobile: 0.25, tablet: 1 },
        columnGap: 2,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents', '& dd': { m: 0, mb: { mobile: 1, tablet: 0 } } }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd">{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
