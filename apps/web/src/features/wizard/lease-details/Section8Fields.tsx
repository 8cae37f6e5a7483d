import { useRef, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { z } from 'zod';
import {
  formatCurrency,
  type leaseDetailsFormSchema,
  MESSAGES,
  SECTION8_VOUCHER,
  SUBSIDY_TYPES,
  type Section8Type,
} from '@rentfile/domain';
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
import { GRID } from './grid.ts';

type Form = z.input<typeof leaseDetailsFormSchema>;
type Parsed = z.output<typeof leaseDetailsFormSchema>;

interface Props {
  form: UseFormReturn<Form, unknown, Parsed>;
  /** The office's absence is shown once the start date was touched or the form submitted. */
  startTouched: boolean;
  onToggle(on: boolean): void;
}

/**
 * Lease Details' housing subsidy (Section 8): the switch, the subsidy type (a type other than the voucher is an
 * upcoming feature), the tenant's portion and the public housing office, picked and confirmed in dialogs.
 */
export function Section8Fields({ form, startTouched, onToggle: toggleSection8 }: Props) {
  const wizard = useWizardCase();
  const { control, watch, setValue, formState } = form;
  const [upcoming, setUpcoming] = useState(false);
  const [picker, setPicker] = useState(false);
  const [confirming, setConfirming] = useState<Office | null>(null);
  const [viewing, setViewing] = useState<Office | null>(null);
  const officeButtonRef = useRef<HTMLButtonElement>(null);
  const section8 = watch('section8');
  const office = watch('publicHousingOfficeSection8');
  const rentAmount = watch('rentAmount');
  const tenantPortion = watch('section8TenantPortion');
  return (
    <>
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
    </>
  );
}
