import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { BatchAnswerResponse, BatchCase } from '@rentfile/contract';
import { REPORT_FACT_FIELDS, REPORT_FACT_STEPS, streetWithUnit, type ReportFactField } from '@rentfile/domain';
import { uploadErrorText } from '../../lib/api.ts';
import { useConfirmBatchFacts } from '../../lib/queries/batch.ts';

interface Props {
  open: boolean;
  batchId: number;
  /** The cases ticked. */
  cases: BatchCase[];
  onClose: () => void;
}

/**
 * Confirms, for the cases ticked, the facts the report gave them or the batch assumed (docs/product/rules.md#report-facts):
 * the landlord ticks the kinds of fact checked, each as the table shows it for each case; the cases the confirmation
 * could not be saved to are listed with why.
 */
export function BatchConfirmDialog({ open, batchId, cases, onClose }: Props) {
  const titleId = useId();
  const fieldsId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('tablet'));
  const save = useConfirmBatchFacts(batchId);
  const [fields, setFields] = useState<ReadonlySet<ReportFactField>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BatchAnswerResponse | null>(null);
  const toConfirm = cases.flatMap((c) => c.reportFacts.filter((f) => !f.confirmed).map((f) => f.field));
  const offered = REPORT_FACT_FIELDS.filter((f) => toConfirm.includes(f));

  const close = () => {
    if (save.isPending) return;
    setFields(new Set());
    setProblem(null);
    setResult(null);
    save.reset();
    onClose();
  };

  const submit = () => {
    setResult(null);
    if (fields.size === 0) {
      setProblem('Tick the facts you checked.');
      return;
    }
    setProblem(null);
    save.mutate(
      { caseIds: cases.map((c) => c.caseId), fields: [...fields] },
      { onSuccess: (response) => setResult(response) },
    );
  };

  const nameOf = (caseId: number) => {
    const c = cases.find((x) => x.caseId === caseId);
    if (!c) return `Case ${caseId}`;
    return [streetWithUnit(c.streetAddress, c.unitNo), c.tenants.join(', ')].filter(Boolean).join(', ');
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={small}>
      <DialogTitle id={titleId}>
        Confirm facts for {cases.length} selected {cases.length === 1 ? 'case' : 'cases'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <Typography>
            Confirm only what you checked for every case selected, as the table shows it for each. A fact that differs
            for a case is corrected on its step instead.
          </Typography>
          {offered.length === 0 ? (
            <Alert severity="info">The cases selected have no fact left to confirm.</Alert>
          ) : (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={fieldsId} sx={{ fontWeight: 600, mb: 1 }}>
                Facts checked
              </FormLabel>
              <FormGroup aria-labelledby={fieldsId}>
                {offered.map((field) => (
                  <FormControlLabel
                    key={field}
                    control={
                      <Checkbox
                        checked={fields.has(field)}
                        onChange={(e) =>
                          setFields((current) => {
                            const next = new Set(current);
                            if (e.target.checked) next.add(field);
                            else next.delete(field);
                            return next;
                          })
                        }
                      />
                    }
                    label={`${REPORT_FACT_STEPS[field].label} (${REPORT_FACT_STEPS[field].step})`}
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
          {problem && (
            <Alert severity="warning" role="alert">
              {problem}
            </Alert>
          )}
          {save.error && (
            <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
              Nothing was confirmed. {uploadErrorText(save.error)}
            </Alert>
          )}
          {result && (
            <Box role="status">
              <Alert severity={result.answered.length > 0 ? 'success' : 'warning'}>
                Confirmed for {result.answered.length} {result.answered.length === 1 ? 'case' : 'cases'}.
              </Alert>
              {result.skipped.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 3, overflowWrap: 'anywhere' }}>
                  {result.skipped.map((s) => (
                    <li key={s.caseId}>
                      {nameOf(s.caseId)}: {s.reason}
                    </li>
                  ))}
                </Box>
              )}
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={save.isPending}>
          {result ? 'Close' : 'Cancel'}
        </Button>
        {offered.length > 0 && (
          <Button variant="contained" color="secondary" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Confirming…' : 'Confirm'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
