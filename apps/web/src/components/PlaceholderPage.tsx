import type { ReactNode } from 'react';
import { Container, Stack, Typography } from '@mui/material';

/** A screen that a later issue builds: its heading and a sentence about what will be here. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={2}>
        <Typography variant="h1">{title}</Typography>
        {children ?? <Typography>This page is coming soon.</Typography>}
      </Stack>
    </Container>
  );
}
