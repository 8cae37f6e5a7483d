import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation } from 'react-router';
import {
  useAttorneyProfile,
  useAttorneys,
  useDeleteAttorney,
  useSaveAttorney,
  useSaveAttorneyProfile,
  type SavedAttorney,
} from '../../lib/queries/attorneys.ts';
import { AttorneyForm } from '../../components/AttorneyForm.tsx';
import { CardGrid, CardAction, DeleteConfirm, OrganizationAndAddress } from './ProfileCards.tsx';

const fullName = (a: SavedAttorney) => `${a.firstName} ${a.lastName}`;

/** The signed-in user's own attorney profile: empty until they say they are a New Jersey attorney. */
function OwnProfile() {
  const profile = useAttorneyProfile();
  const save = useSaveAttorneyProfile();
  const [saved, setSaved] = useState(false);
  if (profile.isPending) return <CircularProgress aria-label="Loading your attorney profile" color="secondary" />;
  return (
    <Stack spacing={1}>
      <Typography variant="h3" component="h3">
        Your attorney profile
      </Typography>
      <Typography color="text.secondary">
        Only if you are a New Jersey attorney filing for landlord clients: it heads the caption of the papers you file
        and you can choose yourself as attorney of record. A landlord who hires an attorney adds them below instead.
      </Typography>
      <AttorneyForm
        key={profile.data?.id ?? 'new'}
        attorney={profile.data ?? null}
        idPrefix="own-attorney"
        submitLabel={profile.data ? 'Save profile' : 'I am an attorney: save profile'}
        busy={save.isPending}
        error={save.error?.message ?? null}
        onSave={(attorney) => save.mutate(attorney, { onSuccess: () => setSaved(true) })}
      />
      <Typography role="status" variant="body2" color="text.secondary">
        {saved && !save.isPending ? 'Attorney profile saved.' : ''}
      </Typography>
    </Stack>
  );
}

/** The attorneys of the firm kept as contacts: listed, added and edited in a dialog, deleted after a confirm. */
function FirmAttorneys() {
  const attorneys = useAttorneys();
  const save = useSaveAttorney();
  const remove = useDeleteAttorney();
  const titleId = useId();
  const [editing, setEditing] = useState<SavedAttorney | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<SavedAttorney | null>(null);
  const list = (attorneys.data ?? []).filter((a) => !a.isSelf);
  if (attorneys.isPending) return <CircularProgress aria-label="Loading the firm's attorneys" color="secondary" />;
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h3">
        Attorneys who file your cases
      </Typography>
      <Typography color="text.secondary">
        The attorney you hire to file for the owner, or the other attorneys of your firm. Each one you add here can be
        chosen as the attorney of record of a case, in the wizard or on Review &amp; Sign.
      </Typography>
      {list.length === 0 && <Typography color="text.secondary">No attorneys added yet.</Typography>}
      <CardGrid label="Attorneys who file your cases">
        {list.map((a) => (
          <Card component="li" key={a.id} variant="outlined">
            <CardContent>
              <Typography variant="h3" component="p">
                {fullName(a)}
              </Typography>
              <Typography>NJ Attorney ID {a.attorneyId}</Typography>
              <OrganizationAndAddress organization={a.firm} address={a} />
              <Typography color="text.secondary">{a.phone}</Typography>
              <Typography color="text.secondary">{a.email}</Typography>
            </CardContent>
            <CardActions>
              <CardAction action="Edit" name={fullName(a)} onClick={() => setEditing(a)} />
              <CardAction action="Delete" name={fullName(a)} onClick={() => setToDelete(a)} />
            </CardActions>
          </Card>
        ))}
      </CardGrid>
      <Box>
        <Button variant="outlined" color="secondary" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add an attorney
        </Button>
      </Box>
      {editing && (
        <Dialog
          open
          onClose={save.isPending ? undefined : () => setEditing(null)}
          aria-labelledby={titleId}
          fullWidth
          maxWidth="md"
        >
          <DialogTitle id={titleId}>{editing === 'new' ? 'Add an attorney' : `Edit ${fullName(editing)}`}</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              <AttorneyForm
                attorney={editing === 'new' ? null : editing}
                idPrefix="firm-attorney"
                submitLabel="Save"
                busy={save.isPending}
                error={save.error?.message ?? null}
                onCancel={() => setEditing(null)}
                onSave={(attorney) => save.mutate(attorney, { onSuccess: () => setEditing(null) })}
              />
            </Box>
          </DialogContent>
        </Dialog>
      )}
      <DeleteConfirm
        title="Delete attorney"
        name={toDelete ? fullName(toDelete) : null}
        text={remove.error?.message}
        busy={remove.isPending}
        onCancel={() => {
          remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      />
    </Stack>
  );
}

/** Where the Profile was opened from the wizard (the attorney dialog's link passes the step's address). */
function useCaseToGoBackTo(): string | null {
  const state: unknown = useLocation().state;
  const backTo = state && typeof state === 'object' && 'backTo' in state ? state.backTo : null;
  return typeof backTo === 'string' && backTo.startsWith('/verified-complaint/') ? backTo : null;
}

/**
 * Attorneys (issues 18, 36): the own attorney profile of an attorney user, and the attorneys a landlord hires or the
 * firm's other attorneys, who can be attorney of record of a case. Opened from a case, it leads back to that case.
 */
export function AttorneysSection() {
  const backTo = useCaseToGoBackTo();
  return (
    <Stack spacing={4}>
      {backTo && (
        <Box>
          <Button
            component={RouterLink}
            to={backTo}
            variant="contained"
            color="secondary"
            startIcon={<ArrowBackIcon />}
          >
            Back to your case
          </Button>
        </Box>
      )}
      <OwnProfile />
      <FirmAttorneys />
    </Stack>
  );
}
