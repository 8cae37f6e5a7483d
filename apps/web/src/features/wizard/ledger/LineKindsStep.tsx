import { MenuItem, Stack, TableCell, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import {
  entryNet,
  formatCurrency,
  formatDateUs,
  kindsFor,
  LEDGER_KIND_LABELS,
  type LedgerAnalysis,
  type LedgerKind,
} from '@rentfile/domain';
import { LedgerTable } from './ledgerParts.tsx';

const PAGE_SIZE = 25;

interface Props {
  analysis: LedgerAnalysis;
  onKind(row: number, kind: LedgerKind): void;
  page: number;
  onPage(page: number): void;
  small: boolean;
}

/** The import's third step: each line's kind, guessed from its description, to confirm or change. */
export function LineKindsStep({ analysis, onKind, page, onPage: setPage, small }: Props) {
  const entries = analysis.entries;
  return (
    <Stack spacing={2}>
      <Typography>
        Each line&apos;s kind is guessed from its description. Change any that is wrong: rent fills the rent periods;
        the rest are additional charges.
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
                onChange={(e) => onKind(entry.row, e.target.value as LedgerKind)}
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
  );
}
