import { useEffect, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { PDF_PREVIEW } from '@rentfile/domain';
import { fetchPaperPreview, type PaperRequest } from '../../../lib/queries/papers.ts';
import { answeredPdf } from '../frame/pdf.ts';

interface Props {
  request: PaperRequest;
  title: string;
}

type State =
  | { phase: 'waiting' | 'generating'; progress: number }
  | { phase: 'ready'; url: string }
  | { phase: 'failed'; message: string };

/**
 * The PDF preview (docs/product/data-and-rules.md#signature-and-filing, docs/product/data-and-rules.md#constants): rendered after a 2 s delay, with a progress bar filling about 1% per 120 ms
 * up to 100 while it is generated, hidden at the end; then shown from a blob URL in a titled iframe.
 */
export function PdfPreview({ request, title }: Props) {
  const [state, setState] = useState<State>({ phase: 'waiting', progress: 0 });
  const [attempt, setAttempt] = useState(0);
  const body = JSON.stringify(request);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    let progress = 0;
    setState({ phase: 'waiting', progress: 0 });
    const tick = setInterval(() => {
      progress = Math.min(100, progress + PDF_PREVIEW.progressStepPercent);
      setState((s) => (s.phase === 'waiting' || s.phase === 'generating' ? { ...s, progress } : s));
    }, PDF_PREVIEW.progressStepMs);
    const start = setTimeout(() => {
      setState((s) => (s.phase === 'waiting' ? { phase: 'generating', progress: s.progress } : s));
      fetchPaperPreview(JSON.parse(body) as PaperRequest, controller.signal)
        .then((pdf) => answeredPdf(pdf))
        .then(
          (pdf) => {
            clearInterval(tick);
            url = URL.createObjectURL(pdf);
            setState({ phase: 'ready', url });
          },
          (err: unknown) => {
            clearInterval(tick);
            if (controller.signal.aborted) return;
            setState({
              phase: 'failed',
              message: err instanceof Error ? err.message : 'The preview could not be made.',
            });
          },
        );
    }, PDF_PREVIEW.delayMs);
    return () => {
      controller.abort();
      clearTimeout(start);
      clearInterval(tick);
      if (url) URL.revokeObjectURL(url);
    };
  }, [body, attempt]);

  return (
    <Box sx={{ height: '100%', minHeight: 560, display: 'flex', flexDirection: 'column' }}>
      {(state.phase === 'waiting' || state.phase === 'generating') && (
        <Stack
          spacing={1.5}
          sx={{
            flex: 1,
            justifyContent: 'center',
            alignItems: 'stretch',
            px: 4,
            bgcolor: 'background.default',
            borderRadius: 1,
          }}
        >
          <Typography id="preview-progress-label" textAlign="center" color="text.secondary">
            Preparing the preview of your complaint…
          </Typography>
          <LinearProgress
            variant="determinate"
            value={state.progress}
            color="secondary"
            aria-labelledby="preview-progress-label"
          />
        </Stack>
      )}
      {state.phase === 'ready' && (
        <Box
          component="iframe"
          title={title}
          src={state.url}
          sx={{ flex: 1, width: '100%', minHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      {state.phase === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Try again
            </Button>
          }
        >
          The preview could not be made. {state.message}
        </Alert>
      )}
    </Box>
  );
}
