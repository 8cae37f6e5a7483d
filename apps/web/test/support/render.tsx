/**
 * Renders a piece of the web app as the app renders it: the app's theme and a fresh react-query client, so a
 * component's queries and mutations run for real. The network is the one thing a test replaces (serve).
 */
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import { theme } from '../../src/app/theme.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

export function renderInApp(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    queryClient,
    ...render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the app's fetches at the network boundary: `answer` gets each request (method, path, JSON body) and
 * returns the status and JSON body the server would. Every request is kept in `sent`, in order.
 */
export function serve(answer: (request: SentRequest) => { status: number; body: unknown }) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const request = {
      method: init.method ?? 'GET',
      path: url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    const { status, body } = answer(request);
    return new Response(JSON.stringify(body), {
      status,
      statusText: status === 400 ? 'Bad Request' : status === 200 ? 'OK' : '',
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}
