import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';

/** The small-screen warning's dialog (SmallScreenWarning decides when it shows). */
export default function SmallScreenDialog({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onContinue} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DesktopWindowsIcon aria-hidden="true" color="secondary" />
        Please use a desktop device
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          RentFile NJ works best on a desktop or laptop computer. Court papers have many fields and tables that are hard
          to fill in on a small screen, so we recommend switching to a larger screen before you start.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" color="secondary" onClick={onContinue} autoFocus>
          Continue anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
