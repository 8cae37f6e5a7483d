import { List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { UpcomingCourtDate } from '@rentfile/contract';
import { COURT_DATE_LABELS, formatLongDate } from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';

export default function UpcomingCourtDatesList({ dates }: { dates: UpcomingCourtDate[] }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="upcoming-court-dates"
      sx={{ p: { mobile: 2, tablet: 3 } }}
    >
      <Typography variant="h2" id="upcoming-court-dates" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Due in the next 14 days
      </Typography>
      <List disablePadding>
        {dates.map((d) => (
          <ListItemButton key={d.courtDateId} component={RouterLink} to={pathTo('case-view', { id: d.caseId })} divider>
            <ListItemText
              primary={`${COURT_DATE_LABELS[d.kind]}: ${formatLongDate(d.date)} at ${d.time}`}
              secondary={`${d.docketNo} · ${d.premises}`}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
