import { Box, LinearProgress, Typography, type SxProps, type Theme } from '@mui/material';

export interface UploadProgressProps {
  fileName: string;
  /** The share sent, 0 to 1. */
  fraction: number;
  /** What the progress bar is named for ('Uploading Rent ledger'); the file's name by default. */
  what?: string;
  /** What the server does once the file is sent ('Checking', 'Reading'): said with the file's name. */
  afterwards: string;
  sx?: SxProps<Theme>;
}

/**
 * A file's upload as it goes (every upload of the product: documents, a ledger, a delinquency report): a progress bar
 * with the percentage sent, then what the server does with the file, announced politely to screen readers.
 */
export function UploadProgress({ fileName, fraction, what, afterwards, sx }: UploadProgressProps) {
  const percent = Math.round(fraction * 100);
  return (
    <Box role="status" aria-live="polite" sx={sx}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`Uploading ${what ?? fileName}`}
        color="secondary"
      />
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {percent < 100 ? `Uploading ${fileName}: ${percent}%` : `${afterwards} ${fileName}…`}
      </Typography>
    </Box>
  );
}
