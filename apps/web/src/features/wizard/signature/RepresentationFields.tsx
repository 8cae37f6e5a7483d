import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { TEXTS } from '@rentfile/domain';
import type { SavedAttorney } from '../../../lib/queries/attorneys.ts';

interface Props {
  signedIn: boolean;
  attorneys: SavedAttorney[];
  attorneyId: number | null;
  onChange: (attorneyId: number | null) => void;
  /** The owner may file only through an attorney (R. 1:21-1(c), R. 6:10): "None (Pro Se)" is not offered. */
  attorneyRequired: boolean;
  /** Why the signed papers cannot be made as the case stands (representationRefusal), or null. */
  refusal: string | null;
}

const PRO_SE = 'pro-se';

/** Loaded when first opened: Review & Sign does not carry it (the web's budget). */
const AttorneyDialog = lazy(() => import('../dialogs/AttorneyDialog.tsx'));

/**
 * Who files the papers (docs/product/rules.md#representation): the landlord itself (Pro Se, only for an owner the law
 * lets file without an attorney) or an attorney of record chosen from the account's attorneys or added here in a
 * dialog. Says why signed papers cannot be made yet.
 */
export function RepresentationFields({ signedIn, attorneys, attorneyId, onChange, attorneyRequired, refusal }: Props) {
  const [adding, setAdding] = useState(false);
  return (
    <Box component="section" aria-labelledby="representation-heading">
      <Typography id="representation-heading" variant="h2" sx={{ mb: 0.5 }}>
        Who files the papers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The plaintiff is always the owner on the deed. An attorney of record files the papers and signs the complaint;
        the person who verifies signs the verification.
      </Typography>
      {signedIn ? (
        <Stack spacing={1} alignItems="flex-start">
          <TextField
            select
            fullWidth
            label="Attorney of record"
            required={attorneyRequired}
            value={attorneyId === null ? (attorneyRequired ? '' : PRO_SE) : String(attorneyId)}
            onChange={(e) => onChange(e.target.value === PRO_SE ? null : Number(e.target.value))}
            helperText={
              attorneys.length === 0
                ? 'No attorneys yet: add the New Jersey attorney who files for the owner.'
                : attorneyRequired
                  ? 'This owner files only through a New Jersey attorney.'
                  : ' '
            }
          >
            {!attorneyRequired && <MenuItem value={PRO_SE}>None: the landlord files ({TEXTS.proSe})</MenuItem>}
            {attorneys.map((a) => (
              <MenuItem key={a.id} value={String(a.id)}>
                {a.firstName} {a.lastName}
                {a.isSelf ? ' (you)' : ''}, NJ Attorney ID {a.attorneyId}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" color="secondary" onClick={() => setAdding(true)}>
            Add or choose an attorney
          </Button>
          {adding && (
            <Suspense fallback={null}>
              <AttorneyDialog
                chosenId={attorneyId}
                onClose={() => setAdding(false)}
                onChoose={(id) => {
                  setAdding(false);
                  onChange(id);
                }}
              />
            </Suspense>
          )}
        </Stack>
      ) : (
        refusal && <Typography sx={{ mb: 1 }}>Sign in to choose the attorney of record.</Typography>
      )}
      {refusal && (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {refusal} The preview above is a draft (marked PREVIEW); it is not for filing.
        </Alert>
      )}
    </Box>
  );
}
