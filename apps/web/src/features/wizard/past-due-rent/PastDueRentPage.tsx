import { useCallback, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  caseRentPeriods,
  CLAIM_RULE_MESSAGES,
  CLAIM_STEPS,
  claimStepMessages,
  formatCurrency,
  MESSAGES,
  pastDueRentFormSchema,
  sumCents,
  todayInNewJersey,
  type Case,
  type LedgerFill,
  type PastDueRentItem,
} from '@rentfile/domain';
import { useWizardCase, type SaveOptions } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { AmountField } from '../frame/AmountField.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';
import { LedgerImportDialog } from '../ledger/LedgerImportDialog.tsx';
import {
  ledgerImportNote,
  withImportedCharges,
  type ChargeLists,
  type ImportedCharges,
} from '../ledger/importedCharges.ts';

/**
 * The charge lists to save with the rent periods after a ledger import: the imported charges are claimed only when
 * the lease is already known to allow additional charges, else kept for the Additional Charges step.
 */
function chargesPatch(c: Case, imported: ImportedCharges | null): Partial<ChargeLists> {
  return imported ? withImportedCharges(c, imported, c.additionalChargesPermitted === true) : {};
}

/**
 * The rent periods shown on arrival (docs/product/data-and-rules.md#lease-details): regenerated from the lease terms, keeping what was already
 * selected with its amount (domain caseRentPeriods), so coming from Lease Details with a changed lease, or in a
 * new month, lists the right periods.
 */
function periodsOf(c: Case): { items: PastDueRentItem[]; error: string | null } {
  const periods = caseRentPeriods(c);
  return periods.ok ? { items: periods.value, error: null } : { items: c.pastDueRent, error: periods.error.message };
}

export default function PastDueRentPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Past Due Rent" />;
  return <PastDueRentForm caseInfo={caseInfo} />;
}

function PastDueRentForm({ caseInfo }: { caseInfo: Case }) {
  const { saveCase, property } = useWizardCase();
  const initial = useMemo(() => periodsOf(caseInfo), [caseInfo]);
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<ImportedCharges | null>(null);
  const [importNote, setImportNote] = useState<string | null>(null);
  const stepForm = useStepForm({
    schema: pastDueRentFormSchema,
    next: 'vc-additional-charges',
    defaultValues: { pastDueRent: initial.items },
    save: useCallback<StepSave<{ pastDueRent: PastDueRentItem[] }>>(
      (parsed, status) => saveCase({ pastDueRent: parsed.pastDueRent, ...chargesPatch(caseInfo, imported) }, status),
      [saveCase, caseInfo, imported],
    ),
    autosave: {
      save: useCallback(
        (values: { pastDueRent: PastDueRentItem[] }, options: SaveOptions) =>
          saveCase({ pastDueRent: values.pastDueRent, ...chargesPatch(caseInfo, imported) }, null, options),
        [saveCase, caseInfo, imported],
      ),
    },
  });
  const { watch, setValue, getValues } = stepForm.form;
  const items = watch('pastDueRent');
  const [amountErrors, setAmountErrors] = useState<Record<string, boolean>>({});
  const [showError, setShowError] = useState(false);

  const valid = pastDueRentFormSchema.safeParse({ pastDueRent: items }).success;
  const total = sumCents(items.filter((i) => i.selected).map((i) => i.amount));
  const allSelected = items.length > 0 && items.every((i) => i.selected);
  // The claim rules the server applies (docs/product/rules.md#claim-consistency), in its words, on this step's rows.
  const claimMessages = useMemo(
    () => claimStepMessages({ ...caseInfo, pastDueRent: items }, property, todayInNewJersey(), CLAIM_STEPS.pastDueRent),
    [caseInfo, items, property],
  );
  // The claim as saved (a case saved before these rules held) can hold rows the lease's periods below cannot show: a
  // period twice, before the lease or off its due day. Say so rather than drop them without a word.
  const savedMessages = useMemo(
    () =>
      claimStepMessages(caseInfo, property, todayInNewJersey(), CLAIM_STEPS.pastDueRent).filter(
        (m) => m !== CLAIM_RULE_MESSAGES.nothingClaimed && !claimMessages.includes(m),
      ),
    [caseInfo, property, claimMessages],
  );

  const setItems = (change: (list: PastDueRentItem[]) => PastDueRentItem[]) =>
    setValue('pastDueRent', change(getValues('pastDueRent')), { shouldDirty: true });
  const update = (timePeriod: string, change: Partial<PastDueRentItem>) =>
    setItems((list) => list.map((i) => (i.timePeriod === timePeriod ? { ...i, ...change } : i)));

  const applyLedger = (fill: LedgerFill) => {
    setImported({ lateCharges: fill.lateCharges, utilities: fill.utilities, fees: fill.fees });
    setItems(() => fill.pastDueRent);
    setImportNote(ledgerImportNote(fill));
  };

  // A case made from a delinquency report whose months it could not claim: the report's balance and its question.
  const reportQuestion = caseInfo.reportFacts.find((f) => f.field === 'pastDueRent' && !f.confirmed && f.note);

  const onContinue = async () => {
    if (!valid || claimMessages.length > 0 || Object.values(amountErrors).some(Boolean)) {
      setShowError(true);
      return;
    }
    await stepForm.onContinue();
  };

  return (
    <WizardStep
      title="Past Due Rent"
      intro="Tick each rent period the tenant has not paid. Change an amount if the tenant paid part of it."
      onContinue={onContinue}
      onLeave={stepForm.onLeave}
    >
      {savedMessages.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            The rent you saved for this case cannot go on the papers as it is:
          </Typography>
          {savedMessages.map((m) => (
            <Typography key={m} variant="body2">
              {m}
            </Typography>
          ))}
          <Typography variant="body2">
            The list below shows the lease&apos;s rent periods; Continue saves it.
          </Typography>
        </Alert>
      )}
      {initial.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {initial.error} Go back to Lease Details to complete the lease.
        </Alert>
      )}
      {reportQuestion && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          From the delinquency report: {reportQuestion.value}. {reportQuestion.note}
        </Alert>
      )}
      {!initial.error && items.length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="outlined" onClick={() => setImporting(true)}>
            Import from ledger
          </Button>
        </Box>
      )}
      {importNote && (
        <Alert severity="success" sx={{ mb: 2 }} role="status">
          {importNote}
        </Alert>
      )}
      {caseInfo.id !== undefined && (
        <LedgerImportDialog
          open={importing}
          caseId={caseInfo.id}
          periods={items}
          rentCycle={caseInfo.rentCycle}
          section8={caseInfo.section8}
          onClose={() => setImporting(false)}
          onApply={applyLedger}
        />
      )}
      {items.length === 0 && !initial.error ? (
        <Alert severity="info">No rent has come due under this lease yet.</Alert>
      ) : (
        <TableContainer
          sx={{ height: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
          tabIndex={0}
          aria-label="Rent periods"
        >
          <Table stickyHeader size="small" aria-label="Rent periods owed">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    onChange={(e) => setItems((list) => list.map((i) => ({ ...i, selected: e.target.checked })))}
                    slotProps={{ input: { 'aria-label': 'Select every period' } }}
                  />
                </TableCell>
                <TableCell>Rent period</TableCell>
                <TableCell>Amount owed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <TableRow key={item.timePeriod} hover selected={item.selected}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={item.selected}
                      onChange={(e) => update(item.timePeriod, { selected: e.target.checked })}
                      slotProps={{ input: { 'aria-label': `Owed: ${item.timePeriodDisplay}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    {item.timePeriodDisplay}
                    {item.sourceRows && item.sourceRows.length > 0 && (
                      <Typography variant="body2" color="text.secondary">
                        Ledger {item.sourceRows.length === 1 ? 'row' : 'rows'} {item.sourceRows.join(', ')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ py: 0.5 }}>
                    <AmountField
                      size="small"
                      value={item.amount}
                      onChange={(v) => {
                        setAmountErrors((e) => ({ ...e, [item.timePeriod]: v === null }));
                        if (v !== null) update(item.timePeriod, { amount: v });
                      }}
                      errorText={amountErrors[item.timePeriod] ? MESSAGES.required : null}
                      ariaLabel={`Amount for ${item.timePeriodDisplay}`}
                      sx={{ maxWidth: 180 }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Typography variant="h3" component="p" aria-live="polite">
          Total due: {formatCurrency(total)}
        </Typography>
      </Box>
      {showError && !valid && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {MESSAGES.atLeastOnePeriod}
        </Alert>
      )}
      {showError && valid && claimMessages.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {claimMessages.map((m) => (
            <Typography key={m} variant="body2">
              {m}
            </Typography>
          ))}
        </Alert>
      )}
    </WizardStep>
  );
}
