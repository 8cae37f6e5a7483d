import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { accommodationUpdate, interpreterUpdate, type Client } from '@rentfile/domain';
import { useUpdateUser } from '../../lib/session.tsx';

type Field = 'language' | 'accommodation';

const FIELDS: Record<
  Field,
  {
    label: string;
    helper: string;
    set: (c: Client) => string | null;
    saved: (value: string) => string;
    cleared: string;
  }
> = {
  language: {
    label: 'Interpreter language',
    helper: 'The language an interpreter should speak at court. Leave it blank to clear it.',
    set: (c) => (c.interpreter ? c.language : null),
    saved: (v) => `An interpreter for ${v} will be requested.`,
    cleared: 'No interpreter requested.',
  },
  accommodation: {
    label: 'Disability accommodation',
    helper: 'What the court should arrange for you. Leave it blank to clear it.',
    set: (c) => (c.disability ? c.accommodation : null),
    saved: (v) => `Accommodation requested: ${v}`,
    cleared: 'No accommodation requested.',
  },
};

function AccommodationForm({ client, field }: { client: Client; field: Field }) {
  const def = FIELDS[field];
  const current = def.set(client) ?? '';
  const [value, setValue] = useState(current);
  const update = useUpdateUser(client);
  const inputId = `profile-${field}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Spec §5: a blank value clears the request (empty text and the flag false).
    update.mutate(field === 'language' ? interpreterUpdate(value) : accommodationUpdate(value), {
      onSuccess: (updated) => setValue(def.set(updated) ?? ''),
    });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} aria-labelledby={`${inputId}-label`} noValidate>
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={1.5} alignItems={{ tablet: 'flex-start' }}>
        <TextField
          id={inputId}
          label={def.label}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          helperText={def.helper}
          multiline={field === 'accommodation'}
          slotProps={{
            inputLabel: { id: `${inputId}-label` },
            htmlInput: { maxLength: field === 'language' ? 100 : 1000 },
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={update.isPending || value.trim() === current}
          sx={{ mt: { tablet: 1 } }}
        >
          {value.trim() === '' && current !== '' ? 'Clear' : 'Save'}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary">
        {current ? def.saved(current) : def.cleared}
      </Typography>
    </Stack>
  );
}

/** Court accommodations (docs/product/data-and-rules.md#profile-page, docs/product/data-and-rules.md#validation): an interpreter language and a disability accommodation, each set or cleared. */
export function AccommodationsSection({ client }: { client: Client }) {
  return (
    <Stack spacing={3}>
      <AccommodationForm client={client} field="language" />
      <AccommodationForm client={client} field="accommodation" />
    </Stack>
  );
}
