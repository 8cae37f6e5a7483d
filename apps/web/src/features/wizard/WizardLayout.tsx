import { useEffect, useRef } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from '@mui/material';
import { Link as RouterLink, Outlet, useMatches, useParams } from 'react-router';
import {
  CLOSED_CASE_TEXT,
  isWizardRouteName,
  SIGNED_CASE_TEXT,
  stepKeyOfRoute,
  type WizardRouteName,
} from '@rentfile/domain';
import { useSession } from '../../lib/session.tsx';
import type { CaseRef } from './store/repository.ts';
import { StepList } from './frame/StepList.tsx';
import { WizardProvider } from './frame/WizardContext.tsx';
import { pathTo } from '../../lib/routes.ts';

function useWizardRoute(): WizardRouteName {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  const name =
    typeof handle === 'object' && handle !== null && 'name' in handle && typeof handle.name === 'string'
      ? handle.name
      : '';
  return isWizardRouteName(name) ? name : 'vc-before-creating';
}

function parseCaseRef(id: string | undefined): CaseRef | null {
  if (id === 'new') return 'new';
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A Closed case is not edited (docs/product/screens.md#dashboard): the wizard says so and shows no form. */
function ClosedCase() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, tablet: 4 } }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: { xs: 26, tablet: 32 }, outline: 'none', color: 'secondary.main', mb: 2 }}
      >
        This case is closed
      </Typography>
      <Alert severity="info">{CLOSED_CASE_TEXT}</Alert>
      <Button component={RouterLink} to={pathTo('main')} variant="contained" color="secondary" sx={{ mt: 3 }}>
        Go to dashboard
      </Button>
    </Paper>
  );
}

/** A step whose answers reach the signed papers (every complaint step but Review & Sign and Filing). */
function signedFactStep(routeName: WizardRouteName): boolean {
  return stepKeyOfRoute(routeName) !== null && routeName !== 'vc-signature' && routeName !== 'vc-filing';
}

/** The wizard's frame (route /verified-complaint/:id): the side step list beside the step screen. */
export default function WizardLayout() {
  const { id } = useParams();
  const session = useSession();
  const routeName = useWizardRoute();
  const caseRef = parseCaseRef(id);

  if (session.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the form" color="secondary" />
      </Box>
    );
  }
  if (caseRef === null) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert severity="error">This case does not exist.</Alert>
      </Container>
    );
  }
  const signedIn = session.status === 'signedIn';
  return (
    <WizardProvider
      key={`${signedIn}`}
      caseRef={signedIn ? caseRef : 'new'}
      signedIn={signedIn}
      owner={signedIn ? `client-${session.client?.id ?? ''}` : 'guest'}
      routeName={routeName}
    >
      {({ loading, error, editable, signed }) => (
        <Container maxWidth="laptop" sx={{ py: { xs: 2, tablet: 4 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', tablet: '280px 1fr' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ order: { xs: 2, tablet: 0 } }}>
              <StepList />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              {error ? (
                <Alert severity="error">This case could not be opened.</Alert>
              ) : loading ? (
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
                  <CircularProgress aria-label="Loading the form" color="secondary" />
                </Box>
              ) : editable ? (
                <>
                  {signed && signedFactStep(routeName) && (
                    <Alert severity="info" sx={{ mb: 2 }}>
                      {SIGNED_CASE_TEXT}{' '}
                      {typeof caseRef === 'number' && (
                        <RouterLink to={pathTo('case-view', { id: caseRef })}>Open the case page</RouterLink>
                      )}
                    </Alert>
                  )}
                  <Outlet />
                </>
              ) : (
                <ClosedCase />
              )}
            </Box>
          </Box>
        </Container>
      )}
    </WizardProvider>
  );
}
