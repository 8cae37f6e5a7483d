import { lazy, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Container,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router';
import { BATCH_CASE_STATES, BATCH_STATE_LABELS } from '@rentfile/domain';
import { OpenedOnce } from '../../components/OpenedOnce.tsx';
import { uploadErrorText } from '../../lib/api.ts';
import { importedOn, useBatch } from '../../lib/queries/batch.ts';
import { BatchAnswerDialog } from './BatchAnswerDialog.tsx';
import { BatchCasesTable } from './BatchCasesTable.tsx';
import { BatchConfirmDialog } from './BatchConfirmDialog.tsx';

/** The archive of signed papers, loaded when first opened (it brings the ZIP writer). */
const SignedArchiveDialog = lazy(() => import('../../components/SignedArchiveDialogView.tsx'));

/**
 * A batch of cases made from one delinquency report (docs/product/screens.md#batch): where each case stands, an
 * answer given once for the cases ticked, each case opened to sign it, and one archive of the signed cases' papers.
 */
export default function BatchPage() {
  const { id = '' } = useParams();
  const batchId = Number(id);
  const batch = useBatch(batchId);
  const reasonId = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [answering, setAnswering] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [archiveOpen, setArchiveOpen] = useState(false);

  const valid = Number.isInteger(batchId) && batchId > 0;
  if (valid && batch.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the batch" color="secondary" />
      </Box>
    );
  if (!valid || batch.isError || !batch.data)
    return (
      <Container maxWidth="laptop" sx={{ py: { mobile: 3, tablet: 5 } }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Batch not found
        </Typography>
        <Alert severity="error">
          {batch.error ? uploadErrorText(batch.error) : 'There is no batch at this address.'}
        </Alert>
      </Container>
    );

  const { cases, fileName, createdAt } = batch.data;
  const chosen = cases.filter((c) => selected.has(c.caseId));
  const signed = cases.filter((c) => c.state === 'signed');
  const allChosen = chosen.length === cases.length && cases.length > 0;
  const reasons = [
    chosen.length === 0 ? 'Tick the cases to answer a question or confirm facts for.' : '',
    signed.length === 0 ? 'No case of this batch is signed yet: open a case ready to sign to sign it.' : '',
  ].filter(Boolean);

  const toggle = (caseId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(caseId);
      else next.delete(caseId);
      return next;
    });

  return (
    <Container maxWidth="desktop" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            Batch: {fileName}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Imported {importedOn(createdAt)}: {cases.length} {cases.length === 1 ? 'case' : 'cases'} made from the
            report. A case counts as signed once its papers and order are made and signed. Each fact the report gave a
            case, or that was assumed, is confirmed on its step or here before the case can be signed.
          </Typography>
        </Box>

        <Box
          component="dl"
          aria-label="Cases by state"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { mobile: 'repeat(3, minmax(0, 1fr))', tablet: 'repeat(3, max-content)' },
            gap: 2,
          }}
        >
          {BATCH_CASE_STATES.map((state) => (
            <Box
              key={state}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1, bgcolor: 'background.paper' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {BATCH_STATE_LABELS[state]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600 }}>
                {cases.filter((c) => c.state === state).length}
              </Typography>
            </Box>
          ))}
        </Box>

        <Stack
          direction={{ mobile: 'column', tablet: 'row' }}
          spacing={2}
          alignItems={{ tablet: 'center' }}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={allChosen}
                indeterminate={chosen.length > 0 && !allChosen}
                onChange={(e) => setSelected(new Set(e.target.checked ? cases.map((c) => c.caseId) : []))}
              />
            }
            label={`Select all ${cases.length} cases`}
          />
          <Button
            variant="contained"
            color="secondary"
            disabled={chosen.length === 0}
            aria-describedby={chosen.length === 0 ? reasonId : undefined}
            onClick={() => setAnswering(true)}
          >
            Answer for selected ({chosen.length})
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            disabled={chosen.length === 0}
            aria-describedby={chosen.length === 0 ? reasonId : undefined}
            onClick={() => setConfirming(true)}
          >
            Confirm facts for selected ({chosen.length})
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            disabled={signed.length === 0}
            aria-describedby={signed.length === 0 ? reasonId : undefined}
            onClick={() => setArchiveOpen(true)}
          >
            Download signed papers ({signed.length})
          </Button>
        </Stack>
        {reasons.length > 0 && (
          <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: '8px !important' }}>
            {reasons.join(' ')}
          </Typography>
        )}

        <BatchCasesTable cases={cases} selected={selected} onToggle={toggle} />
      </Stack>

      <OpenedOnce open={answering}>
        <BatchAnswerDialog open={answering} batchId={batchId} cases={chosen} onClose={() => setAnswering(false)} />
      </OpenedOnce>
      <OpenedOnce open={confirming}>
        <BatchConfirmDialog open={confirming} batchId={batchId} cases={chosen} onClose={() => setConfirming(false)} />
      </OpenedOnce>
      <OpenedOnce open={archiveOpen}>
        <SignedArchiveDialog
          open={archiveOpen}
          onClose={() => setArchiveOpen(false)}
          cases={signed.map((c) => ({ ...c, id: c.caseId, place: c.city }))}
        />
      </OpenedOnce>
    </Container>
  );
}
