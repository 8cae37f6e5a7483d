/**
 * The user's own account on the profile page: download all my data (one zip archive), sign out of every device,
 * and delete my account with all its data. Each asks first; deleting asks for the password with the built-in
 * sign-in. The server ends every sign-in for the last two, so this browser signs out too.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormError, formError, FormPasswordField, submitThrough } from '../../components/form/index.ts';
import { useAuthConfig, useDeleteAccount, useExportAccount, useSignOutEverywhere } from '../../lib/queries/account.ts';
import { useSession } from '../../lib/session.tsx';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';

/** With the built-in sign-in, deleting the account asks for the password. */
const withPassword = z.object({ password: z.string().min(1, 'Enter your password to delete your account.') });
const withoutPassword = z.object({ password: z.string() });

export function AccountSection() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const builtIn = useAuthConfig().data?.builtIn !== false;
  const [asking, setAsking] = useState<'export' | 'signOut' | 'delete' | null>(null);
  const exportAccount = useExportAccount();
  const signOutEverywhere = useSignOutEverywhere();
  const deleteAccount = useDeleteAccount();
  const deleteForm = useForm({
    defaultValues: { password: '' },
    resolver: zodResolver(builtIn ? withPassword : withoutPassword),
  });
  const busy = exportAccount.isPending || signOutEverywhere.isPending || deleteAccount.isPending;
  const deleteTitleId = useId();
  const deleteTextId = useId();
  const deletedTitleId = useId();

  const leave = () => {
    signOut();
    void navigate(pathTo('login'));
  };

  const closeDelete = () => {
    setAsking(null);
    deleteForm.reset();
  };

  const submitDelete = submitThrough(
    deleteForm,
    ({ password }) => deleteAccount.mutateAsync(builtIn ? { password } : {}),
    closeDelete,
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="secondary" onClick={() => setAsking('export')}>
          Download all my data
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => setAsking('signOut')}>
          Sign out of every device
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAsking('delete')}>
          Delete my account
        </Button>
      </Stack>

      <ConfirmDialog
        open={asking === 'export'}
        title="Download all my data"
        text="You will get one zip file with everything RentFile NJ keeps for you: your profile, contacts, properties, cases and tenants as data, and your court papers, uploaded documents and picture as files. Keep it somewhere safe: it holds personal information."
        confirmLabel="Download"
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => exportAccount.mutate(undefined, { onSettled: () => setAsking(null) })}
      />
      <ConfirmDialog
        open={asking === 'signOut'}
        title="Sign out of every device"
        text="You will be signed out everywhere you are signed in to RentFile NJ, including this browser. Anyone using your account on another device is signed out too."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => signOutEverywhere.mutate(undefined, { onSettled: () => setAsking(null), onSuccess: leave })}
      />

      <Dialog
        open={asking === 'delete'}
        onClose={busy ? undefined : closeDelete}
        aria-labelledby={deleteTitleId}
        aria-describedby={deleteTextId}
      >
        <form onSubmit={(e) => void submitDelete(e)} noValidate>
          <DialogTitle id={deleteTitleId}>Delete my account</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id={deleteTextId}>
                This deletes your account and everything kept for it: profile, contacts, properties, cases, court papers
                and documents. It cannot be undone. You may want to download your data first.
              </DialogContentText>
              <FormError error={formError(deleteForm)} />
              {builtIn && (
                <FormPasswordField
                  control={deleteForm.control}
                  name="password"
                  label="Your password"
                  autoComplete="current-password"
                  autoFocus
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={closeDelete} variant="outlined" color="secondary" disabled={busy} autoFocus={!builtIn}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" color="error" disabled={busy}>
              Delete my account
            </Button>
          </DialogActions>
        </form>
      </Dialog>

      <Dialog open={deleteAccount.isSuccess} onClose={leave} aria-labelledby={deletedTitleId}>
        <DialogTitle id={deletedTitleId}>Account deleted</DialogTitle>
        <DialogContent>
          <Typography>{ACCOUNT_DELETED_MESSAGE}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={leave} variant="contained" color="secondary">
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
