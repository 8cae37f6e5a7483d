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
import {
  useAttorneyProfile,
  useAttorneys,
  useDeleteAttorney,
  useSaveAttorney,
  useSaveAttorneyProfile,
  type SavedAttorney,
} from '../../lib/queries/attorneys.ts';
import { AttorneyForm } from './AttorneyForm.tsx';
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
        Fill this in if you are a New Jersey attorney filing for landlord clients. It heads the caption of the papers
        you file and you can choose yourself as attorney of record on Review &amp; Sign.
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
        Attorneys of your firm
      </Typography>
      {list.length === 0 && (
        <Typography color="text.secondary">
          No other attorneys yet. Add the attorneys who may be attorney of record on your cases.
        </Typography>
      )}
      <CardGrid label="Attorneys of your firm">
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

/** Attorneys (issue 18): the own attorney profile and the attorneys of the firm, who can be attorney of record of a case. */
export function AttorneysSection() {
  return (
    <Stack spacing={4}>
      <OwnProfile />
      <FirmAttorneys />
    </Stack>
  );
}
