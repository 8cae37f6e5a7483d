import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { cardsBelowLaptop } from '../../components/tableCards.ts';

/** 'Row 4' or 'Rows 4, 9'. */
export const rowsText = (rows: readonly number[]) => (rows.length === 1 ? `Row ${rows[0]}` : `Rows ${rows.join(', ')}`);

/** The frame of the batch's tables: a card with its cells' content at the top of each row. */
export const tableFrame = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '& td': { verticalAlign: 'top' },
} as const;

/**
 * A table of the report's rows; below laptop width each row is a card, each cell under its column's name (its
 * data-label).
 */
export function ReportTable({
  label,
  columns,
  children,
  footer,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <TableContainer sx={tableFrame}>
      <Table size="small" aria-label={label} sx={cardsBelowLaptop}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, color: 'secondary.main' } }}>
            {columns.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
        {footer}
      </Table>
    </TableContainer>
  );
}
