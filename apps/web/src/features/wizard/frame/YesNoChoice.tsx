import { Button, Stack } from '@mui/material';

interface Props {
  /** The question's accessible name (the id of its visible text). */
  labelledBy: string;
  value: boolean | null;
  onChoose(value: boolean): void;
  disabled?: boolean;
}

/** Two large Yes / No buttons; the chosen one shows pressed (docs/product/data-and-rules.md#wizard: a click advances at once). */
export function YesNoChoice({ labelledBy, value, onChoose, disabled = false }: Props) {
  return (
    <Stack direction="row" spacing={2} role="group" aria-labelledby={labelledBy}>
      {([true, false] as const).map((answer) => (
        <Button
          key={String(answer)}
          variant={value === answer ? 'contained' : 'outlined'}
          color="secondary"
          size="large"
          aria-pressed={value === answer}
          disabled={disabled}
          onClick={() => onChoose(answer)}
          sx={{ minWidth: 140, py: 1.5 }}
        >
          {answer ? 'Yes' : 'No'}
        </Button>
      ))}
    </Stack>
  );
}
