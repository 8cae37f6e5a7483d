/**
 * Change password (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#calls): the current password first (asked again, see docs/decisions), every rule shown and
 * checked while typing, the button disabled until all hold, 'Oops! Passwords don't match.' for a different
 * confirmation, and the success dialog. The server ends every other sign-in of the account.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { routes } from '@rentfile/contract/routes';
import { MESSAGES, PASSWORD_RULES, passwordRefusal, passwordRuleChecks } from '@rentfile/domain';
import { PasswordField } from '../../components/PasswordField.tsx';
import { callApi } from '../../lib/api.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been successfully changed.';

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const rulesId = useId();
  const checks = passwordRuleChecks(password);
  // The rules met, a password still easy to guess (Summer2024) is refused by the domain's one rule, as the server does.
  const guessable = Object.values(checks).every(Boolean) ? passwordRefusal(password) : null;
  const rulesHold = Object.values(checks).every(Boolean) && guessable === null;
  const mismatch = confirm !== password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setConfirmTouched(true);
    if (!rulesHold || mismatch || !current) return;
    setSaving(true);
    const result = await callApi(
      routes.changePassword,
      { body: { p: password, current } },
      { throwOnError: false, loading: true },
    );
    setSaving(false);
    if (!result.error) setDone(true);
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <PasswordField label="Current password" autoComplete="current-password" value={current} onChange={setCurrent} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        id={`${rulesId}-new`}
        error={guessable !== null}
        helperText={guessable ?? ' '}
        slotProps={{ htmlInput: { 'aria-describedby': `${rulesId} ${rulesId}-new-helper-text` } }}
      />
      <List dense id={rulesId} aria-label="Password rules" disablePadding>
        {PASSWORD_RULES.map((rule) => (
          <ListItem key={rule.key} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {checks[rule.key] ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText primary={rule.label} secondary={checks[rule.key] ? 'met' : 'not met yet'} />
          </ListItem>
        ))}
      </List>
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        onBlur={() => setConfirmTouched(true)}
        error={confirmTouched && mismatch}
        helperText={confirmTouched && mismatch ? MESSAGES.passwordsDontMatch : ' '}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        disabled={!rulesHold || mismatch || !current || saving}
      >
        Change password
      </Button>
      <Dialog open={done} onClose={() => onDone?.()} aria-labelledby={`${rulesId}-done`}>
        <DialogTitle id={`${rulesId}-done`}>Success</DialogTitle>
        <DialogContent>
          <Typography>{PASSWORD_CHANGED_MESSAGE}</Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setDone(false);
              setCurrent('');
              setPassword('');
              setConfirm('');
              setConfirmTouched(false);
              onDone?.();
            }}
            color="secondary"
            variant="contained"
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The dialog opened from the user menu's Password entry (docs/product/screens.md#layout). */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Change password</DialogTitle>
      <DialogContent sx={{ pt: 1 }}>
        <ChangePasswordForm onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}
