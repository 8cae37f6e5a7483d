import { Box, TableCell, TableFooter, TablePaginationActions, TableRow, Toolbar } from '@mui/material';

interface Props {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  /** The text before the buttons, e.g. 'Cases 1–5 of 12'. */
  label: (range: { from: number; to: number; count: number }) => string;
}

/**
 * The footer of a table paged at a fixed size, shown when there is more than one page: the range shown and the
 * previous and next page buttons, as MUI's TablePagination renders them with one page size. TablePagination also
 * brings the Select of its page sizes and its menu, which a fixed page size never shows.
 */
export function TablePager({ count, page, rowsPerPage, onPageChange, label }: Props) {
  if (count <= rowsPerPage) return null;
  return (
    <TableFooter>
      <TableRow>
        <PagerCell count={count} page={page} rowsPerPage={rowsPerPage} onPageChange={onPageChange} label={label} />
      </TableRow>
    </TableFooter>
  );
}

function PagerCell({ count, page, rowsPerPage, onPageChange, label }: Props) {
  return (
    <TableCell
      colSpan={1000}
      sx={{
        overflow: 'auto',
        color: 'text.primary',
        fontSize: (t) => t.typography.pxToRem(14),
        '&:last-child': { p: 0 },
      }}
    >
      <Toolbar
        sx={(t) => ({
          minHeight: 52,
          pr: '2px',
          [`${t.breakpoints.up('xs')} and (orientation: landscape)`]: { minHeight: 52 },
          [t.breakpoints.up('sm')]: { minHeight: 52, pr: '2px' },
          '& > :last-child': { flexShrink: 0, ml: '20px' },
        })}
      >
        <Box sx={{ flex: '1 1 100%' }} />
        <Box component="p" sx={{ typography: 'body2', flexShrink: 0 }}>
          {label({
            from: count === 0 ? 0 : page * rowsPerPage + 1,
            to: Math.min(count, (page + 1) * rowsPerPage),
            count,
          })}
        </Box>
        <TablePaginationActions
          count={count}
          page={page}
          rowsPerPage={rowsPerPage}
          onPageChange={(_, p) => onPageChange(p)}
          getItemAriaLabel={(type) => `Go to ${type} page`}
          showFirstButton={false}
          showLastButton={false}
        />
      </Toolbar>
    </TableCell>
  );
}
