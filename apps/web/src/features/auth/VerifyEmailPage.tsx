/**
 * The page of an e-mailed verification link (decision 0039): the token comes after "#", which no server or log sees,
 * and is taken out of the address bar; the address is verified when the user presses the button, not by a mail
 * scanner that only opens the link.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useConfirmEmail } from '../../lib/queries/account.ts';
import { pathTo } from '../../lib/routes.ts';

function tokenOfLink(): string {
  const token = /[#&]token=([^&]+)/.exec(window.location.hash)?.[1];
  return token ? decodeURIComponent(token) : '';
}

export default function VerifyEmailPage() {
  const [token] = useState(tokenOfLink);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  const confirm = useConfirmEmail();
  const profile = (
    <Link component={RouterLink} to={pathTo('profile')}>
      Open your profile
    </Link>
  );
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h1">Verify your e-mail</Typography>
        {confirm.isSuccess ? (
          <>
            <Alert severity="success">
              {confirm.data.email} is verified: court-date reminders will be e-mailed to it.
            </Alert>
            {profile}
          </>
        ) : !token ? (
          <Alert severity="error">This link is incomplete. Send a new one from your profile.</Alert>
        ) : (
          <>
            <Typography>
              Confirm that this e-mail address is yours, so that court-date reminders can go to it.
            </Typography>
            {confirm.isError && <Alert severity="error">{confirm.error.message}</Alert>}
            <Button
              variant="contained"
              color="secondary"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(token)}
            >
              Verify my e-mail
            </Button>
            {confirm.isError && profile}
          </>
        )}
      </Stack>
    </Container>
  );
}
