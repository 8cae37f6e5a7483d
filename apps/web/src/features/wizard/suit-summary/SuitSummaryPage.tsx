import { useEffect, useMemo } from 'react';
import {
  Alert,
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  caseMoney,
  chargesLeftOut,
  formatCurrency,
  SECTION8_CHARGES_LEFT_OUT,
  suitSummary,
  sumCents,
  type Case,
  type SuitSummaryGroup,
} from '@rentfile/domain';
import { setError } from '../../../lib/globalError.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';

export default function SuitSummaryPage() {
  const { caseInfo } = useWizardCase();
  if (!caseInfo) return <StepLoading title="Summary of Suit Amount" />;
  return <SuitSummary caseInfo={caseInfo} />;
}

const EMPTY_TEXT: Record<SuitSummaryGroup['title'], (c: Case) => string> = {
  'Past Due Rent': () => 'No rent periods selected.',
  'Additional Charges': () => 'No additional charges claimed.',
  'Court Fees': (c) => (c.section8 ? 'Court fees are not applied for a Section 8 tenant.' : 'No court fees.'),
};

function GroupTable({ group, caseInfo }: { group: SuitSummaryGroup; caseInfo: Case }) {
  const id = `summary-${group.title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" sx={{ mb: 1 }}>
        {group.title}
      </Typography>
      {group.lines.length === 0 ? (
        <Typography color="text.secondary">{EMPTY_TEXT[group.title](caseInfo)}</Typography>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell>Period</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {group.lines.map((line, i) => (
              <TableRow key={`${line.label}-${i}`}>
                <TableCell>{line.label}</TableCell>
                <TableCell>{line.timePeriodDisplay}</TableCell>
                <TableCell align="right">{formatCurrency(line.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
                {group.title} total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
                {formatCurrency(group.total)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </Box>
  );
}

/**
 * Summary of Suit Amount (docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#charges): Past Due Rent, Additional Charges and Court Fees with the total,
 * computed by the domain (caseMoney, suitSummary). The stored suit amount is the domain's too, computed by every
 * save (applyCaseChange, decision 0033); a disagreement between the two is shown, never hidden. No tenants: the
 * banner says so.
 */
function SuitSummary({ caseInfo }: { caseInfo: Case }) {
  const wizard = useWizardCase();
  const { saveCase } = wizard;
  const money = useMemo(() => caseMoney(caseInfo), [caseInfo]);
  const summary = useMemo(() => suitSummary({ ...caseInfo, legalFees: money.legalFees }), [caseInfo, money]);
  const stored = caseInfo.suitAmount;
  const leftOut = chargesLeftOut(caseInfo);

  useEffect(() => {
    if (money.courtFeesError) setError(money.courtFeesError);
  }, [money.courtFeesError]);

  const onContinue = async () => {
    if (money.courtFeesError) {
      setError(money.courtFeesError);
      return;
    }
    await saveCase({});
    wizard.goTo('vc-lease-registration');
  };

  return (
    <WizardStep
      title="Summary of Suit Amount"
      intro="Check the amounts the complaint will claim before you review and sign it."
      onContinue={onContinue}
    >
      <Stack spacing={4}>
        {leftOut.length > 0 && (
          <Alert severity="info">
            {SECTION8_CHARGES_LEFT_OUT(leftOut.length, formatCurrency(sumCents(leftOut.map((e) => e.amount))))}
          </Alert>
        )}
        {summary.groups.map((group) => (
          <GroupTable key={group.title} group={group} caseInfo={caseInfo} />
        ))}
        <Paper
          variant="outlined"
          sx={{
            p: 2,
            bgcolor: 'background.default',
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
          }}
        >
          <Typography variant="h2" component="p" id="total-suit-amount-label">
            Total suit amount
          </Typography>
          <Typography variant="h2" component="p" aria-labelledby="total-suit-amount-label" data-testid="suit-amount">
            {formatCurrency(stored)}
          </Typography>
        </Paper>
        {stored !== summary.total && (
          <Alert severity="warning">
            The amount saved ({formatCurrency(stored)}) differs from this summary ({formatCurrency(summary.total)}). Go
            back and check the amounts, or contact support.
          </Alert>
        )}
      </Stack>
    </WizardStep>
  );
}
