import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * /as-user (issue 36): the administrator's way into the act-as page from the navigation. The administrator enters the
 * account ID of the user (the sign-in's subject, shown in the audit log and the support request) and opens that user's
 * dashboard through /as-user/{auth0Id}, which the server allows for administrators only.
 */
export default function AsUserFindPage() {
  const { client } = useSession();
  const navigate = useNavigate();
  const [accountId, setAccountId] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = accountId.trim();
    if (!id) {
      setMissing(true);
      return;
    }
    void navigate(pathTo('as-user', { auth0Id: id }));
  };
  return (
    <Container maxWidth="sm" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={2} component="form" onSubmit={submit} noValidate>
        <Typography variant="h1">Act as a user</Typography>
        {client && !client.isAdmin ? (
          <Alert severity="info">Only an administrator may open another user&apos;s dashboard.</Alert>
        ) : (
          <>
            <Typography color="text.secondary">
              Open another user&apos;s dashboard to help them. Every request you make for them is written to the audit
              log.
            </Typography>
            <TextField
              label="The user's account ID"
              required
              value={accountId}
              onChange={(e) => {
                setAccountId(e.target.value);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? "Enter the user's account ID." : 'As the sign-in names the account.'}
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" color="secondary" sx={{ alignSelf: 'flex-start' }}>
              Open their dashboard
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
