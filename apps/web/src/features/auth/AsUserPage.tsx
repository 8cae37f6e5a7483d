import { useEffect } from 'react';
import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { useActAsUser } from '../../lib/queries/account.ts';
import { useSession } from '../../lib/session.tsx';
import { Redirecting } from './Redirecting.tsx';

/**
 * /as-user/{auth0Id} (docs/product/data-and-rules.md#routes): later calls carry the as-user header; the server allows it for administrators
 * only. A refusal (its reason in the error banner) stops the impersonation at once, so the caller stays themself.
 */
export default function AsUserPage() {
  const { auth0Id } = useParams();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const { mutate: actAs, isError: refused } = useActAsUser();
  useEffect(() => {
    if (!auth0Id) return;
    actAs(auth0Id, {
      onSuccess: async () => {
        await refresh();
        await navigate(pathTo('main'), { replace: true });
      },
    });
  }, [auth0Id, actAs, refresh, navigate]);

  if (!refused) return <Redirecting go={noop} text="Opening this user's dashboard…" />;
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h1">You cannot act as this user</Typography>
        <Typography>
          Only an administrator may open another user's dashboard. You are still signed in as yourself.
        </Typography>
        <Button component={RouterLink} to={pathTo('main')} variant="outlined" color="secondary">
          Back to your dashboard
        </Button>
      </Stack>
    </Container>
  );
}

const noop = async () => undefined;
