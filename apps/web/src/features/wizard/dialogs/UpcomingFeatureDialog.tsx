import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { TEXTS } from '@rentfile/domain';

const T = TEXTS.section8UpcomingFeature;

/** Spec §4.6: a subsidy type other than the Section 8 Voucher is an upcoming feature. */
export function UpcomingFeatureDialog({
  open,
  onQuit,
  onContinue,
}: {
  open: boolean;
  onQuit: () => void;
  onContinue: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onContinue} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Only the Section 8 Housing Voucher program is supported for now: {T.text}.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onQuit} color="secondary" variant="outlined">
          {T.quit}
        </Button>
        <Button onClick={onContinue} color="secondary" variant="contained" autoFocus>
          {T.proceed}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
