import { MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import {
  formatCurrency,
  formatDateUs,
  LEDGER_KIND_LABELS,
  type AllocatedMoneyIn,
  type LedgerAnalysis,
  type LedgerFill,
} from '@rentfile/domain';
import { LedgerTable, rowsText, Totals, type LedgerStep } from './ledgerParts.tsx';

interface Props {
  analysis: LedgerAnalysis;
  fill: LedgerFill;
  /** The charge row each payment row pays first, where the landlord chose one. */
  overrides: Record<number, number>;
  onOverrides(overrides: Record<number, number>): void;
  small: boolean;
  target: LedgerStep;
}

/** The import's last step: what each payment paid (oldest charge first unless changed), and the totals check. */
export function PaymentsStep({ analysis, fill, overrides, onOverrides: setOverrides, small, target }: Props) {
  const paidText = (m: AllocatedMoneyIn) =>
    [
      m.returned > 0 ? `Returned (${rowsText(m.returnedBy)}).` : '',
      analysis.allocation.allocations
        .filter((a) => a.paymentRow === m.row)
        .map((a) => `${formatCurrency(a.amount)} of row ${a.chargeRow}`)
        .join('; '),
      m.unapplied > 0 ? `${formatCurrency(m.unapplied)} left as a credit.` : '',
    ]
      .filter(Boolean)
      .join(' ');

  return (
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
  );
}
