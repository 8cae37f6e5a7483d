import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router';
import { pathTo } from '../../../lib/routes.ts';
import { attorneysQueryOptions, useAttorneys, useSaveAttorney } from '../../../lib/queries/attorneys.ts';
import { AttorneyForm } from '../../../components/AttorneyForm.tsx';

const NEW = 'new';

/**
 * The attorney of record, chosen or added without leaving the case (issue 36, docs/product/rules.md#representation):
 * the account's attorneys to choose from, or a new one saved to the account's attorneys (POST /api/attorneys, the
 * Profile's list) and chosen at once. Loaded only when opened, so the wizard's steps do not carry it.
 */
export default function AttorneyDialog({
  chosenId,
  onChoose,
  onClose,
}: {
  chosenId: number | null;
  onChoose: (attorneyId: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const { pathname } = useLocation();
  const textId = useId();
  const queryClient = useQueryClient();
  const attorneys = useAttorneys();
  const save = useSaveAttorney();
  const list = attorneys.data ?? [];
  const [picked, setPicked] = useState<string | null>(chosenId !== null ? String(chosenId) : null);
  // With no attorney on the account yet, the dialog opens on the form to add one.
  const adding = picked === NEW || (attorneys.isSuccess && list.length === 0);

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>Attorney of record</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          The New Jersey attorney who files the papers and signs the complaint for the owner. Choose one you have
          already added, or add the attorney you hire: they are kept with your account&apos;s attorneys on your{' '}
          <Link component={RouterLink} to={`${pathTo('profile')}#profile-attorneys`} state={{ backTo: pathname }}>
            Profile
          </Link>
          , which leads back to this case.
        </DialogContentText>
        {list.length > 0 && (
          <RadioGroup aria-labelledby={titleId} value={picked ?? ''} onChange={(e) => setPicked(e.target.value)}>
            {list.map((a) => (
              <FormControlLabel
                key={a.id}
                value={String(a.id)}
                control={<Radio />}
                label={`${a.firstName} ${a.lastName}${a.isSelf ? ' (you)' : ''}, NJ Attorney ID ${a.attorneyId}`}
                sx={{ overflowWrap: 'anywhere' }}
              />
            ))}
            <FormControlLabel value={NEW} control={<Radio />} label="Add another attorney" />
          </RadioGroup>
        )}
        {adding && (
          // The form's submit stays in the dialog: the step's own form around the portal never sees it.
          <Box sx={{ pt: 2 }} onSubmit={(e) => e.stopPropagation()}>
            <AttorneyForm
              attorney={null}
              idPrefix="case-attorney"
              submitLabel="Save and choose this attorney"
              busy={save.isPending}
              error={save.error?.message ?? null}
              onCancel={onClose}
              onSave={(attorney) =>
                save.mutate(attorney, {
                  onSuccess: async () => {
                    const saved = (await queryClient.fetchQuery(attorneysQueryOptions()))
                      .filter((a) => a.attorneyId === attorney.attorneyId && !a.isSelf)
                      .at(-1);
                    if (saved) onChoose(saved.id);
                  },
                })
              }
            />
          </Box>
        )}
        {attorneys.isError && <Alert severity="error">Your attorneys could not be loaded. Try again.</Alert>}
      </DialogContent>
      {!adding && (
        <DialogActions>
          <Button color="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={picked === null}
            onClick={() => onChoose(Number(picked))}
          >
            Choose this attorney
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
