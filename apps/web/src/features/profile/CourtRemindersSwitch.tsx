/**
 * Court-date reminder e-mails on or off (docs/product/rules.md#court-calendar): on unless turned off here or by the
 * one-click link at the foot of a reminder.
 */
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useCourtReminders } from '../../lib/queries/afterFiling.ts';
import { useSetCourtReminders } from '../../lib/queries/courtChanges.ts';

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
    </Stack>
  );
}
