import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export default function UnauthorizedPage() {
  return (
    <PlaceholderPage title="Please sign in">
      <Typography>
        You need to be signed in to see this page. You can also start a form now and sign in later to save it.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <Button component={RouterLink} to={pathTo('login')} variant="contained" color="secondary">
          Sign in
        </Button>
        <Button component={RouterLink} to={pathTo('register')} variant="outlined" color="secondary">
          Register
        </Button>
        <Button
          component={RouterLink}
          to={pathTo('verified-complaint', { id: 'new' })}
          variant="contained"
          color="primary"
          disableElevation
        >
          Start a form
        </Button>
      </Stack>
    </PlaceholderPage>
  );
}
