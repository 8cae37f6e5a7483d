import { Alert, Box, Link, MenuItem, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { TEXTS } from '@rentfile/domain';
import type { SavedAttorney } from '../../../lib/queries/attorneys.ts';

interface Props {
  signedIn: boolean;
  attorneys: SavedAttorney[];
  attorneyId: number | null;
  onChange: (attorneyId: number | null) => void;
  /** Why the signed papers cannot be made as the case stands (representationRefusal), or null. */
  refusal: string | null;
}

const PRO_SE = 'pro-se';

/**
 * Who files the papers (docs/product/rules.md#representation): the landlord itself (Pro Se) or an attorney of record
 * chosen from the signed-in attorney's profile and the firm's attorneys. Says why signed papers cannot be made yet.
 */
export function RepresentationFields({ signedIn, attorneys, attorneyId, onChange, refusal }: Props) {
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
        <TextField
          select
          fullWidth
          label="Attorney of record"
          value={attorneyId === null ? PRO_SE : String(attorneyId)}
          onChange={(e) => onChange(e.target.value === PRO_SE ? null : Number(e.target.value))}
          helperText={
            attorneys.length === 0 ? (
              <>
                No attorneys yet: add your attorney profile or your firm&apos;s attorneys on your{' '}
                <Link component={RouterLink} to="/profile" color="secondary">
                  Profile
                </Link>
                .
              </>
            ) : (
              ' '
            )
          }
        >
          <MenuItem value={PRO_SE}>None: the landlord files ({TEXTS.proSe})</MenuItem>
          {attorneys.map((a) => (
            <MenuItem key={a.id} value={String(a.id)}>
              {a.firstName} {a.lastName}
              {a.isSelf ? ' (you)' : ''}, NJ Attorney ID {a.attorneyId}
            </MenuItem>
          ))}
        </TextField>
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
