import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../../lib/routes.ts';

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * A guest's Submit (docs/product/data-and-rules.md#sign-in-and-guests): the order waits in session storage (guestOrder) and is created when they sign
 * in or register, then they land on the order details of the case.
 */
export function GuestSubmitDialog({ open, onClose }: Props) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Sign in to submit your complaint</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Your complaint is ready. Sign in, or register for a free account, to save it and download your court papers.
          What you entered is kept and added to your account.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="secondary">
          Not now
        </Button>
        <Button component={RouterLink} to={pathTo('register')} variant="outlined" color="secondary">
          Register
        </Button>
        <Button component={RouterLink} to={pathTo('login')} variant="contained" color="secondary">
          Sign in
        </Button>
      </DialogActions>
    </Dialog>
  );
}
