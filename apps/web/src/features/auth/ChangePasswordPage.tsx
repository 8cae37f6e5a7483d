import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/** /change-password (docs/product/data-and-rules.md#routes, docs/product/data-and-rules.md#validation). */
export default function ChangePasswordPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  return (
    <Container maxWidth="xs" sx={{ py: 6 }}>
      <Stack spacing={3}>
        <Typography variant="h1">Change Password</Typography>
        {status === 'signedOut' ? (
          <>
            <Typography>Sign in to change your password.</Typography>
            <Button component={RouterLink} to={pathTo('login')} variant="contained" color="secondary">
              Sign in
            </Button>
          </>
        ) : (
          <ChangePasswordForm onDone={() => void navigate(pathTo('main'))} />
        )}
      </Stack>
    </Container>
  );
}
