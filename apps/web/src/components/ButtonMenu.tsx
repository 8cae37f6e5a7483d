import type { ReactNode } from 'react';
import { Menu } from '@mui/material';

export interface ButtonMenuProps {
  id: string;
  /** The button that opened the menu, null when it is closed. */
  anchor: HTMLElement | null;
  /** The id of that button, which names the menu. */
  labelledBy: string;
  onClose: () => void;
}

/** The menu a button opens, named after the button; alignEnd puts its right edge under the button's. */
export function ButtonMenu({
  id,
  anchor,
  labelledBy,
  onClose,
  alignEnd = false,
  children,
}: ButtonMenuProps & { alignEnd?: boolean; children: ReactNode }) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      {...(alignEnd && {
        anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
        transformOrigin: { vertical: 'top', horizontal: 'right' },
      })}
      slotProps={{ list: { 'aria-labelledby': labelledBy } }}
    >
      {children}
    </Menu>
  );
}
