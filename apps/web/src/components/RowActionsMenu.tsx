import { lazy, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { IconButton } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { OpenedOnce } from './OpenedOnce.tsx';

/** The menu, loaded when a row's menu is first opened. */
const RowActionsMenuList = lazy(() => import('./RowActionsMenuList.tsx'));

export interface RowAction {
  key: string;
  icon: ReactNode;
  /** The item's text, or a ListItemText with a secondary line. */
  label: ReactNode;
  onSelect: () => void;
  disabled?: boolean;
  /** Shown in the error colour, for deleting. */
  danger?: boolean;
}

/**
 * The actions button of a table row and its menu (the dashboard's cases, the properties list): the button is named
 * after the row ("Actions for 3 Maple Ave"), says it opens a menu and whether it is open, and the menu closes before
 * the chosen action runs.
 */
export function RowActionsMenu({ rowName, actions }: { rowName: string; actions: RowAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={`Actions for ${rowName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <OpenedOnce open={anchor !== null}>
        <RowActionsMenuList id={menuId} anchor={anchor} labelledBy={buttonId} actions={actions} onClose={close} />
      </OpenedOnce>
    </>
  );
}
