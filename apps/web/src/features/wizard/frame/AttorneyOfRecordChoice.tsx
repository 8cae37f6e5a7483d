import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { mayFileWithoutAttorney, type OwnershipType } from '@rentfile/domain';
import { useAttorneys } from '../../../lib/queries/attorneys.ts';

/** The dialog loads when first opened: the steps showing this choice do not carry it (the web's budget). */
const AttorneyDialog = lazy(() => import('../dialogs/AttorneyDialog.tsx'));

/** Whether the owner can file and appear only through a New Jersey attorney (domain mayFileWithoutAttorney). */
function needsAttorney(ownershipType: OwnershipType | null | undefined): boolean {
  return ownershipType != null && !mayFileWithoutAttorney(ownershipType);
}

/** The button that opens the attorney dialog, and the dialog: used on the Deed step and on Review & Sign. */
function AttorneyDialogButton({
  attorneyId,
  onChoose,
  label,
}: {
  attorneyId: number | null;
  onChoose: (attorneyId: number) => void;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" color="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AttorneyDialog
            chosenId={attorneyId}
            onClose={() => setOpen(false)}
            onChoose={(id) => {
              setOpen(false);
              onChoose(id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The attorney of record where the law asks for one (issue 36; R. 1:21-1(c), R. 6:10): from the Deed step on, an owner
 * that must be represented is told so and the landlord adds or chooses the attorney in place; a guest is told to sign in
 * first (attorneys are kept with the account).
 */
export function AttorneyOfRecordChoice({
  ownershipType,
  attorneyId,
  signedIn,
  onChoose,
}: {
  ownershipType: OwnershipType | null | undefined;
  attorneyId: number | null;
  signedIn: boolean;
  onChoose: (attorneyId: number) => void;
}) {
  const attorneys = useAttorneys(signedIn && needsAttorney(ownershipType));
  if (!needsAttorney(ownershipType)) return null;
  const chosen = attorneys.data?.find((a) => a.id === attorneyId) ?? null;
  return (
    <Box component="section" aria-labelledby="attorney-of-record-heading">
      <Typography id="attorney-of-record-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        Attorney of record
      </Typography>
      {!signedIn ? (
        <Alert severity="info">
          This owner needs a New Jersey attorney to file. Attorneys are kept with your account: sign in or register to
          add or choose one. You can go on preparing the case meanwhile.
        </Alert>
      ) : (
        <Alert
          severity={chosen ? 'success' : 'warning'}
          role="status"
          action={
            <AttorneyDialogButton
              attorneyId={attorneyId}
              onChoose={onChoose}
              label={chosen ? 'Change' : 'Add or choose the attorney'}
            />
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
        >
          {chosen
            ? `${chosen.firstName} ${chosen.lastName}, NJ Attorney ID ${chosen.attorneyId}, files the papers and signs the complaint.`
            : 'No attorney yet. Add the New Jersey attorney you hire (or yourself, if you are one), or choose one you added before: the signed papers are made only with an attorney of record.'}
        </Alert>
      )}
    </Box>
  );
}
