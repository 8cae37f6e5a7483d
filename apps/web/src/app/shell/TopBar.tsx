import { lazy, useId, useState, type MouseEvent } from 'react';
import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo.tsx';
import { OpenedOnce } from '../../components/OpenedOnce.tsx';
import { UserAvatar } from '../../components/UserAvatar.tsx';
import { markLoggedOut } from '../../lib/auth/authClient.ts';
import { useSession } from '../../lib/session.tsx';
import { pathTo } from '../../lib/routes.ts';
import type { HelpTopic } from './HelpDialog.tsx';

/** The help panels, loaded when one is first opened. */
const HelpDialog = lazy(() => import('./HelpDialog.tsx').then((m) => ({ default: m.HelpDialog })));
/** The menus, loaded when one is first opened. */
const HelpMenuList = lazy(() => import('./TopBarMenus.tsx').then((m) => ({ default: m.HelpMenuList })));
const UserMenuList = lazy(() => import('./TopBarMenus.tsx').then((m) => ({ default: m.UserMenuList })));
const NavMenuList = lazy(() => import('./TopBarMenus.tsx').then((m) => ({ default: m.NavMenuList })));

/** On a phone-sized screen (below the tablet breakpoint): shown to screen readers only. */
const hiddenOnPhone = {
  '@media (max-width: 450.95px)': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
} as const;

const navButtonSx = {
  color: 'secondary.main',
  '&.active': {
    boxShadow: (t: { palette: { primary: { main: string } } }) => `inset 0 -3px 0 ${t.palette.primary.main}`,
    borderRadius: 0,
  },
} as const;

/** A menu opened by a button: the anchor element, open and close. */
function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return {
    anchor,
    open: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
    close: () => setAnchor(null),
  };
}

function HelpMenu() {
  const menu = useMenu();
  const [topic, setTopic] = useState<HelpTopic | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const show = (t: HelpTopic) => {
    menu.close();
    setTopic(t);
  };
  return (
    <>
      <Button
        id={buttonId}
        color="secondary"
        startIcon={<HelpOutlineIcon />}
        endIcon={<ExpandMoreIcon sx={{ display: { mobile: 'none', tablet: 'block' } }} />}
        aria-haspopup="menu"
        aria-controls={menu.anchor ? menuId : undefined}
        aria-expanded={menu.anchor ? 'true' : 'false'}
        onClick={menu.open}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { mobile: 0, tablet: 1 } } }}
      >
        <Box component="span" sx={hiddenOnPhone}>
          Help
        </Box>
      </Button>
      <OpenedOnce open={menu.anchor !== null}>
        <HelpMenuList id={menuId} anchor={menu.anchor} labelledBy={buttonId} onClose={menu.close} onShow={show} />
      </OpenedOnce>
      <OpenedOnce open={topic !== null}>
        <HelpDialog topic={topic} onClose={() => setTopic(null)} />
      </OpenedOnce>
    </>
  );
}

function UserMenu() {
  const { client, signOut } = useSession();
  const navigate = useNavigate();
  const menu = useMenu();
  const buttonId = useId();
  const menuId = useId();
  if (!client) return null;
  const firstName = client.firstName?.trim() || 'there';
  const logOut = () => {
    menu.close();
    markLoggedOut();
    signOut();
    void navigate(pathTo('login'));
  };
  return (
    <>
      <Button
        id={buttonId}
        color="secondary"
        aria-haspopup="menu"
        aria-controls={menu.anchor ? menuId : undefined}
        aria-expanded={menu.anchor ? 'true' : 'false'}
        onClick={menu.open}
        endIcon={<ExpandMoreIcon />}
        sx={{ textTransform: 'none', gap: 1, minWidth: 0 }}
      >
        <UserAvatar firstName={client.firstName} lastName={client.lastName} avatar={client.avatar} size={32} />
        <Box component="span" sx={hiddenOnPhone}>
          Hi, {firstName}
        </Box>
      </Button>
      <OpenedOnce open={menu.anchor !== null}>
        <UserMenuList id={menuId} anchor={menu.anchor} labelledBy={buttonId} onClose={menu.close} onLogOut={logOut} />
      </OpenedOnce>
    </>
  );
}

/** The main navigation as a menu button, on a phone-sized screen only. */
function NavMenu() {
  const menu = useMenu();
  const buttonId = useId();
  const menuId = useId();
  return (
    <>
      <IconButton
        id={buttonId}
        color="secondary"
        aria-label="Menu"
        aria-haspopup="menu"
        aria-controls={menu.anchor ? menuId : undefined}
        aria-expanded={menu.anchor ? 'true' : 'false'}
        onClick={menu.open}
        sx={{ display: { mobile: 'inline-flex', tablet: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <OpenedOnce open={menu.anchor !== null}>
        <NavMenuList id={menuId} anchor={menu.anchor} labelledBy={buttonId} onClose={menu.close} />
      </OpenedOnce>
    </>
  );
}

/** The top bar (docs/product/screens.md#layout); on a phone the main navigation folds into a menu. */
export function TopBar() {
  const { status } = useSession();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="desktop">
        <Toolbar disableGutters sx={{ gap: { mobile: 0.5, laptop: 1 }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Box
            component={RouterLink}
            to={pathTo('main')}
            aria-label="RentFile NJ home"
            sx={{
              textDecoration: 'none',
              mr: { mobile: 1, laptop: 3 },
              display: 'inline-flex',
              borderRadius: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'accent.main', outlineOffset: 2 },
            }}
          >
            <Logo />
          </Box>
          {status === 'signedIn' && <NavMenu />}
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { mobile: 'none', tablet: 'flex' }, gap: 1, flexGrow: 1 }}
          >
            {status === 'signedIn' && (
              <>
                <Button component={NavLink} to={pathTo('main')} end sx={navButtonSx}>
                  Dashboard
                </Button>
                <Button component={NavLink} to={pathTo('properties')} sx={navButtonSx}>
                  Properties
                </Button>
              </>
            )}
          </Box>
          <Box aria-hidden sx={{ flexGrow: 1, display: { mobile: 'block', tablet: 'none' } }} />
          <HelpMenu />
          {status === 'signedOut' && (
            <>
              <Button component={RouterLink} to={pathTo('register')} variant="outlined" color="secondary">
                Register
              </Button>
              <Button component={RouterLink} to={pathTo('login')} variant="contained" color="primary" disableElevation>
                Sign in
              </Button>
            </>
          )}
          {status === 'loading' && (
            <Typography variant="body2" color="text.secondary" role="status">
              Signing in…
            </Typography>
          )}
          {status === 'signedIn' && <UserMenu />}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
