import { useState } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthGate } from '../lib/auth/AuthGate.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { createAppRouter } from './router.tsx';
import { theme } from './theme.ts';

/**
 * The theme as MUI's own ThemeProvider gives a theme without CSS variables to the styling core: MUI's provider also
 * brings the CSS variables provider (color schemes, their script and storage), which this theme never uses.
 */
const themeWithoutVars = { ...theme, vars: null };

function createQueryClient() {
  // The API wrapper already reports failures in the banner: no silent retries that would repeat them.
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/** The router is created once the sign-in client has settled the URL (a provider callback replaces it). */
function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

/** The providers around the router: theme, server state, session. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={themeWithoutVars}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <AuthGate>
            <AppRouter />
          </AuthGate>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
