/** The court dates with their adjournments and .ics downloads, each correctable or removable, and the form at hand. */
import { useState } from 'react';
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { CourtDateView, CourtView } from '@rentfile/contract';
import { COURT_DATE_LABELS, formatLongDate } from '@rentfile/domain';
import { FormError } from '../../../components/form/index.ts';
import { useCourtDateIcs, useRemoveCourtDate } from '../../../lib/queries/courtChanges.ts';
import { refusalText } from '../../../lib/serverRefusal.ts';
import { AdjournForm, CourtDateForm } from './CourtDateForms.tsx';
import { RemoveConfirm } from './RemoveConfirm.tsx';

/** What the form at hand does: set a new date, adjourn a standing one, or correct one entered by mistake. */
type DateMode = { action: 'add' } | { action: 'adjourn' | 'correct'; id: number };
const ADD: DateMode = { action: 'add' };

export function CourtDatesSection({ view }: { view: CourtView }) {
  const remove = useRemoveCourtDate(view.caseId);
  const ics = useCourtDateIcs();
  const [mode, setMode] = useState<DateMode>(ADD);
  const [toRemove, setToRemove] = useState<CourtDateView | null>(null);
  // A save that ends after the user turned to another change leaves that change alone.
  const doneWith = (submitted: DateMode) => () => setMode((now) => (now === submitted ? ADD : now));
  const confirmRemove = (d: CourtDateView) =>
    remove.mutate(d.id, {
      onSettled: () => setToRemove(null),
      onSuccess: () => setMode((now) => (now.action !== 'add' && now.id === d.id ? ADD : now)),
    });
  const label = (d: CourtDateView) => `${COURT_DATE_LABELS[d.kind]}: ${formatLongDate(d.date)} at ${d.time}`;
  const correcting = mode.action === 'correct' ? (view.dates.find((d) => d.id === mode.id) ?? null) : null;
  return (
    <Stack spacing={2}>
      {view.dates.length === 0 ? (
        <Typography color="text.secondary">No court date recorded yet.</Typography>
      ) : (
        <List disablePadding aria-label="Court dates">
          {view.dates.map((d) => (
            <ListItem key={d.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={label(d)}
                secondary={
                  d.adjournedToId !== null
                    ? `Adjourned${d.adjournmentReason ? `: ${d.adjournmentReason}` : ''}`
                    : (view.record?.courtLocation ?? view.courtAddress ?? '')
                }
                sx={d.adjournedToId !== null ? { textDecoration: 'line-through', color: 'text.secondary' } : {}}
              />
              {d.adjournedToId === null && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" color="secondary" startIcon={<DownloadIcon />} onClick={() => ics.mutate(d)}>
                    Add to calendar (.ics)
                  </Button>
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => setMode({ action: 'adjourn', id: d.id })}
                    aria-pressed={mode.action === 'adjourn' && mode.id === d.id}
                    aria-label={`Adjourn the ${label(d)}`}
                  >
                    Adjourn
                  </Button>
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => setMode({ action: 'correct', id: d.id })}
                    aria-pressed={mode.action === 'correct' && mode.id === d.id}
                    aria-label={`Correct the ${label(d)}`}
                  >
                    Correct
                  </Button>
                  {!view.dates.some((other) => other.adjournedToId === d.id) && (
                    <Button
                      size="small"
                      color="secondary"
                      onClick={() => setToRemove(d)}
                      aria-label={`Remove the ${label(d)}`}
                    >
                      Remove
                    </Button>
                  )}
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <FormError error={refusalText(remove.error)} />
      {mode.action === 'adjourn' ? (
        <AdjournForm
          key={`adjourn-${mode.id}`}
          caseId={view.caseId}
          dateId={mode.id}
          onDone={doneWith(mode)}
          onCancel={() => setMode(ADD)}
        />
      ) : (
        <CourtDateForm
          key={correcting ? `correct-${correcting.id}` : 'add'}
          caseId={view.caseId}
          correcting={correcting}
          onDone={doneWith(mode)}
          onCancel={correcting ? () => setMode(ADD) : undefined}
        />
      )}
      <RemoveConfirm
        title="Remove the court date"
        entry={toRemove ? label(toRemove) : null}
        why="Remove a date only if it was entered by mistake: a date the court moved is adjourned instead, so the history keeps it. The removal is noted on the timeline."
        busy={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && confirmRemove(toRemove)}
      />
    </Stack>
  );
}
