import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../lib/routes.ts';

export function NotFoundPage() {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h1">Page not found</Typography>
        <Typography>There is no page at this address. It may have moved, or the link may be mistyped.</Typography>
        <Button component={RouterLink} to={pathTo('main')} variant="contained" color="secondary">
          Go to the dashboard
        </Button>
      </Stack>
    </Container>
  );
}
