/**
 * The user's own account on the profile page: download all my data (one zip archive), sign out of every device,
 * and delete my account with all its data. Each asks first; deleting asks for the password with the built-in
 * sign-in. The server ends every sign-in for the last two, so this browser signs out too.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
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
import { ACCOUNT_EXPORT_FILE_NAME, routes } from '@rentfile/contract/routes';
import { pathTo } from '../../lib/routes.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { callApi, fetchApiBlob } from '../../lib/api.ts';
import { authConfig } from '../../lib/auth/authClient.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { useSession } from '../../lib/session.tsx';

export const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';

export function AccountSection() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const config = useQuery({ queryKey: ['auth-config'], queryFn: authConfig, staleTime: Infinity });
  const builtIn = config.data?.builtIn !== false;
  const [asking, setAsking] = useState<'export' | 'signOut' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const deleteTitleId = useId();
  const deleteTextId = useId();
  const deletedTitleId = useId();

  const leave = () => {
    signOut();
    void navigate(pathTo('login'));
  };

  const download = async () => {
    setBusy(true);
    // A failure is shown in the error banner by fetchApiBlob.
    const archive = await fetchApiBlob(routes.exportAccount.path).catch(() => null);
    setBusy(false);
    setAsking(null);
    if (archive) saveFile(archive, ACCOUNT_EXPORT_FILE_NAME);
  };

  const signOutEverywhere = async () => {
    setBusy(true);
    const result = await callApi(routes.signOutEverywhere, {}, { throwOnError: false, loading: true });
    setBusy(false);
    setAsking(null);
    if (!result.error) leave();
  };

  const closeDelete = () => {
    setAsking(null);
    setPassword('');
    setDeleteError(null);
  };

  const deleteAccount = async (e: FormEvent) => {
    e.preventDefault();
    if (builtIn && !password) {
      setDeleteError('Enter your password to delete your account.');
      return;
    }
    setBusy(true);
    const result = await callApi(
      routes.deleteAccount,
      { body: builtIn ? { password } : {} },
      { throwOnError: false, showError: false, loading: true },
    );
    setBusy(false);
    if (result.error) {
      setDeleteError(result.error.message);
      return;
    }
    closeDelete();
    setDeleted(true);
  };

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
        onConfirm={() => void download()}
      />
      <ConfirmDialog
        open={asking === 'signOut'}
        title="Sign out of every device"
        text="You will be signed out everywhere you are signed in to RentFile NJ, including this browser. Anyone using your account on another device is signed out too."
        confirmLabel="Sign out everywhere"
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={() => void signOutEverywhere()}
      />

      <Dialog
        open={asking === 'delete'}
        onClose={busy ? undefined : closeDelete}
        aria-labelledby={deleteTitleId}
        aria-describedby={deleteTextId}
      >
        <form onSubmit={(e) => void deleteAccount(e)} noValidate>
          <DialogTitle id={deleteTitleId}>Delete my account</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id={deleteTextId}>
                This deletes your account and everything kept for it: profile, contacts, properties, cases, court papers
                and documents. It cannot be undone. You may want to download your data first.
              </DialogContentText>
              {deleteError && (
                <Alert severity="error" role="alert">
                  {deleteError}
                </Alert>
              )}
              {builtIn && (
                <PasswordField
                  label="Your password"
                  autoComplete="current-password"
                  value={password}
                  onChange={setPassword}
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

      <Dialog open={deleted} onClose={leave} aria-labelledby={deletedTitleId}>
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
