/** The ledger import's shared parts (LedgerImportDialogView.tsx): its tables, the steps it fills, the totals. */
import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatCurrency, type LedgerFill } from '@rentfile/domain';

/** The step a ledger is imported on, its name and what its button fills. */
export const LEDGER_STEPS = {
  rent: { title: 'Past Due Rent', apply: 'Fill the rent periods' },
  charges: { title: 'Late Charges, Utilities and Fees', apply: 'Fill the charges' },
} as const;
export type LedgerStep = keyof typeof LEDGER_STEPS;

export const rowsText = (rows: readonly number[]) => (rows.length === 1 ? `row ${rows[0]}` : `rows ${rows.join(', ')}`);

/** A table of the dialog; on a phone it has two columns laid out to the screen's width. */
export function LedgerTable({
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
export function Totals({ fill, step }: { fill: LedgerFill; step: LedgerStep }) {
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
