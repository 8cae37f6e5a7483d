import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { CasesDecision } from './queries.ts';
import { addressOf, type SavedProperty } from './propertyText.ts';

/** What to do with the cases of a property being deleted (the server refuses to guess). */
export function CasesChoiceDialog({
  property,
  decision,
  busy,
  onChoose,
  onCancel,
}: {
  property: SavedProperty;
  decision: CasesDecision;
  busy: boolean;
  onChoose: (choice: 'delete' | 'keep') => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const n = decision.cases;
  const cases = n === 1 ? 'its case' : `its ${n} cases`;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { minWidth: { tablet: 375 }, maxWidth: 800 } } }}
    >
      <DialogTitle id={titleId}>This property has {n === 1 ? 'a case' : `${n} cases`}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          <Box sx={{ fontWeight: 600, mb: 1 }}>{addressOf(property)}</Box>
          {decision.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} variant="outlined" color="secondary" disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button onClick={() => onChoose('keep')} variant="outlined" color="secondary" disabled={busy}>
          Delete the property, keep the cases
        </Button>
        <Button onClick={() => onChoose('delete')} variant="contained" color="error" disabled={busy}>
          Delete the property and {cases}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
