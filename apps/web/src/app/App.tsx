import { useState } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AuthGate } from '../lib/auth/AuthGate.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { createAppRouter } from './router.tsx';
import { theme } from './theme.ts';

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
    <ThemeProvider theme={theme}>
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
