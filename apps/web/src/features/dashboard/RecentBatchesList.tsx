/** The list of the dashboard's batches (RecentBatches), loaded when the account has one. */
import { useState } from 'react';
import { Button, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '../../lib/routes.ts';
import type { BatchListItem } from '@rentfile/contract';
import { importedOn } from '../../lib/queries/batch.ts';

/** Batches listed until all are asked for: the newest. */
const BATCHES_SHOWN = 5;

export default function RecentBatchesList({ batches }: { batches: BatchListItem[] }) {
  const [all, setAll] = useState(false);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="recent-batches" sx={{ p: { mobile: 2, tablet: 3 } }}>
      <Typography variant="h2" id="recent-batches" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Imported delinquency reports
      </Typography>
      <List disablePadding>
        {(all ? batches : batches.slice(0, BATCHES_SHOWN)).map((b) => (
          <ListItem key={b.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={pathTo('batch', { id: b.id })}>
              <ListItemText
                primary={b.fileName}
                secondary={`Imported ${importedOn(b.createdAt)} · ${b.cases} ${b.cases === 1 ? 'case' : 'cases'}, ${b.signed} signed`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {!all && batches.length > BATCHES_SHOWN && (
        <Button color="secondary" onClick={() => setAll(true)} sx={{ mt: 1 }}>
          Show all {batches.length} reports
        </Button>
      )}
    </Paper>
  );
}
