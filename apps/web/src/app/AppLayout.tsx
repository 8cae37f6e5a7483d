import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Box, CircularProgress, Link } from '@mui/material';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { RequireSignIn } from '../lib/auth/RequireSignIn.tsx';
import { useIsLoading } from '../lib/loading.ts';
import { NavigationGuards } from '../lib/navigation.tsx';
import { PRODUCT_NAME, type RouteHandle } from '../lib/routes.ts';
import { ErrorBanner } from './shell/ErrorBanner.tsx';
import { Footer } from './shell/Footer.tsx';
import { TopBar } from './shell/TopBar.tsx';

function isRouteHandle(h: unknown): h is Pick<RouteHandle, 'title'> {
  return typeof h === 'object' && h !== null && 'title' in h && typeof h.title === 'string';
}

/** document.title is the deepest matched route's title, else the product name (docs/product/data-and-rules.md#routes). */
function useDocumentTitle() {
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title : PRODUCT_NAME;
  useEffect(() => {
    document.title = title || PRODUCT_NAME;
  }, [title]);
}

function Main({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
      {children}
    </Box>
  );
}

/** While a page's code loads (first visit): a spinner, and no footer yet, which the page would push down. */
function PageLoading() {
  return (
    <Main>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading page" color="secondary" />
      </Box>
    </Main>
  );
}

/** The bar shows while a save runs (no page shows it as it opens): its code loads with the first save. */
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

function LoadingBar() {
  const loading = useIsLoading();
  return (
    <Box sx={{ height: 4 }}>
      {loading && (
        <Suspense fallback={null}>
          <LinearProgress color="secondary" aria-label="Loading" />
        </Suspense>
      )}
    </Box>
  );
}

/** The shell around every screen: top bar, error banner, the page and footer. */
export function AppLayout() {
  useDocumentTitle();
  return (
    <NavigationGuards>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <Link
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            bgcolor: 'background.paper',
            p: 1,
            '&:focus': { top: 8 },
          }}
        >
          Skip to main content
        </Link>
        <RequireSignIn />
        <TopBar />
        <LoadingBar />
        <ErrorBanner />
        <Suspense fallback={<PageLoading />}>
          <Main>
            <Outlet />
          </Main>
          <Footer />
        </Suspense>
        <ScrollRestoration />
      </Box>
    </NavigationGuards>
  );
}
