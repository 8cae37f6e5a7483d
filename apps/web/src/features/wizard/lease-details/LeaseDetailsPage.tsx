import { useCallback, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  ListItemText,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { z } from 'zod';
import {
  CLAIM_STEPS,
  claimStepMessages,
  formatCurrency,
  formatDateUs,
  LEASE_TYPE_CATEGORIES,
  LEASE_TYPE_TITLES,
  type leaseDetailsFormSchema,
  MESSAGES,
  parseRentDueBy,
  RENT_CYCLES,
  SECTION8_VOUCHER,
  SUBSIDY_TYPES,
  section8Subsidy,
  todayInNewJersey,
  WEEKDAYS,
  withSection8Toggle,
  type Section8Type,
} from '@rentfile/domain';
import { DateField, useDateText } from '../../../components/DateField.tsx';
import {
  ConfirmOfficeDialog,
  OfficeAddress,
  OfficePickerDialog,
  ViewOfficeDialog,
  type Office,
} from '../dialogs/OfficeDialogs.tsx';
import { UpcomingFeatureDialog } from '../dialogs/UpcomingFeatureDialog.tsx';
import { AmountField } from '../frame/AmountField.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

type Form = z.input<typeof leaseDetailsFormSchema>;
type Parsed = z.output<typeof leaseDetailsFormSchema>;
/** The draft keeps the start date as typed, even before it is a whole date. */
interface DraftExtra {
  dateText?: string;
}
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));
const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' } } as const;

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
  const [upcoming, setUpcoming] = useState(false);
  const [picker, setPicker] = useState(false);
  const [confirming, setConfirming] = useState<Office | null>(null);
  const [viewing, setViewing] = useState<Office | null>(null);
  const officeButtonRef = useRef<HTMLButtonElement>(null);

  const section8 = watch('section8');
  const rentCycle = watch('rentCycle');
  const office = watch('publicHousingOfficeSection8');
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

  const dueDays = parseRentDueBy(watch('rentDueBy')).map(String);

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
          <Controller
            control={control}
            name="rentDueBy"
            render={({ field, fieldState }) =>
              rentCycle === 'Semi-monthly' ? (
                <TextField
                  select
                  label="Rent due by (two days of the month)"
                  required
                  value={dueDays}
                  onBlur={field.onBlur}
                  onChange={(e) => {
                    const picked = (
                      typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[])
                    ).filter(Boolean);
                    if (picked.length > 2) return;
                    field.onChange(picked.length ? [...picked].sort((a, b) => Number(a) - Number(b)).join(',') : null);
                  }}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (v) => (v as string[]).map((d) => `Day ${d}`).join(' and '),
                    },
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Choose two days'}
                >
                  {DAYS.map((d) => (
                    <MenuItem key={d} value={d} disabled={dueDays.length >= 2 && !dueDays.includes(d)}>
                      <Checkbox checked={dueDays.includes(d)} size="small" />
                      <ListItemText primary={`Day ${d}`} />
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField
                  select
                  label="Rent due by"
                  required
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {rentCycle === 'Weekly'
                    ? WEEKDAYS.map((w, i) => (
                        <MenuItem key={w} value={String(i)}>
                          {w}
                        </MenuItem>
                      ))
                    : DAYS.map((d) => (
                        <MenuItem key={d} value={d}>
                          Day {d} of the month
                        </MenuItem>
                      ))}
                </TextField>
              )
            }
          />
        </Box>

        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <FormControlLabel
            control={<Switch checked={section8} onChange={(e) => toggleSection8(e.target.checked)} />}
            label="The tenant receives a housing subsidy (Section 8)"
          />
          {section8 && (
            <Stack spacing={2.5} sx={{ mt: 2 }}>
              <Typography color="text.secondary">{MESSAGES.section8Monthly}</Typography>
              <Box sx={GRID}>
                <Controller
                  control={control}
                  name="section8Type"
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      label="Subsidy type"
                      required
                      value={field.value == null ? '' : String(field.value)}
                      onChange={(e) => {
                        const type = Number(e.target.value) as Section8Type;
                        field.onChange(type);
                        if (type !== SECTION8_VOUCHER) setUpcoming(true);
                      }}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                    >
                      {Object.entries(SUBSIDY_TYPES).map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                          {label}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <Controller
                  control={control}
                  name="section8TenantPortion"
                  render={({ field, fieldState }) => (
                    <AmountField
                      label="Monthly tenant portion"
                      required
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      errorText={fieldState.error?.message}
                    />
                  )}
                />
              </Box>
              {rentAmount != null && tenantPortion != null && rentAmount >= tenantPortion && (
                <Typography color="text.secondary">
                  Subsidy paid by the housing authority: {formatCurrency(rentAmount - tenantPortion)} a month
                </Typography>
              )}
              <FormControl error={Boolean(formState.errors.publicHousingOfficeSection8) || (startTouched && !office)}>
                <FormLabel component="p" sx={{ mb: 1 }}>
                  Public housing office
                </FormLabel>
                {office ? (
                  <Box>
                    <Typography sx={{ fontWeight: 700 }}>{office.housingAuthority}</Typography>
                    {office.to && <Typography variant="body2">Attn: {office.to}</Typography>}
                    <OfficeAddress office={office} />
                  </Box>
                ) : (
                  <Typography color="text.secondary">No office chosen yet.</Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  <Button ref={officeButtonRef} variant="outlined" color="secondary" onClick={() => setPicker(true)}>
                    {office ? 'Change office' : 'Select office'}
                  </Button>
                  {office && (
                    <Button color="secondary" onClick={() => setViewing(office)}>
                      View office
                    </Button>
                  )}
                </Stack>
                {!office && startTouched && <FormHelperText>{MESSAGES.selectOffice}</FormHelperText>}
              </FormControl>
            </Stack>
          )}
        </Paper>
        {formState.isSubmitted && !formState.isValid && (
          <Alert severity="error">Some answers need attention before you continue.</Alert>
        )}
      </Stack>

      <UpcomingFeatureDialog
        open={upcoming}
        onQuit={() => {
          setUpcoming(false);
          wizard.quit();
        }}
        onContinue={() => {
          setUpcoming(false);
          setValue('section8Type', SECTION8_VOUCHER, { shouldValidate: formState.isSubmitted });
        }}
      />
      <OfficePickerDialog
        open={picker}
        repository={wizard.repository}
        onClose={() => setPicker(false)}
        onPicked={(o) => {
          setPicker(false);
          setConfirming(o);
        }}
      />
      <ConfirmOfficeDialog
        office={confirming}
        returnFocus={officeButtonRef}
        onClose={() => setConfirming(null)}
        onConfirmed={(o) => {
          setConfirming(null);
          setValue('publicHousingOfficeSection8', o, { shouldValidate: true });
        }}
      />
      <ViewOfficeDialog office={viewing} onClose={() => setViewing(null)} />
    </WizardStep>
  );
}
