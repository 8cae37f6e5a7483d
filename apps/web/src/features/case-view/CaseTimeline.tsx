/** The case's timeline (docs/product/rules.md#after-filing): what happened to the case, who did it and when, newest first. */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTimeline } from '../../lib/queries/afterFiling.ts';

export default function CaseTimeline({ caseId }: { caseId: number }) {
  const events = useTimeline(caseId);
  if (!events.data || events.data.length === 0)
    return <Typography color="text.secondary">Nothing recorded yet.</Typography>;
  return (
    <List disablePadding aria-label="Timeline">
      {events.data.map((e) => (
        <ListItem key={e.id} disableGutters divider>
          <ListItemText
            primary={e.summary}
            secondary={`${e.actorName} · ${new Date(e.at).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' })}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
