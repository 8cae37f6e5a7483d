import { Alert, Button, Grid, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { attorneySchema, NEW_JERSEY, US_STATES, type AttorneyInput } from '@rentfile/domain';
import type { z } from 'zod';
import { FormTextField } from '../../components/FormTextField.tsx';

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
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-firstName`}
            name="firstName"
            label="First name"
            required
            autoComplete="given-name"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-lastName`}
            name="lastName"
            label="Last name"
            required
            autoComplete="family-name"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-attorneyId`}
            name="attorneyId"
            label="New Jersey attorney ID"
            required
            helper="Nine digits, as on your annual registration."
            inputMode="numeric"
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 6 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-firm`}
            name="firm"
            label="Firm"
            autoComplete="organization"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 8 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-streetAddress`}
            name="streetAddress"
            label="Office street address"
            required
            autoComplete="address-line1"
            helper="A street address: the court does not accept a post office box."
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 4 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-unitNo`}
            name="unitNo"
            label="Suite"
            autoComplete="address-line2"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 5 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-city`}
            name="city"
            label="City"
            required
            autoComplete="address-level2"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 4 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-state`}
            name="state"
            label="State"
            required
            options={US_STATES.map((s) => s.name)}
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 3 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-zipcode`}
            name="zipcode"
            label="Zip"
            required
            autoComplete="postal-code"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 5 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-phone`}
            name="phone"
            label="Office phone"
            required
            phone
            autoComplete="tel-national"
            helper=" "
          />
        </Grid>
        <Grid size={{ mobile: 12, tablet: 7 }}>
          <FormTextField
            control={control}
            id={`${idPrefix}-email`}
            name="email"
            label="E-mail"
            required
            autoComplete="email"
            helper=" "
          />
        </Grid>
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
