/**
 * The private calendar feed (docs/product/rules.md#court-calendar): calendar apps subscribe to its address and see
 * every court date. The address is shown once, when made; making a new one or turning it off stops the old one.
 */
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useCalendarFeed } from '../../lib/queries/afterFiling.ts';
import { useCreateCalendarFeed, useDeleteCalendarFeed } from '../../lib/queries/courtChanges.ts';

export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  // The address made is shown until the feed is turned off (the newest answer of the two changes wins).
  const url = remove.isSuccess && remove.submittedAt > create.submittedAt ? null : (create.data?.url ?? null);
  const busy = create.isPending || remove.isPending;
  const active = feed.data?.active === true;
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography>
        {active
          ? `Your calendar feed is on (made ${new Date(feed.data!.createdAt!).toLocaleDateString('en-US')}).`
          : 'Your calendar feed is off.'}{' '}
        Anyone with its address can see your court dates, docket numbers and premises: keep it private.
      </Typography>
      {url && (
        <>
          <Alert severity="success" variant="outlined">
            Copy this address into your calendar app (Subscribe to calendar). It is shown only now.
          </Alert>
          <TextField
            label="Calendar feed address"
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            onFocus={(e) => e.target.select()}
          />
        </>
      )}
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={1}>
        <Button variant="contained" disableElevation disabled={busy} onClick={() => create.mutate()}>
          {active ? 'Make a new address (the old one stops)' : 'Turn on the calendar feed'}
        </Button>
        {active && (
          <Button color="secondary" disabled={busy} onClick={() => remove.mutate()}>
            Turn the feed off
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
