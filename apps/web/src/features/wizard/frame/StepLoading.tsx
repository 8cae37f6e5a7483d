import { Box, CircularProgress } from '@mui/material';

/** Shown while the wizard's case loads. */
export function StepLoading({ title }: { title: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress color="secondary" aria-label={`Loading ${title}`} />
    </Box>
  );
}
