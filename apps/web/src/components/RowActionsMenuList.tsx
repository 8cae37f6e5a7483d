import { ListItemIcon, MenuItem } from '@mui/material';
import { ButtonMenu, type ButtonMenuProps } from './ButtonMenu.tsx';
import type { RowAction } from './RowActionsMenu.tsx';

/** The menu of RowActionsMenu: it closes before the chosen action runs. */
export default function RowActionsMenuList({ actions, ...menu }: ButtonMenuProps & { actions: RowAction[] }) {
  return (
    <ButtonMenu {...menu} alignEnd>
      {actions.map((action) => (
        <MenuItem
          key={action.key}
          disabled={action.disabled}
          sx={action.danger ? { color: 'error.main' } : undefined}
          onClick={() => {
            menu.onClose();
            action.onSelect();
          }}
        >
          <ListItemIcon sx={action.danger ? { color: 'inherit' } : undefined}>{action.icon}</ListItemIcon>
          {action.label}
        </MenuItem>
      ))}
    </ButtonMenu>
  );
}
