/**
 * Change password (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#calls): the current password first (asked again, see docs/decisions), every rule shown and
 * checked while typing, the button disabled until all hold, 'Oops! Passwords don't match.' for a different
 * confirmation, and the success dialog. The server ends every other sign-in of the account.
 */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { MESSAGES, PASSWORD_RULES, passwordRefusal, passwordRuleChecks } from '@rentfile/domain';
import { FormError, formError, FormPasswordField, submitThrough } from '../../components/form/index.ts';
import { useChangePassword } from '../../lib/queries/account.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been successfully changed.';

const EMPTY = { current: '', password: '', confirm: '' };

export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const change = useChangePassword();
  const form = useForm({ defaultValues: EMPTY, mode: 'onTouched' });
  const [password, confirm, current] = useWatch({ control: form.control, name: ['password', 'confirm', 'current'] });
  const rulesId = useId();
  const checks = passwordRuleChecks(password);
  // The rules met, a password still easy to guess (Summer2024) is refused by the domain's one rule, as the server does.
  const guessable = Object.values(checks).every(Boolean) ? passwordRefusal(password) : null;
  const rulesHold = Object.values(checks).every(Boolean) && guessable === null;
  const mismatch = confirm !== password;

  const submit = submitThrough(form, (values) => change.mutateAsync({ p: values.password, current: values.current }));

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <FormPasswordField
        control={form.control}
        name="current"
        label="Current password"
        autoComplete="current-password"
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label="New password"
        autoComplete="new-password"
        describedBy={rulesId}
        refusal={guessable}
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
      <FormPasswordField
        control={form.control}
        name="confirm"
        label="Confirm new password"
        autoComplete="new-password"
        rules={{ validate: (value, values) => value === values.password || MESSAGES.passwordsDontMatch }}
      />
      <Button
        type="submit"
        variant="contained"
        color="secondary"
        disabled={!rulesHold || mismatch || !current || change.isPending}
      >
        Change password
      </Button>
      <FormError error={formError(form)} />
      <Dialog open={change.isSuccess} onClose={() => onDone?.()} aria-labelledby={`${rulesId}-done`}>
        <DialogTitle id={`${rulesId}-done`}>Success</DialogTitle>
        <DialogContent>
          <Typography>{PASSWORD_CHANGED_MESSAGE}</Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              change.reset();
              form.reset(EMPTY);
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
