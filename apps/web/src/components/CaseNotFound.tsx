import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../lib/routes.ts';

/** A page of one case whose case is not found (or not the user's): says so and leads back to the dashboard. */
export function CaseNotFound({ title }: { title: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h1">{title}</Typography>
        <Typography>This case does not exist or is not one of yours.</Typography>
        <Button component={RouterLink} to={pathTo('main')} variant="outlined" color="secondary">
          Back to the dashboard
        </Button>
      </Stack>
    </Container>
  );
}
