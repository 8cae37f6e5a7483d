import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { z } from 'zod';
import {
  CLAIM_STEPS,
  claimStepMessages,
  formatDateUs,
  LEASE_TYPE_CATEGORIES,
  LEASE_TYPE_TITLES,
  type leaseDetailsFormSchema,
  RENT_CYCLES,
  SECTION8_VOUCHER,
  section8Subsidy,
  todayInNewJersey,
  withSection8Toggle,
} from '@rentfile/domain';
import { DateField, useDateText } from '../../../components/DateField.tsx';
import { AmountField } from '../frame/AmountField.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { GRID } from './grid.ts';
import { RentDueByField } from './RentDueByField.tsx';
import { Section8Fields } from './Section8Fields.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

type Form = z.input<typeof leaseDetailsFormSchema>;
type Parsed = z.output<typeof leaseDetailsFormSchema>;
/** The draft keeps the start date as typed, even before it is a whole date. */
interface DraftExtra {
  dateText?: string;
}

/** Lease Details (route vc-lease-details, docs/product/data-and-rules.md#lease-details, docs/product/data-and-rules.md#validation): saved only when the form is valid. */
export default function LeaseDetailsPage() {
  const wizard = useWizardCase();
  const c = wizard.caseInfo;
  const { saveCase } = wizard;
  const startDate = useDateText();
  const startDateDraft = startDate.draftText;
  const { form, restored, onContinue, onLeave } = useStepForm({
    schema: formSchema('leaseDetailsFormSchema'),
    next: 'vc-past-due-rent',
    save: useCallback<StepSave<Parsed>>(
      (parsed, status) =>
        saveCase(
          {
            ...parsed,
            section8Type: parsed.section8 ? parsed.section8Type : null,
            section8TenantPortion: parsed.section8 ? parsed.section8TenantPortion : null,
            publicHousingOfficeSection8: parsed.section8 ? parsed.publicHousingOfficeSection8 : null,
          },
          status,
        ),
      [saveCase],
    ),
    draftExtra: useCallback((): DraftExtra => ({ dateText: startDateDraft() }), [startDateDraft]),
    defaultValues: {
      leaseTypeTitle: c?.leaseTypeTitle ?? 'Written',
      leaseTypeCategory:
        c?.leaseTypeCategory ?? (wizard.property?.propertyType === 'Commercial' ? 'Commercial' : 'Residential'),
      leaseStartDate: c?.leaseStartDate ?? null,
      rentCycle: c?.rentCycle ?? 'Monthly',
      rentDueBy: c?.rentDueBy ?? null,
      rentAmount: c?.rentAmount ?? null,
      section8: c?.section8 ?? false,
      section8Type: c?.section8Type ?? null,
      section8Subsidy: c?.section8Subsidy ?? null,
      section8TenantPortion: c?.section8TenantPortion ?? null,
      publicHousingOfficeSection8: c?.publicHousingOfficeSection8 ?? null,
    },
  });
  const { control, watch, setValue, getValues, formState } = form;

  const section8 = watch('section8');
  const rentCycle = watch('rentCycle');
  const rentAmount = watch('rentAmount');
  const tenantPortion = watch('section8TenantPortion');
  const startTouched = Boolean(formState.touchedFields.leaseStartDate) || formState.isSubmitted;
  // The claim rules of this step (docs/product/rules.md#claim-consistency), in the words the papers are refused with.
  const leaseCategory = watch('leaseTypeCategory');
  const claimMessages = !c
    ? []
    : claimStepMessages(
        {
          ...c,
          leaseTypeCategory: leaseCategory,
          rentAmount: rentAmount ?? null,
          section8: section8 ?? false,
          section8TenantPortion: tenantPortion ?? null,
          section8Subsidy: section8Subsidy({
            section8: section8 ?? false,
            rentAmount: rentAmount ?? null,
            section8TenantPortion: tenantPortion ?? null,
          }),
        },
        wizard.property,
        todayInNewJersey(),
        CLAIM_STEPS.leaseDetails,
      );

  const toggleSection8 = (on: boolean) => {
    const next = withSection8Toggle({ ...getValues(), section8: getValues('section8') ?? false }, on);
    setValue('section8', next.section8);
    setValue('rentCycle', next.rentCycle as Form['rentCycle']);
    setValue('rentDueBy', next.rentDueBy ?? null);
    if (on && getValues('section8Type') == null) setValue('section8Type', SECTION8_VOUCHER);
  };

  return (
    <WizardStep
      title="Lease Details"
      intro="Tell us about the lease the tenant signed or agreed to."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <Stack spacing={4}>
        <Box sx={GRID}>
          <Controller
            control={control}
            name="leaseTypeTitle"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="lease-title-label">Lease type</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="lease-title-label"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {LEASE_TYPE_TITLES.map((t) => (
                    <FormControlLabel key={t} value={t} control={<Radio />} label={t} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <Controller
            control={control}
            name="leaseTypeCategory"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="lease-category-label">Lease for</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="lease-category-label"
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {LEASE_TYPE_CATEGORIES.map((t) => (
                    <FormControlLabel key={t} value={t} control={<Radio />} label={t} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          {claimMessages.length > 0 && (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {claimMessages.map((m) => (
                <Typography key={m} variant="body2">
                  {m}
                </Typography>
              ))}
            </Alert>
          )}
          <Controller
            control={control}
            name="leaseStartDate"
            render={({ field, fieldState }) => (
              <DateField
                label="Lease start date"
                required
                text={startDate.text(restored?.dateText ?? formatDateUs(c?.leaseStartDate ?? null))}
                inputRef={field.ref}
                onTextChange={startDate.onTextChange}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="rentAmount"
            render={({ field, fieldState }) => (
              <AmountField
                label={section8 ? 'Full rent amount' : 'Rent amount'}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="rentCycle"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Rent cycle"
                required
                value={field.value}
                disabled={section8}
                onChange={(e) => {
                  field.onChange(e.target.value);
                  setValue('rentDueBy', null);
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {RENT_CYCLES.map((r) => (
                  <MenuItem key={r} value={r}>
                    {r}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <RentDueByField control={control} rentCycle={rentCycle} />
        </Box>

        <Section8Fields form={form} startTouched={startTouched} onToggle={toggleSection8} />
        {formState.isSubmitted && !formState.isValid && (
          <Alert severity="error">Some answers need attention before you continue.</Alert>
        )}
      </Stack>
    </WizardStep>
  );
}
