import { Box, Typography } from '@mui/material';
import { formatCurrency } from '@rentfile/domain';

/**
 * Two or more amounts of a table row, each under a short name, the figures aligned (the dashboard's initial and
 * current suit amounts, a batch case's report balance and rent claimed). A missing amount shows a dash.
 */
export function AmountPairs({ amounts }: { amounts: ReadonlyArray<readonly [label: string, cents: number | null]> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'inline-grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 1,
        '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
      }}
    >
      {amounts.map(([label, cents]) => [
        <Typography key={`${label}-dt`} component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>,
        <dd key={`${label}-dd`}>{cents === null ? '—' : formatCurrency(cents)}</dd>,
      ])}
    </Box>
  );
}
