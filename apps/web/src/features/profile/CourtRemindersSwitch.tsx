/**
 * Court-date reminder e-mails on or off (docs/product/rules.md#court-calendar): on unless turned off here or by the
 * one-click link at the foot of a reminder. They go only to a verified address (decision 0039): an account whose
 * address is not verified is told so, and can have the link e-mailed again.
 */
import { Alert, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useSendEmailVerification } from '../../lib/queries/account.ts';
import { useCourtReminders } from '../../lib/queries/afterFiling.ts';
import { useSetCourtReminders } from '../../lib/queries/courtChanges.ts';

/** The account's address is not verified: no reminder goes to it until the e-mailed link is opened. */
function NotVerified({ email }: { email: string }) {
  const send = useSendEmailVerification();
  return (
    <Alert
      severity="warning"
      action={
        !send.isSuccess && (
          <Button color="inherit" size="small" disabled={send.isPending} onClick={() => send.mutate()}>
            Send the link again
          </Button>
        )
      }
    >
      {send.isSuccess
        ? `We sent a link to ${send.data.sentTo}. Open it within one day to verify your e-mail.`
        : send.isError
          ? send.error.message
          : `Your e-mail ${email} is not verified: no reminder is sent to it until you open the link we e-mail you.`}
    </Alert>
  );
}

export function CourtRemindersSwitch() {
  const setting = useCourtReminders();
  const change = useSetCourtReminders();
  const on = setting.data?.on ?? true;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={change.isPending || !setting.data}
            onChange={(e) => change.mutate(e.target.checked)}
          />
        }
        label="E-mail me a reminder a week and a day before each court date"
      />
      <Typography variant="body2" color="text.secondary">
        {!on
          ? 'Reminders are off: no court-date e-mail is sent.'
          : setting.data && !setting.data.mailServer
            ? 'No mail server is set up for this site, so no reminder e-mail is sent. Use the calendar address below, or ask support.'
            : 'Reminders go to the e-mail address of your account.'}
      </Typography>
      {on && setting.data?.mailServer && setting.data.email && !setting.data.emailVerified && (
        <NotVerified email={setting.data.email} />
      )}
    </Stack>
  );
}
