import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePropertyStepContinue } from '../queries.ts';

export interface StepFrameProps {
  /** The step's name: the h1, which takes the focus when the step opens. */
  title: string;
  /** Above the heading: new or edited property, and which step of how many. */
  caption: string;
  intro: string;
  children: ReactNode;
  /** Validates, saves and goes on; null for a step that goes on by its own choices. */
  onContinue: (() => Promise<void>) | null;
  continueLabel?: string;
  /** The step before; null on the first. */
  onBack: (() => void) | null;
  /** Back to the properties page. */
  onCancel: () => void;
  /** Entries typed and not saved: leaving by Cancel or Go Back asks first. */
  dirty: boolean;
}

/**
 * The frame of a stand-alone property step (docs/product/screens.md#property-standalone): the heading, the step's
 * entries in a form (Enter continues), then Cancel, Go Back and Continue. Leaving with unsaved entries asks before
 * they are discarded; the steps saved before stay saved.
 */
export function StepFrame({
  title,
  caption,
  intro,
  children,
  onContinue,
  continueLabel = 'Continue',
  onBack,
  onCancel,
  dirty,
}: StepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const action = usePropertyStepContinue();
  const busy = action.isPending;
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const [, setFault] = useState<unknown>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [title]);

  const leave = (go: () => void) => (dirty ? setLeaving(() => go) : go());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!onContinue || busy) return;
    try {
      await action.mutateAsync(onContinue);
    } catch (err) {
      // The API's failure is in the error banner and the entries stay on the screen; anything else is a fault.
      if (!(err instanceof ApiError))
        setFault(() => {
          throw err;
        });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, tablet: 4 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {caption}
      </Typography>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h1"
        sx={{ fontSize: { xs: 26, tablet: 32 }, outline: 'none', color: 'secondary.main', mt: 0.5 }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {intro}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ mt: 3 }} aria-label={title}>
        {children}
        <Divider sx={{ mt: 4, mb: 3 }} />
        <Stack direction="row" justifyContent="space-between" spacing={2} useFlexGap flexWrap="wrap">
          <Stack direction="row" spacing={1}>
            <Button variant="text" color="secondary" onClick={() => leave(onCancel)} disabled={busy}>
              Cancel
            </Button>
            {onBack && (
              <Button variant="outlined" color="secondary" onClick={() => leave(onBack)} disabled={busy}>
                Go Back
              </Button>
            )}
          </Stack>
          {onContinue && (
            <Button type="submit" variant="contained" color="secondary" disabled={busy}>
              {continueLabel}
            </Button>
          )}
        </Stack>
      </Box>
      <ConfirmDialog
        open={leaving !== null}
        title="Discard your changes?"
        text="What you entered on this step is not saved yet. The steps you finished before stay saved."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onCancel={() => setLeaving(null)}
        onConfirm={() => {
          const go = leaving;
          setLeaving(null);
          go?.();
        }}
      />
    </Paper>
  );
}
