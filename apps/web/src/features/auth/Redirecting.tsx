import { useEffect, useState } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { OFFLINE_MESSAGE } from '../../lib/globalError.tsx';
import { flushPendingSaves } from '../../lib/pendingSaves.ts';

/** Runs a redirect to the sign-in provider once, saying so while the browser leaves. */
export function Redirecting({ go, text }: { go: () => Promise<unknown>; text: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A save the wizard still has pending is finished before the browser leaves (issue 36: saves never lost).
    flushPendingSaves()
      .then(go)
      .catch(() => setFailed(true));
  }, [go]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }} role="status">
      {!failed && <CircularProgress color="secondary" aria-hidden="true" />}
      <Typography>{failed ? OFFLINE_MESSAGE : text}</Typography>
    </Box>
  );
}
