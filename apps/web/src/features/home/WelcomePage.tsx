/**
 * The front door (docs/product/screens.md#welcome): what the product does, for whom, how long it takes, what to
 * have at hand, and that it is not legal advice; a start without an account and a sign-in. A signed-in visitor
 * goes straight to the dashboard.
 */
import { Alert, Box, Button, Container, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { Navigate, Link as RouterLink } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.tsx';

const AT_HAND = [
  'the rental’s address and the owners’ names exactly as the deed shows them',
  'each tenant’s full name as it appears on the lease',
  'the lease: when it started, the rent and the day it is due, and whether it allows late charges',
  'the months of rent that are unpaid, and any late charges, utilities or fees the lease lets you claim',
  'whether the rental is registered with the town or the State, and on what date',
];

const STEPS = [
  ['Describe the rental', 'The property, its owners on the deed, the tenants and the lease.'],
  [
    'Pick what is owed',
    'Unpaid rent by period, then late charges, utilities and fees; the suit amount adds the court’s fees.',
  ],
  [
    'Review, sign and file',
    'The cover letter, verified complaint, tenant summons, case information statement and certification, with instructions for your county’s court.',
  ],
] as const;

export default function WelcomePage() {
  const { status } = useSession();
  if (status === 'signedIn') return <Navigate to={pathTo('main')} replace />;

  return (
    <Container maxWidth="laptop" sx={{ py: { mobile: 3, laptop: 6 } }}>
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="welcome-title">
          <Typography
            id="welcome-title"
            variant="h1"
            gutterBottom
            sx={{ fontSize: { mobile: '1.75rem', laptop: '2.5rem' } }}
          >
            Court papers for unpaid rent in New Jersey
          </Typography>
          <Typography sx={{ fontSize: '1.125rem', maxWidth: '60ch' }}>
            RentFile NJ guides New Jersey landlords, property managers and their attorneys through a tenancy case for
            non-payment of rent, and prepares the papers the Special Civil Part of the county’s Superior Court asks for.
            With the papers below at hand, the form takes about 15 minutes.
          </Typography>
          <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} sx={{ mt: 3 }}>
            <Button
              component={RouterLink}
              to={pathTo('verified-complaint', { id: 'new' })}
              variant="contained"
              color="primary"
              size="large"
              disableElevation
            >
              Start without an account
            </Button>
            <Button component={RouterLink} to={pathTo('login')} variant="outlined" color="secondary" size="large">
              Sign in
            </Button>
            <Button component={RouterLink} to={pathTo('register')} variant="text" color="secondary" size="large">
              Create an account
            </Button>
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            Without an account, what you enter stays in this browser; sign in at any time to keep it in your account.
          </Typography>
        </Box>

        <Box component="section" aria-labelledby="welcome-steps">
          <Typography id="welcome-steps" variant="h2" gutterBottom sx={{ fontSize: '1.375rem' }}>
            How it works
          </Typography>
          <Stack
            direction={{ mobile: 'column', laptop: 'row' }}
            spacing={2}
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {STEPS.map(([title, text], i) => (
              <Paper key={title} component="li" variant="outlined" sx={{ p: 2, flex: 1 }}>
                <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                  {i + 1}. {title}
                </Typography>
                <Typography>{text}</Typography>
              </Paper>
            ))}
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="welcome-at-hand">
          <Typography id="welcome-at-hand" variant="h2" gutterBottom sx={{ fontSize: '1.375rem' }}>
            What to have at hand
          </Typography>
          <List sx={{ listStyleType: 'disc', pl: 3 }}>
            {AT_HAND.map((item) => (
              <ListItem key={item} sx={{ display: 'list-item', py: 0.25 }}>
                {item}
              </ListItem>
            ))}
          </List>
        </Box>

        <Alert severity="info" role="note" aria-label="Not legal advice">
          RentFile NJ is not a law firm and does not give legal advice. If you are unsure whether you may file, or what
          to claim, ask a New Jersey attorney.
        </Alert>
      </Stack>
    </Container>
  );
}
