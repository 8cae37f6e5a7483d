import { useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { routes } from '@rentfile/contract/routes';
import type { LedgerPreview } from '@rentfile/contract';
import {
  analyseLedger,
  DIALOG_WIDTH,
  fillFromLedger,
  mappingProblem,
  type ColumnMapping,
  type LedgerFill,
  type LedgerKind,
  type PastDueRentItem,
} from '@rentfile/domain';
import { uploadErrorText, uploadWithProgress } from '../../../lib/api.ts';
import { useSaveLedgerMapping } from '../../../lib/queries/ledger.ts';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { LEDGER_STEPS, type LedgerStep } from './ledgerParts.tsx';
import { LineKindsStep } from './LineKindsStep.tsx';
import { MatchColumnsStep } from './MatchColumnsStep.tsx';
import { PaymentsStep } from './PaymentsStep.tsx';

const STEPS = ['Choose the file', 'Match the columns', 'Confirm what each line is', 'Check the payments'] as const;

export interface LedgerImportDialogProps {
  open: boolean;
  caseId: number;
  /** The lease's rent periods as the step lists them. */
  periods: PastDueRentItem[];
  rentCycle: string;
  section8: boolean;
  onClose: () => void;
  /** Fills the step's form with the import; nothing is saved here. */
  onApply: (fill: LedgerFill) => void;
  /** The step the import fills: Past Due Rent (the default) or Late Charges, Utilities and Fees. */
  step?: LedgerStep;
}

/**
 * Importing the tenant's ledger into Past Due Rent or the charges step (docs/product/rules.md#ledger-import): the server
 * reads the file into rows; the landlord matches the columns, confirms each line's kind and the payments' use
 * (oldest charge first unless changed); the domain's rules compute the periods and charges, which fill the
 * step's form. The step's own save stores them.
 */
export default function LedgerImportDialogView({
  open,
  caseId,
  periods,
  rentCycle,
  section8,
  onClose,
  onApply,
  step: target = 'rent',
}: LedgerImportDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('tablet'));
  const fileInput = useRef<HTMLInputElement>(null);
  const saveMapping = useSaveLedgerMapping();
  const [step, setStep] = useState(0);
  const [sending, setSending] = useState<{ fileName: string; fraction: number } | null>(null);
  const busy = sending !== null;
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<LedgerPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [kinds, setKinds] = useState<Record<number, LedgerKind>>({});
  const [overrides, setOverrides] = useState<Record<number, number>>({});
  const [page, setPage] = useState(0);

  const analysis = useMemo(
    () =>
      preview && mapping && !mappingProblem(mapping)
        ? analyseLedger(preview.rows, mapping, { kinds, overrides }, preview.headerRow + 1)
        : null,
    [preview, mapping, kinds, overrides],
  );
  const fill = useMemo(
    () => (analysis ? fillFromLedger(analysis.allocation, analysis.entries, { periods, rentCycle, section8 }) : null),
    [analysis, periods, rentCycle, section8],
  );
  const problem = mapping ? mappingProblem(mapping) : null;

  const reset = () => {
    setStep(0);
    setPreview(null);
    setMapping(null);
    setKinds({});
    setOverrides({});
    setError(null);
    setPage(0);
  };
  const close = () => {
    reset();
    onClose();
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    setSending({ fileName: file.name, fraction: 0 });
    setError(null);
    let result: LedgerPreview;
    try {
      result = await uploadWithProgress(routes.previewLedger, { params: { caseId } }, body, (fraction) =>
        setSending({ fileName: file.name, fraction }),
      );
    } catch (err) {
      setError(uploadErrorText(err));
      return;
    } finally {
      setSending(null);
      if (fileInput.current) fileInput.current.value = '';
    }
    setPreview(result);
    setMapping(result.mapping);
    setKinds({});
    setOverrides({});
    setStep(1);
  };

  const apply = () => {
    if (!fill || !preview || !mapping) return;
    saveMapping.mutate({ headers: preview.headers, mapping });
    onApply(fill);
    close();
  };

  const canGoOn = step === 1 ? !problem && (analysis?.entries.length ?? 0) > 0 : step > 1;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={small}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: small ? undefined : DIALOG_WIDTH.max + 200, width: '100%' } } }}
    >
      <DialogTitle id={titleId}>Import from the tenant&apos;s ledger</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </Typography>

        {step === 0 && (
          <Stack spacing={2}>
            <Typography>
              Export the tenant&apos;s ledger from your property-management or accounting software as CSV or Excel
              (.xlsx), at most 5 MB and 10,000 rows. Nothing is saved until you continue on {LEDGER_STEPS[target].title}
              .
            </Typography>
            <Box>
              <Button variant="contained" color="secondary" component="label" disabled={busy}>
                Choose a ledger file
                <input
                  ref={fileInput}
                  hidden
                  type="file"
                  accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                  onChange={(e) => void choose(e.target.files?.[0])}
                />
              </Button>
            </Box>
            {sending && <UploadProgress fileName={sending.fileName} fraction={sending.fraction} afterwards="Reading" />}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        )}

        {step === 1 && preview && mapping && (
          <MatchColumnsStep
            preview={preview}
            mapping={mapping}
            onMapping={setMapping}
            problem={problem}
            analysis={analysis}
            small={small}
          />
        )}

        {step === 2 && analysis && (
          <LineKindsStep
            analysis={analysis}
            onKind={(row, kind) => setKinds({ ...kinds, [row]: kind })}
            page={page}
            onPage={setPage}
            small={small}
          />
        )}

        {step === 3 && analysis && fill && (
          <PaymentsStep
            analysis={analysis}
            fill={fill}
            overrides={overrides}
            onOverrides={setOverrides}
            small={small}
            target={target}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>Cancel</Button>
        {step > 0 && <Button onClick={() => setStep(step - 1)}>Back</Button>}
        {step > 0 && step < STEPS.length - 1 && (
          <Button variant="contained" color="secondary" disabled={!canGoOn} onClick={() => setStep(step + 1)}>
            Next
          </Button>
        )}
        {step === STEPS.length - 1 && (
          <Button variant="contained" color="secondary" onClick={apply}>
            {LEDGER_STEPS[target].apply}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
