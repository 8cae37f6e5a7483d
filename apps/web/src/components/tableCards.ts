import type { SxProps, Theme } from '@mui/material';

/**
 * A list table that becomes cards below laptop width (docs/product/screens.md#phone-size): the header row is left out,
 * each cell shows its column's name (its `data-label`) above its value, and the cell with the class `row-actions`
 * (the row's menu) sits at the card's top right. At desk width that cell stays in view when the table scrolls.
 */
export const cardsBelowLaptop: SxProps<Theme> = (theme) => ({
  '& td.row-actions, & th.row-actions': { position: 'sticky', right: 0, bgcolor: 'background.paper' },
  [theme.breakpoints.down('laptop')]: {
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      position: 'relative',
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& tbody td': { display: 'block', borderBottom: 0, py: 0.75 },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: '0.75rem',
      fontWeight: 600,
      color: 'secondary.main',
    },
    '& tbody td.row-actions': { position: 'absolute', top: 8, right: 8, width: 'auto' },
    '& tfoot tr, & tfoot td': { display: 'block' },
  },
});

/** Hides a label from the eye but not from a screen reader (a card's header cells, a button's long name). */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
