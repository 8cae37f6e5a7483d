import { Button, Container, Stack, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** What a screen shows when it fails to load or render, keeping the shell around it. */
export function RouteError() {
  const error = useRouteError();
  let detail = 'Something went wrong while showing this page.';
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText}`;
  else if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Loading chunk/i.test(error.message)
  ) {
    detail = 'This page could not be loaded. Check your internet connection, then reload the page.';
  }
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h1">Sorry, this page could not be shown</Typography>
        <Typography>{detail}</Typography>
        <Button variant="contained" color="secondary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Stack>
    </Container>
  );
}
