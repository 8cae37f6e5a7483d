import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Divider, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { QuitFormDialog } from '../../../components/QuitFormDialog.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useStepAction } from '../../../lib/queries/wizardSaves.ts';
import { useWizardCase } from './WizardContext.tsx';
import { loadFormSchemas } from './formSchemas.ts';

/** The form's schemas (and zod) start loading when the form is first used, so that they are there by its first check. */
const preloadFormSchemas = () => void loadFormSchemas();

export interface WizardStepProps {
  /** The screen heading (h1); it takes the focus when the screen opens. */
  title: string;
  /** A sentence under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
  /**
   * Go back. Default: save what was entered (onLeave) and go to the navigation table's back route.
   * Pass null to show no back button.
   */
  onBack?: (() => void | Promise<void>) | null;
  /**
   * Continue. Default: go to the navigation table's continue route. A form screen validates and saves here,
   * then calls wizard.goTo(...). Pass null for a screen that advances by its own choices.
   */
  onContinue?: (() => void | Promise<void>) | null;
  continueLabel?: string;
  continueDisabled?: boolean;
  /**
   * Saves what was entered when the screen is left other than by continue (back, the step list, quit):
   * typically "save if valid". Errors are already reported by the API wrapper.
   */
  onLeave?: () => Promise<void>;
  /** The close control. Default: 'Quit the form?'. Review & Sign opens its cancel dialog instead. */
  onClose?: () => void;
}

/**
 * The layout of every step screen (docs/product/data-and-rules.md#wizard): heading with the close control ('Quit the form?'), the
 * screen's content, then go back and continue. Content inside is a form, so Enter continues.
 */
export function WizardStep({
  title,
  intro,
  children,
  onBack,
  onContinue,
  continueLabel = 'Continue',
  continueDisabled = false,
  onLeave,
  onClose,
}: WizardStepProps) {
  const wizard = useWizardCase();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [quitOpen, setQuitOpen] = useState(false);
  const action = useStepAction();
  const busy = action.isPending;
  const [, setFault] = useState<unknown>(null);
  const { setLeaveHandler } = wizard;

  useEffect(() => {
    headingRef.current?.focus();
  }, [title]);

  useEffect(() => {
    setLeaveHandler(onLeave ?? null);
    return () => setLeaveHandler(null);
  }, [onLeave, setLeaveHandler]);

  const run = async (step: () => void | Promise<void>) => {
    if (busy) return;
    try {
      await action.mutateAsync(step);
    } catch (err) {
      // The API's failures are shown in the error banner; the user stays on the screen with the entries.
      // Anything else is a fault: it goes to the error boundary (thrown while rendering).
      if (!(err instanceof ApiError)) {
        setFault(() => {
          throw err;
        });
      }
    }
  };

  const back =
    onBack === null
      ? null
      : (onBack ??
        (wizard.navigation.back
          ? async () => {
              await wizard.leave();
              wizard.goTo(wizard.navigation.back!);
            }
          : null));
  const next =
    onContinue === null
      ? null
      : (onContinue ?? (wizard.navigation.continue ? () => wizard.goTo(wizard.navigation.continue!) : null));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (next && !continueDisabled) void run(next);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, tablet: 4 } }}>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between" spacing={2}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h1"
          sx={{ fontSize: { xs: 26, tablet: 32 }, outline: 'none', color: 'secondary.main' }}
        >
          {title}
        </Typography>
        <Tooltip title="Close">
          <IconButton aria-label="Close the form" onClick={() => (onClose ? onClose() : setQuitOpen(true))} edge="end">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {intro && (
        <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        onFocus={preloadFormSchemas}
        onPointerDown={preloadFormSchemas}
        sx={{ mt: 3 }}
        aria-label={title}
      >
        {children}
        {(back || next) && (
          <>
            <Divider sx={{ mt: 4, mb: 3 }} />
            <Stack direction="row" justifyContent="space-between" spacing={2}>
              <Box>
                {back && (
                  <Button variant="outlined" color="secondary" onClick={() => void run(back)} disabled={busy}>
                    Go Back
                  </Button>
                )}
              </Box>
              {next && (
                <Button type="submit" variant="contained" color="secondary" disabled={busy || continueDisabled}>
                  {continueLabel}
                </Button>
              )}
            </Stack>
          </>
        )}
      </Box>
      <QuitFormDialog
        open={quitOpen}
        signedIn={wizard.signedIn}
        onStay={() => setQuitOpen(false)}
        onQuit={() => {
          setQuitOpen(false);
          void wizard.leave().then(() => wizard.quit());
        }}
      />
    </Paper>
  );
}
