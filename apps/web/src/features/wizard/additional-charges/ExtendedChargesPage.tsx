import { Fragment, useCallback, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  caseRentPeriods,
  chargeLabel,
  chargesByMonth,
  countedCharges,
  extendedChargesFormSchema,
  formatCurrency,
  navigation,
  sumCents,
  type Case,
  type ChargeEntry,
  type LedgerFill,
  type PastDueRentItem,
} from '@rentfile/domain';
import { useWizardCase, type SaveOptions } from '../frame/WizardContext.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { WizardStep } from '../frame/WizardStep.tsx';
import { CHARGE_KIND_LABELS, ChargeDialog, type ChargeKind } from './ChargeDialog.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';
import { cardsBelowLaptop } from '../../../components/tableCards.ts';
import { LedgerImportDialog } from '../ledger/LedgerImportDialog.tsx';
import { ledgerImportNote, withImportedCharges, type ChargeLists as Lists } from '../ledger/importedCharges.ts';

export default function ExtendedChargesPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Late Charges, Utilities and Fees" />;
  return <ExtendedCharges caseInfo={caseInfo} />;
}

interface DialogState {
  kind: ChargeKind;
  /** Index of the entry edited, or null to add. */
  index: number | null;
}

/**
 * Late Charges, Utilities and Fees (docs/product/rules.md#additional-charges-permitted): late charges (not for Section
 * 8), utilities and fees, each with its add/edit dialog, then the charges by month with a running balance (domain
 * chargesByMonth). On the one step pattern (features/wizard/README.md#one-step-pattern): each change is saved shortly
 * after it is made (status kept), Continue saves with the step's status and goes where the saved case leads.
 * The tenant's ledger may fill the charges (docs/product/rules.md#ledger-import): the rent periods it shows unpaid
 * are saved with them, as the same import on Past Due Rent would.
 */
function ExtendedCharges({ caseInfo }: { caseInfo: Case }) {
  const { saveCase, goTo } = useWizardCase();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [importing, setImporting] = useState(false);
  const [importedRent, setImportedRent] = useState<PastDueRentItem[] | null>(null);
  const [importNote, setImportNote] = useState<string | null>(null);
  const withRent = useCallback(
    (lists: Lists) => (importedRent ? { ...lists, pastDueRent: importedRent } : lists),
    [importedRent],
  );
  const { form, onContinue, onLeave } = useStepForm({
    schema: extendedChargesFormSchema,
    next: null,
    defaultValues: { lateCharges: caseInfo.lateCharges, utilities: caseInfo.utilities, fees: caseInfo.fees },
    save: useCallback<StepSave<Lists>>(
      async (lists, status) => {
        const saved = await saveCase(withRent(lists), status);
        const next = navigation('vc-additional-charges-extended', { case: saved }).continue;
        if (next) goTo(next);
      },
      [saveCase, goTo, withRent],
    ),
    autosave: {
      save: useCallback(
        (lists: Lists, options: SaveOptions) => saveCase(withRent(lists), null, options),
        [saveCase, withRent],
      ),
    },
  });
  const { watch, setValue } = form;
  const lists: Lists = { lateCharges: watch('lateCharges'), utilities: watch('utilities'), fees: watch('fees') };

  // A Section 8 tenant owes only its portion of the rent: no charge is claimed as rent (domain countedCharges).
  const kinds: ChargeKind[] = caseInfo.section8 ? [] : ['lateCharges', 'utilities', 'fees'];
  const counted = countedCharges({ section8: caseInfo.section8, otherCharges: [], ...lists });
  const ledger = chargesByMonth(counted);
  const total = sumCents(counted.filter((e) => e.selected).map((e) => e.amount));

  const apply = (kind: ChargeKind, entries: ChargeEntry[]) => setValue(kind, entries, { shouldDirty: true });
  const rentPeriods = caseRentPeriods(caseInfo);

  // The lease allows the charges (the Yes of Additional Charges led here), so the imported ones are claimed.
  const applyLedger = (fill: LedgerFill) => {
    const merged = withImportedCharges(lists, fill, true);
    setImportedRent(fill.pastDueRent);
    for (const kind of ['lateCharges', 'utilities', 'fees'] as const) apply(kind, merged[kind]);
    setImportNote(ledgerImportNote(fill));
  };

  const saveDialog = (entries: ChargeEntry[]) => {
    if (!dialog) return;
    const current = lists[dialog.kind];
    apply(
      dialog.kind,
      dialog.index === null
        ? [...current, ...entries]
        : current.map((e, i) => (i === dialog.index ? (entries[0] ?? e) : e)),
    );
    setDialog(null);
  };

  return (
    <WizardStep
      title="Late Charges, Utilities and Fees"
      intro="Add each charge the tenant owes besides rent. Only claim what your lease calls additional rent."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <Stack spacing={4}>
        {!caseInfo.section8 && rentPeriods.ok && caseInfo.id !== undefined && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => setImporting(true)}>
              Import from ledger
            </Button>
            <LedgerImportDialog
              open={importing}
              caseId={caseInfo.id}
              periods={importedRent ?? rentPeriods.value}
              rentCycle={caseInfo.rentCycle}
              section8={caseInfo.section8}
              step="charges"
              onClose={() => setImporting(false)}
              onApply={applyLedger}
            />
          </Box>
        )}
        {importNote && (
          <Alert severity="success" role="status">
            {importNote}
          </Alert>
        )}
        {caseInfo.section8 && (
          <Alert severity="info">
            Only the tenant&apos;s portion of the rent is claimed from a Section 8 tenant: late charges, utilities, fees
            and other charges are not claimed as rent, so they are not offered here.
          </Alert>
        )}
        {kinds.map((kind) => {
          const entries = lists[kind];
          const label = CHARGE_KIND_LABELS[kind];
          const headingId = `charges-${kind}`;
          return (
            <Box key={kind} component="section" aria-labelledby={headingId}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                <Typography id={headingId} variant="h2">
                  {label.title}
                </Typography>
                <Button
                  startIcon={<AddIcon />}
                  variant="outlined"
                  color="secondary"
                  onClick={() => setDialog({ kind, index: null })}
                >
                  Add {label.title.toLowerCase()}
                </Button>
              </Stack>
              {entries.length === 0 ? (
                <Typography color="text.secondary">No {label.title.toLowerCase()} added.</Typography>
              ) : (
                <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                  <Table size="small" aria-labelledby={headingId} sx={cardsBelowLaptop}>
                    <TableHead>
                      <TableRow>
                        <TableCell padding="checkbox">Claim</TableCell>
                        <TableCell>Period</TableCell>
                        <TableCell>Description</TableCell>
                        <TableCell align="right">Amount</TableCell>
                        <TableCell align="right" className="row-actions">
                          Actions
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {entries.map((entry, index) => {
                        const name = `${chargeLabel(entry)}, ${entry.timePeriodDisplay}`;
                        return (
                          <TableRow key={`${index}-${entry.timePeriodDisplay}`}>
                            <TableCell padding="checkbox" data-label="Claim">
                              <Checkbox
                                checked={entry.selected}
                                onChange={(e) =>
                                  apply(
                                    kind,
                                    entries.map((x, i) => (i === index ? { ...x, selected: e.target.checked } : x)),
                                  )
                                }
                                slotProps={{ input: { 'aria-label': `Claim ${name}` } }}
                              />
                            </TableCell>
                            <TableCell data-label="Period">{entry.timePeriodDisplay}</TableCell>
                            <TableCell data-label="Description">{chargeLabel(entry)}</TableCell>
                            <TableCell align="right" data-label="Amount">
                              {formatCurrency(entry.amount)}
                            </TableCell>
                            <TableCell align="right" className="row-actions" sx={{ whiteSpace: 'nowrap' }}>
                              <IconButton aria-label={`Edit ${name}`} onClick={() => setDialog({ kind, index })}>
                                <EditOutlinedIcon />
                              </IconButton>
                              <IconButton
                                aria-label={`Delete ${name}`}
                                onClick={() =>
                                  apply(
                                    kind,
                                    entries.filter((_, i) => i !== index),
                                  )
                                }
                              >
                                <DeleteOutlineIcon />
                              </IconButton>
                            </TableCell>
                          </TableRow>
                        );
                      })}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Box>
          );
        })}

        <Box component="section" aria-labelledby="charges-by-month">
          <Typography id="charges-by-month" variant="h2" sx={{ mb: 1 }}>
            Charges by month
          </Typography>
          {ledger.length === 0 ? (
            <Typography color="text.secondary">
              The charges you claim are listed here by month, with a running balance.
            </Typography>
          ) : (
            <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" aria-labelledby="charges-by-month" sx={cardsBelowLaptop}>
                <TableHead>
                  <TableRow>
                    <TableCell>Month</TableCell>
                    <TableCell>Charge</TableCell>
                    <TableCell align="right">Amount</TableCell>
                    <TableCell align="right">Balance</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ledger.map((month) => (
                    <Fragment key={month.month}>
                      {month.lines.map((line, i) => (
                        <TableRow key={`${month.month}-${i}`}>
                          {i === 0 ? <TableCell data-label="Month">{month.monthDisplay}</TableCell> : <TableCell />}
                          <TableCell data-label="Charge">{line.label}</TableCell>
                          <TableCell align="right" data-label="Amount">
                            {formatCurrency(line.amount)}
                          </TableCell>
                          {i === month.lines.length - 1 ? (
                            <TableCell align="right" data-label="Balance">
                              {formatCurrency(month.balance)}
                            </TableCell>
                          ) : (
                            <TableCell />
                          )}
                        </TableRow>
                      ))}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Typography variant="h3" component="p" sx={{ mt: 2, textAlign: 'right' }}>
            Total additional charges: {formatCurrency(total)}
          </Typography>
        </Box>
      </Stack>
      {dialog && (
        <ChargeDialog
          open
          kind={dialog.kind}
          editing={dialog.index === null ? null : (lists[dialog.kind][dialog.index] ?? null)}
          onClose={() => setDialog(null)}
          onSave={saveDialog}
        />
      )}
    </WizardStep>
  );
}
