/** The top bar's menus, loaded when one is first opened. */
import { Divider, ListItemIcon, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { Link as RouterLink } from 'react-router';
import { ButtonMenu, type ButtonMenuProps } from '../../components/ButtonMenu.tsx';
import { SUPPORT_MAILTO } from '../../lib/support.ts';
import { pathTo } from '../../lib/routes.ts';
import { useSession } from '../../lib/session.tsx';
import type { HelpTopic } from './HelpDialog.tsx';

export function HelpMenuList({ onShow, ...menu }: ButtonMenuProps & { onShow: (topic: HelpTopic) => void }) {
  return (
    <ButtonMenu {...menu}>
      <MenuItem onClick={() => onShow('faq')}>FAQ</MenuItem>
      <MenuItem onClick={() => onShow('resources')}>Resources</MenuItem>
      <MenuItem onClick={() => onShow('upcoming')}>Upcoming</MenuItem>
      <MenuItem component="a" href={SUPPORT_MAILTO} onClick={menu.onClose}>
        Email us
      </MenuItem>
    </ButtonMenu>
  );
}

/** The main navigation, as a menu on a phone-sized screen. */
export function NavMenuList(menu: ButtonMenuProps) {
  const { onClose } = menu;
  return (
    <ButtonMenu {...menu}>
      <MenuItem component={RouterLink} to={pathTo('main')} onClick={onClose}>
        Dashboard
      </MenuItem>
      <MenuItem component={RouterLink} to={pathTo('properties')} onClick={onClose}>
        Properties
      </MenuItem>
    </ButtonMenu>
  );
}

export function UserMenuList({ onLogOut, ...menu }: ButtonMenuProps & { onLogOut: () => void }) {
  const { onClose } = menu;
  // An administrator reaches the act-as page from here (issue 36).
  const isAdmin = useSession().client?.isAdmin === true;
  return (
    <ButtonMenu {...menu} alignEnd>
      <MenuItem component={RouterLink} to={pathTo('profile')} onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <MenuItem component={RouterLink} to={pathTo('change-password')} onClick={onClose}>
        <ListItemIcon>
          <LockOutlinedIcon fontSize="small" />
        </ListItemIcon>
        Password
      </MenuItem>
      {isAdmin && (
        <MenuItem component={RouterLink} to={pathTo('as-user-find')} onClick={onClose}>
          <ListItemIcon>
            <SupervisorAccountOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Act as a user
        </MenuItem>
      )}
      <MenuItem component="a" href={SUPPORT_MAILTO} onClick={onClose}>
        <ListItemIcon>
          <MailOutlineIcon fontSize="small" />
        </ListItemIcon>
        Support
      </MenuItem>
      <Divider />
      <MenuItem onClick={onLogOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        Log out
      </MenuItem>
    </ButtonMenu>
  );
}
