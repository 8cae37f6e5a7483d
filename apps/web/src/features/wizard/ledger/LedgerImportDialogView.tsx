import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { routes } from '@rentfile/contract/routes';
import type { LedgerPreview } from '@rentfile/contract';
import {
  analyseLedger,
  DIALOG_WIDTH,
  entryNet,
  fillFromLedger,
  formatCurrency,
  formatDateUs,
  kindsFor,
  LEDGER_KIND_LABELS,
  mappingProblem,
  type AllocatedMoneyIn,
  type ColumnMapping,
  type LedgerField,
  type LedgerFill,
  type LedgerKind,
  type PastDueRentItem,
} from '@rentfile/domain';
import { uploadErrorText, uploadWithProgress } from '../../../lib/api.ts';
import { useSaveLedgerMapping } from '../../../lib/queries/ledger.ts';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { ColumnSelect } from '../../../components/ColumnSelect.tsx';

const STEPS = ['Choose the file', 'Match the columns', 'Confirm what each line is', 'Check the payments'] as const;
const PAGE_SIZE = 25;

const FIELD_LABELS: Record<LedgerField, string> = {
  date: 'Date',
  description: 'Description',
  charge: 'Charge (money owed)',
  payment: 'Payment (money in)',
  amount: 'Amount (one signed column)',
  balance: 'Balance',
};

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

/** The step a ledger is imported on, its name and what its button fills. */
const LEDGER_STEPS = {
  rent: { title: 'Past Due Rent', apply: 'Fill the rent periods' },
  charges: { title: 'Late Charges, Utilities and Fees', apply: 'Fill the charges' },
} as const;
type LedgerStep = keyof typeof LEDGER_STEPS;

const rowsText = (rows: readonly number[]) => (rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.join(', ')}`);

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

  const paidText = (m: AllocatedMoneyIn) =>
    [
      m.returned > 0 ? `Returned (${rowsText(m.returnedBy)}).` : '',
      (analysis?.allocation.allocations ?? [])
        .filter((a) => a.paymentRow === m.row)
        .map((a) => `${formatCurrency(a.amount)} of row ${a.chargeRow}`)
        .join('; '),
      m.unapplied > 0 ? `${formatCurrency(m.unapplied)} left as a credit.` : '',
    ]
      .filter(Boolean)
      .join(' ');

  const canGoOn = step === 1 ? !problem && (analysis?.entries.length ?? 0) > 0 : step > 1;
  const entries = analysis?.entries ?? [];

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
          <Stack spacing={2}>
            <Typography>
              {preview.fileName}: {preview.rows.length} rows.{' '}
              {preview.mappingSource === 'remembered'
                ? 'The columns are matched as you matched them last time.'
                : preview.preset
                  ? `The columns are matched as in a ${preview.preset.label} export.`
                  : 'The columns are matched from their names.'}{' '}
              Check them against the preview.
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { mobile: '1fr', tablet: '1fr 1fr' } }}>
              {(Object.keys(FIELD_LABELS) as LedgerField[]).map((field) => (
                <ColumnSelect
                  key={field}
                  label={FIELD_LABELS[field]}
                  headers={preview.headers}
                  value={mapping[field]}
                  onChange={(column) => setMapping({ ...mapping, [field]: column })}
                />
              ))}
            </Box>
            {problem && <Alert severity="warning">{problem}</Alert>}
            {preview.formulaRows.length > 0 && (
              <Alert severity="warning">
                {rowsText(preview.formulaRows).replace(/^r/, 'R')}: a cell looks like a spreadsheet formula. It is kept
                as plain text and never run; check those lines.
              </Alert>
            )}
            {analysis && (
              <>
                <LedgerTable
                  label="How the first rows are read"
                  small={small}
                  head={small ? ['Line', 'Amounts'] : ['Row', 'Date', 'Description', 'Charge', 'Payment', 'Balance']}
                >
                  {analysis.entries.slice(0, 5).map((entry) =>
                    small ? (
                      <TableRow key={entry.row}>
                        <TableCell sx={{ wordBreak: 'break-word' }}>
                          Row {entry.row}, {formatDateUs(entry.date)}
                          <br />
                          {entry.description}
                        </TableCell>
                        <TableCell>
                          {entry.charge !== 0 && <Box>Charge {formatCurrency(entry.charge)}</Box>}
                          {entry.payment !== 0 && <Box>Payment {formatCurrency(entry.payment)}</Box>}
                          {entry.balance !== null && <Box>Balance {formatCurrency(entry.balance)}</Box>}
                        </TableCell>
                      </TableRow>
                    ) : (
                      <TableRow key={entry.row}>
                        <TableCell>{entry.row}</TableCell>
                        <TableCell>{formatDateUs(entry.date)}</TableCell>
                        <TableCell>{entry.description}</TableCell>
                        <TableCell>{entry.charge ? formatCurrency(entry.charge) : ''}</TableCell>
                        <TableCell>{entry.payment ? formatCurrency(entry.payment) : ''}</TableCell>
                        <TableCell>{entry.balance === null ? '' : formatCurrency(entry.balance)}</TableCell>
                      </TableRow>
                    ),
                  )}
                </LedgerTable>
                {analysis.problems.length > 0 && (
                  <Alert severity="info">
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {analysis.problems.slice(0, 5).map((p) => (
                        <li key={p.row}>{p.message}</li>
                      ))}
                    </Box>
                    {analysis.problems.length > 5 && `And ${analysis.problems.length - 5} more rows left out.`}
                  </Alert>
                )}
              </>
            )}
          </Stack>
        )}

        {step === 2 && analysis && (
          <Stack spacing={2}>
            <Typography>
              Each line&apos;s kind is guessed from its description. Change any that is wrong: rent fills the rent
              periods; the rest are additional charges.
            </Typography>
            <LedgerTable
              label="Ledger lines and their kinds"
              small={small}
              head={small ? ['Line', 'Kind'] : ['Row', 'Date', 'Description', 'Amount', 'Kind']}
            >
              {entries.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((entry) => (
                <TableRow key={entry.row}>
                  {small ? (
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      Row {entry.row}, {formatDateUs(entry.date)}, {formatCurrency(entryNet(entry))}
                      <br />
                      {entry.description}
                    </TableCell>
                  ) : (
                    <>
                      <TableCell>{entry.row}</TableCell>
                      <TableCell>{formatDateUs(entry.date)}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{entry.description}</TableCell>
                      <TableCell>{formatCurrency(entryNet(entry))}</TableCell>
                    </>
                  )}
                  <TableCell sx={{ minWidth: small ? undefined : 150 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={analysis.kinds[entry.row]}
                      onChange={(e) => setKinds({ ...kinds, [entry.row]: e.target.value as LedgerKind })}
                      slotProps={{ htmlInput: { 'aria-label': `Kind of row ${entry.row}` } }}
                    >
                      {kindsFor(entry).map((kind) => (
                        <MenuItem key={kind} value={kind}>
                          {LEDGER_KIND_LABELS[kind]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </LedgerTable>
            {entries.length > PAGE_SIZE && (
              <TablePagination
                component="div"
                count={entries.length}
                page={page}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_, p) => setPage(p)}
              />
            )}
          </Stack>
        )}

        {step === 3 && analysis && fill && (
          <Stack spacing={2}>
            <Typography>
              Payments and credits pay the oldest charge first. To send a payment to another charge first, choose it.
            </Typography>
            <LedgerTable
              label="Payments and what they paid"
              small={small}
              head={small ? ['Payment', 'Apply first to'] : ['Row', 'Date', 'Amount', 'Paid', 'Apply first to']}
            >
              {analysis.allocation.moneyIn.map((m) => (
                <TableRow key={m.row}>
                  {small ? (
                    <TableCell sx={{ wordBreak: 'break-word' }}>
                      Row {m.row}, {formatDateUs(m.date)}, {formatCurrency(m.amount)}
                      <br />
                      {paidText(m)}
                    </TableCell>
                  ) : (
                    <>
                      <TableCell>{m.row}</TableCell>
                      <TableCell>{formatDateUs(m.date)}</TableCell>
                      <TableCell>{formatCurrency(m.amount)}</TableCell>
                      <TableCell>{paidText(m)}</TableCell>
                    </>
                  )}
                  <TableCell sx={{ minWidth: small ? undefined : 180 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={overrides[m.row] === undefined ? '' : String(overrides[m.row])}
                      onChange={(e) => {
                        const { [m.row]: _dropped, ...rest } = overrides;
                        setOverrides(e.target.value === '' ? rest : { ...rest, [m.row]: Number(e.target.value) });
                      }}
                      slotProps={{
                        select: { displayEmpty: true },
                        htmlInput: { 'aria-label': `Apply the payment of row ${m.row} first to` },
                      }}
                    >
                      <MenuItem value="">Oldest charge first</MenuItem>
                      {analysis.allocation.charges.map((c) => (
                        <MenuItem key={c.row} value={String(c.row)}>
                          Row {c.row}: {LEDGER_KIND_LABELS[c.kind]} {formatDateUs(c.date)} {formatCurrency(c.amount)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              ))}
            </LedgerTable>
            <Totals fill={fill} step={target} />
          </Stack>
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

/** A table of the dialog; on a phone it has two columns laid out to the screen's width. */
function LedgerTable({
  label,
  head,
  small,
  children,
}: {
  label: string;
  head: string[];
  small: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}
      tabIndex={0}
      aria-label={label}
    >
      <Table
        stickyHeader
        size="small"
        aria-label={label}
        sx={small ? { tableLayout: 'fixed', width: '100%' } : undefined}
      >
        <TableHead>
          <TableRow>
            {head.map((h) => (
              <TableCell key={h}>{h}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** The totals check: what is filled in against the ledger's own final balance, and why they differ. */
function Totals({ fill, step }: { fill: LedgerFill; step: LedgerStep }) {
  const { totals } = fill;
  const rent = fill.pastDueRent.filter((p) => p.sourceRows && p.selected);
  const charges = [...fill.lateCharges, ...fill.utilities, ...fill.fees];
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        What will be filled in
      </Typography>
      <Typography>
        {rent.length} rent {rent.length === 1 ? 'period' : 'periods'} and {charges.length} additional{' '}
        {charges.length === 1 ? 'charge' : 'charges'}: {formatCurrency(totals.imported)}
      </Typography>
      {totals.ledgerBalance !== null && (
        <Typography>The ledger&apos;s final balance: {formatCurrency(totals.ledgerBalance)}</Typography>
      )}
      {totals.difference === 0 && (
        <Alert severity="success" sx={{ mt: 1 }}>
          The amounts filled in equal the ledger&apos;s balance.
        </Alert>
      )}
      {totals.difference !== null && totals.difference !== 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Difference from the ledger&apos;s balance: {formatCurrency(totals.difference)}.
          {totals.rowsBalance !== totals.ledgerBalance &&
            ` The rows themselves add up to ${formatCurrency(totals.rowsBalance)}: the ledger may start from an earlier balance, or rows were left out.`}
        </Alert>
      )}
      {totals.difference === null && (
        <Alert severity="info" sx={{ mt: 1 }}>
          The file has no balance column, so the total cannot be checked against it.
        </Alert>
      )}
      {totals.unappliedCredit > 0 && (
        <Typography sx={{ mt: 1 }}>
          {formatCurrency(totals.unappliedCredit)} of payments is left over as a credit once every charge is paid.
        </Typography>
      )}
      {fill.notImported.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography>Not filled in:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {fill.notImported.map((n) => (
              <li key={n.row}>{n.message}</li>
            ))}
          </Box>
        </Box>
      )}
      {step === 'rent' && charges.length > 0 && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          Additional charges are saved with the rent periods and listed on the Additional Charges step, where you say
          whether the lease allows them.
        </Typography>
      )}
      {step === 'charges' && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          The charges are claimed as additional rent. The rent periods on Past Due Rent are filled from the same ledger
          and saved with them.
        </Typography>
      )}
    </Box>
  );
}
