import { Alert, Button, Stack } from '@mui/material';

/** A form's refusal that no field of it shows, in words, announced when it appears. */
export function FormError({ error }: { error: string | null | undefined }) {
  return error ? (
    <Alert severity="error" role="alert" sx={{ mt: 1 }}>
      {error}
    </Alert>
  ) : null;
}

/** A form's submit button, with Cancel where the form can be left, and the form's refusal under them. */
export function FormActions({
  label,
  busy,
  error,
  onCancel,
}: {
  label: string;
  busy: boolean;
  error?: string | null;
  onCancel?: () => void;
}) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disableElevation disabled={busy}>
          {label}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} color="secondary">
            Cancel
          </Button>
        )}
      </Stack>
      <FormError error={error} />
    </>
  );
}
