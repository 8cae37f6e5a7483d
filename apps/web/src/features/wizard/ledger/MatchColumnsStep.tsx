import { Alert, Box, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { LedgerPreview } from '@rentfile/contract';
import {
  formatCurrency,
  formatDateUs,
  type LedgerAnalysis,
  type ColumnMapping,
  type LedgerField,
} from '@rentfile/domain';
import { ColumnSelect } from '../../../components/ColumnSelect.tsx';
import { LedgerTable, rowsText } from './ledgerParts.tsx';

const FIELD_LABELS: Record<LedgerField, string> = {
  date: 'Date',
  description: 'Description',
  charge: 'Charge (money owed)',
  payment: 'Payment (money in)',
  amount: 'Amount (one signed column)',
  balance: 'Balance',
};

interface Props {
  preview: LedgerPreview;
  mapping: ColumnMapping;
  onMapping(mapping: ColumnMapping): void;
  /** What is wrong with the mapping (domain mappingProblem), or null. */
  problem: string | null;
  /** The ledger read with the mapping, or null while it is wrong. */
  analysis: LedgerAnalysis | null;
  small: boolean;
}

/** The import's second step: the file's columns matched to the ledger's fields, with the first rows as read. */
export function MatchColumnsStep({ preview, mapping, onMapping: setMapping, problem, analysis, small }: Props) {
  return (
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
          {rowsText(preview.formulaRows).replace(/^r/, 'R')}: a cell looks like a spreadsheet formula. It is kept as
          plain text and never run; check those lines.
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
  );
}
