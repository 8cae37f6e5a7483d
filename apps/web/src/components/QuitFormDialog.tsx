import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';

interface Props {
  open: boolean;
  /** Whether the user is signed in: their progress is then already on the dashboard. */
  signedIn: boolean;
  /** 'No, Go Back.': stay in the form. */
  onStay: () => void;
  /** 'Yes, Quit.': leave the form. */
  onQuit: () => void;
}

/** The leave-confirmation dialog of docs/product/screens.md#layout, used by the wizard's close control. */
export function QuitFormDialog({ open, signedIn, onStay, onQuit }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Quit the form?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {signedIn
            ? 'Your progress is saved to your dashboard, so you can come back and finish this form at any time.'
            : 'Your progress is not saved yet. To save it and finish later, log in or register before you quit.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="outlined" color="secondary" autoFocus>
          No, Go Back.
        </Button>
        <Button onClick={onQuit} variant="contained" color="secondary">
          Yes, Quit.
        </Button>
      </DialogActions>
    </Dialog>
  );
}
