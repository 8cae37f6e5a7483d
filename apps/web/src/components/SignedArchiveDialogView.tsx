import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { formatCurrency, streetWithUnit } from '@rentfile/domain';
import { ApiError } from '../lib/api.ts';
import { downloadSignedArchive, type ArchiveProgress } from '../lib/filingDownloads.ts';

/** A signed case as the archive lists it; place is its county or town. */
export interface ArchiveCase {
  id: number;
  streetAddress: string | null;
  unitNo: string | null;
  tenants: string[];
  place: string | null;
  suitAmount: number;
}

export interface SignedArchiveDialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed cases offered; undefined while they load. */
  cases: readonly ArchiveCase[] | undefined;
}

/**
 * The archive of signed papers (docs/product/screens.md#signed-archive): the signed cases given (the client's, or a
 * batch's), all ticked, and one ZIP of their papers, a folder per case, with the progress case by case.
 */
export default function SignedArchiveDialogView({ open, onClose, cases }: SignedArchiveDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('tablet'));
  const items = cases ?? [];
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [progress, setProgress] = useState<ArchiveProgress | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = items.filter((c) => !left.has(c.id));
  const busy = progress !== null && saved === null && error === null;

  const toggle = (id: number, on: boolean) =>
    setLeft((current) => {
      const next = new Set(current);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const download = async () => {
    setSaved(null);
    setError(null);
    setProgress({ done: 0, total: chosen.length, current: null });
    try {
      setSaved(await downloadSignedArchive(chosen, setProgress));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The archive could not be made. Try again.');
    }
  };

  const close = () => {
    if (busy) return;
    setProgress(null);
    setSaved(null);
    setError(null);
    onClose();
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={small}>
      <DialogTitle id={titleId}>Download signed papers</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          One ZIP file with a folder for each case, holding each paper to file as its own PDF, named as the court&apos;s
          electronic filing takes it.
        </Typography>
        {cases === undefined && <CircularProgress aria-label="Loading the signed cases" color="secondary" />}
        {cases?.length === 0 && <Alert severity="info">No case is signed yet.</Alert>}
        {items.length > 0 && (
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} disabled={busy}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              Cases in the archive ({chosen.length} of {items.length})
            </Typography>
            {items.map((c) => (
              <FormControlLabel
                key={c.id}
                sx={{ alignItems: 'flex-start', mb: 1 }}
                control={
                  <Checkbox
                    checked={!left.has(c.id)}
                    onChange={(e) => toggle(c.id, e.target.checked)}
                    sx={{ pt: 0.5 }}
                  />
                }
                label={
                  <Box sx={{ overflowWrap: 'anywhere' }}>
                    {streetWithUnit(c.streetAddress, c.unitNo) || `Case ${c.id}`}
                    <Typography variant="body2" color="text.secondary">
                      {[c.tenants.join(', '), c.place, formatCurrency(c.suitAmount)].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </Stack>
        )}
        {progress && (
          <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="Preparing the archive"
              color="secondary"
            />
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {saved
                ? `Saved ${saved}: ${progress.total} ${progress.total === 1 ? 'case' : 'cases'}.`
                : progress.current
                  ? `${progress.done} of ${progress.total} ready; preparing ${progress.current}`
                  : `Putting ${progress.total} ${progress.total === 1 ? 'case' : 'cases'} into one file…`}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {saved ? 'Close' : 'Cancel'}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={busy || chosen.length === 0}
          onClick={() => void download()}
        >
          Download ZIP ({chosen.length})
        </Button>
      </DialogActions>
    </Dialog>
  );
}
