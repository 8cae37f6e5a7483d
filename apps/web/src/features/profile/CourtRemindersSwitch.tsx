/**
 * Court-date reminder e-mails on or off (docs/product/rules.md#court-calendar): on unless turned off here or by the
 * one-click link at the foot of a reminder.
 */
import { useState } from 'react';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../../lib/api.ts';
import { useCourtReminders } from '../../lib/queries/afterFiling.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

export function CourtRemindersSwitch() {
  const setting = useCourtReminders();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const on = setting.data?.on ?? true;
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      queryClient.setQueryData(
        queryKeys.courtReminders,
        await callApi(routes.setCourtReminders, { body: { on: next } }),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <FormControlLabel
        control={
          <Switch checked={on} disabled={busy || !setting.data} onChange={(e) => void change(e.target.checked)} />
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
