import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            disabled={action.disabled}
            sx={action.danger ? { color: 'error.main' } : undefined}
            onClick={() => {
              close();
              action.onSelect();
            }}
          >
            <ListItemIcon sx={action.danger ? { color: 'inherit' } : undefined}>{action.icon}</ListItemIcon>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
