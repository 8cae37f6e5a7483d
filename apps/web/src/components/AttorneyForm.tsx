import { Alert, Button, Grid, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { attorneySchema, NEW_JERSEY, US_STATES, type AttorneyInput } from '@rentfile/domain';
import type { z } from 'zod';
import { FormTextField, type FormTextFieldProps } from './FormTextField.tsx';

type FormInput = z.input<typeof attorneySchema>;
type FormOutput = z.output<typeof attorneySchema>;

const EMPTY: FormInput = {
  firstName: '',
  lastName: '',
  attorneyId: '',
  firm: '',
  streetAddress: '',
  unitNo: '',
  city: '',
  state: NEW_JERSEY,
  zipcode: '',
  phone: '',
  email: '',
};

/** A field of the form and its width in the tablet's twelve columns (a phone shows one field a line). */
type FieldSpec = Omit<FormTextFieldProps<FormInput, FormOutput>, 'control' | 'id'> & { tablet: number };

const FIELDS: readonly FieldSpec[] = [
  { name: 'firstName', label: 'First name', tablet: 6, required: true, autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', tablet: 6, required: true, autoComplete: 'family-name' },
  {
    name: 'attorneyId',
    label: 'New Jersey attorney ID',
    tablet: 6,
    required: true,
    helper: 'Nine digits, as on your annual registration.',
    inputMode: 'numeric',
  },
  { name: 'firm', label: 'Firm', tablet: 6, autoComplete: 'organization' },
  {
    name: 'streetAddress',
    label: 'Office street address',
    tablet: 8,
    required: true,
    autoComplete: 'address-line1',
    helper: 'A street address: the court does not accept a post office box.',
  },
  { name: 'unitNo', label: 'Suite', tablet: 4, autoComplete: 'address-line2' },
  { name: 'city', label: 'City', tablet: 5, required: true, autoComplete: 'address-level2' },
  { name: 'state', label: 'State', tablet: 4, required: true, options: US_STATES.map((s) => s.name) },
  { name: 'zipcode', label: 'Zip', tablet: 3, required: true, autoComplete: 'postal-code' },
  { name: 'phone', label: 'Office phone', tablet: 5, required: true, phone: true, autoComplete: 'tel-national' },
  { name: 'email', label: 'E-mail', tablet: 7, required: true, autoComplete: 'email' },
];

interface Props {
  /** The attorney to edit, or null for a new one. */
  attorney: (AttorneyInput & { id?: number }) | null;
  /** Prefix of the fields' ids (two forms can be on one page). */
  idPrefix: string;
  submitLabel: string;
  busy: boolean;
  /** The server's refusal of the last save, if any. */
  error: string | null;
  onSave: (attorney: AttorneyInput) => void;
  onCancel?: () => void;
}

/**
 * An attorney's details as the caption's filer block prints them (R. 1:4-1(b); docs/product/rules.md#representation):
 * name, New Jersey attorney ID, firm, office street address, phone and e-mail, checked by the domain's attorneySchema.
 */
export function AttorneyForm({ attorney, idPrefix, submitLabel, busy, error, onSave, onCancel }: Props) {
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(attorneySchema),
    defaultValues: attorney
      ? { ...EMPTY, ...attorney, firm: attorney.firm ?? '', unitNo: attorney.unitNo ?? '' }
      : EMPTY,
    mode: 'onTouched',
  });
  const submit = handleSubmit((values) =>
    onSave({
      ...values,
      firm: values.firm || null,
      unitNo: values.unitNo || null,
      ...(attorney?.id ? { id: attorney.id } : {}),
    }),
  );
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} noValidate spacing={1}>
      <Grid container columnSpacing={2}>
        {FIELDS.map(({ tablet, helper = ' ', ...field }) => (
          <Grid key={field.name} size={{ mobile: 12, tablet }}>
            <FormTextField control={control} id={`${idPrefix}-${field.name}`} helper={helper} {...field} />
          </Grid>
        ))}
      </Grid>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && (
          <Button color="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
