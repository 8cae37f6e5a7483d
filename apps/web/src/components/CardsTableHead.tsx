import { Box, TableCell, TableHead, TableRow } from '@mui/material';
import { visuallyHidden } from './tableCards.ts';

/** A column: its name, or its name with the least width it keeps, or a name for a screen reader only (hidden). */
type Column = string | { label: string; minWidth?: number; hidden?: boolean };

/**
 * The header of a list table laid out by cardsBelowLaptop (docs/product/screens.md#phone-size): the columns' names,
 * then the row menus' column, named 'Actions' for a screen reader only, with the `row-actions` class the card layout
 * places at a card's top right.
 */
export function CardsTableHead({ columns }: { columns: readonly Column[] }) {
  return (
    <TableHead>
      <TableRow sx={{ '& th': { fontWeight: 600, color: 'secondary.main' } }}>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <TableCell key={column}>{column}</TableCell>
          ) : (
            <TableCell key={column.label} sx={{ minWidth: column.minWidth }}>
              {column.hidden ? (
                <Box component="span" sx={visuallyHidden}>
                  {column.label}
                </Box>
              ) : (
                column.label
              )}
            </TableCell>
          ),
        )}
        <TableCell className="row-actions">
          <Box component="span" sx={visuallyHidden}>
            Actions
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}
