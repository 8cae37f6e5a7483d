import { useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DESKTOP_MIN_WIDTH_EXCLUSIVE } from '../theme.ts';

const DISMISSED_KEY = 'rentfile.ignoreWidthCheck';

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** On a screen that is not a desktop (width 900 or less, spec §2.2) asks for a desktop device, once per session. */
export function SmallScreenWarning() {
  const small = useMediaQuery(`(max-width: ${DESKTOP_MIN_WIDTH_EXCLUSIVE}px)`, { noSsr: true });
  const [dismissed, setDismissed] = useState(wasDismissed);
  const titleId = useId();
  const textId = useId();

  const continueAnyway = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage may be unavailable (private mode); the warning then stays dismissed for this page only.
    }
    setDismissed(true);
  };

  return (
    <Dialog open={small && !dismissed} onClose={continueAnyway} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DesktopWindowsIcon aria-hidden="true" color="secondary" />
        Please use a desktop device
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          RentFile NJ works best on a desktop or laptop computer. Court papers have many fields and tables that are hard to
          fill in on a small screen, so we recommend switching to a larger screen before you start.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="secondary" onClick={continueAnyway} autoFocus>
          Continue anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
