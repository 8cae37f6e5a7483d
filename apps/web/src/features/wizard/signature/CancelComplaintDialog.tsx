import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

interface Props {
  open: boolean;
  signedIn: boolean;
  onStay(): void;
  onCancel(): void;
}

/** The cancel dialog of the verified complaint (docs/product/data-and-rules.md#wizard Review & Sign's close control). */
export function CancelComplaintDialog({ open, signedIn, onStay, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Cancel the verified complaint?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {signedIn
            ? 'The complaint is not signed or submitted. Your answers stay saved on your dashboard, so you can come back, review and sign it later.'
            : 'The complaint is not signed or submitted, and your answers are kept only in this browser. Sign in or register to save them.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} variant="outlined" color="secondary" autoFocus>
          No, Go Back.
        </Button>
        <Button onClick={onCancel} variant="contained" color="secondary">
          Yes, Cancel.
        </Button>
      </DialogActions>
    </Dialog>
  );
}
