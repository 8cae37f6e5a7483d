import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { z } from 'zod';
import {
  PHONE_TYPES,
  TENANT_AGE_THRESHOLD,
  TENANT_TYPE_LABELS,
  TENANT_TYPES,
  isBusinessTenant,
  TENANT_FORM_TO_CHOOSE,
  ESTATE_HELP,
  tenantTypeConflicts,
  tenantTypeOfNames,
  type tenantsFormSchema,
  type Tenant,
} from '@rentfile/domain';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { FormTextField } from '../../../components/FormTextField.tsx';

type Form = z.input<typeof tenantsFormSchema>;
type TenantForm = Form['tenants'][number];

const emptyTenant = (tenantType: TenantForm['tenantType']): TenantForm => ({
  name: '',
  tenantType,
  phone: '',
  phoneType: null,
  ext: '',
  cell: '',
  email: '',
  contactName: '',
});

/** Optional fields left empty are stored as null, not as empty text. */
function blanksToNull<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && v.trim() === '' ? null : v]),
  ) as T;
}

const hasMailing = (t: Pick<Tenant, 'mailingAddressStreet'>) => Boolean(t.mailingAddressStreet?.trim());

/** Tenant Information (route vc-tenants, docs/product/rules.md#tenant-type): an individual or the business's form; one or more tenants. */
export default function TenantsPage() {
  const wizard = useWizardCase();
  const c = wizard.caseInfo;
  const initialType = c?.tenantType ?? 'individual';
  const { saveCase, repository, caseRef } = wizard;
  const { form, onContinue, onLeave } = useStepForm({
    schema: formSchema('tenantsFormSchema'),
    next: 'vc-lease-details',
    defaultValues: {
      tenantType: initialType,
      tenants: c?.tenants.length ? c.tenants.map((t) => ({ ...t })) : [emptyTenant(initialType)],
    },
    save: useCallback<StepSave<z.output<typeof tenantsFormSchema>>>(
      (parsed, status) => {
        const tenants = parsed.tenants.map((t) => ({
          ...blanksToNull(t),
          name: t.name,
          tenantType: parsed.tenantType,
          contactName: isBusinessTenant(parsed.tenantType) ? t.contactName || null : null,
        }));
        return saveCase(
          {
            tenantType: parsed.tenantType,
            tenants,
            tenantsSaved: true,
            tenantMailingAddress: tenants.some(hasMailing),
            tenantCompanyName: isBusinessTenant(parsed.tenantType) ? (tenants[0]?.name ?? null) : null,
          },
          status,
        );
      },
      [saveCase],
    ),
  });
  const { control, watch, getValues, formState, setFocus } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'tenants', keyName: 'key' });
  const tenantType = watch('tenantType');
  const [mailing, setMailing] = useState<Record<string, boolean>>({});

  // After a tenant is removed the focus goes to the name of the one before it (or the new first one).
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    if (focusAfterRemove.current === null) return;
    setFocus(`tenants.${focusAfterRemove.current}.name`);
    focusAfterRemove.current = null;
  }, [fields.length, setFocus]);
  const removeTenant = async (index: number) => {
    const tenant = getValues(`tenants.${index}`);
    if (tenant.caseTenantId)
      await repository.removeTenant(caseRef, { ...tenant, tenantType: tenant.tenantType ?? 'individual' } as Tenant);
    focusAfterRemove.current = Math.max(0, index - 1);
    remove(index);
  };

  const business = isBusinessTenant(tenantType);
  const estate = tenantType === 'estate';
  // A batch made these tenants without knowing the business's form: the landlord chooses it here (rules.md#batch).
  const formToChoose = c !== null && !c.tenantsSaved && tenantTypeOfNames(c.tenants.map((t) => t.name)) === null;
  const conflicts = tenantTypeConflicts((watch('tenants') ?? []).map((t) => ({ name: t.name ?? '', tenantType })));
  return (
    <WizardStep
      title="Tenant Information"
      intro="Who are the tenants named on the lease?"
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <Stack spacing={3}>
        <Controller
          control={control}
          name="tenantType"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormLabel id="tenant-type-label" sx={{ fontWeight: 600, mb: 0.5 }}>
                The tenant is
              </FormLabel>
              <FormHelperText id="tenant-type-help" sx={{ mx: 0, mt: 0, mb: 1 }}>
                The complaint names the tenant as the court requires: an individual, or the business's form.
              </FormHelperText>
              <RadioGroup
                aria-labelledby="tenant-type-label"
                aria-describedby="tenant-type-help"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
              >
                {TENANT_TYPES.map((t) => (
                  <FormControlLabel key={t} value={t} control={<Radio />} label={TENANT_TYPE_LABELS[t]} />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        {formToChoose && (
          <Alert severity="warning" role="status">
            {TENANT_FORM_TO_CHOOSE}
          </Alert>
        )}
        {estate && (
          <Alert severity="info" role="status">
            {ESTATE_HELP}
          </Alert>
        )}
        {conflicts.length > 0 && (
          <Alert severity="warning" role="status">
            {conflicts.join(' ')}
          </Alert>
        )}
        <Alert severity="info">
          Add every adult ({TENANT_AGE_THRESHOLD} and over) named on the lease. The court charges an extra fee for each
          additional defendant.
        </Alert>
        {fields.map((f, index) => {
          const showMailing = mailing[f.key] ?? hasMailing(f);
          return (
            <Paper
              key={f.key}
              variant="outlined"
              component="section"
              aria-labelledby={`tenant-${f.key}`}
              sx={{ p: 2.5 }}
            >
              <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
                <Typography
                  id={`tenant-${f.key}`}
                  component="h2"
                  variant="h6"
                  sx={{ fontSize: 18, color: 'secondary.main' }}
                >
                  Tenant {index + 1}
                </Typography>
                {fields.length > 1 && (
                  <IconButton aria-label={`Remove tenant ${index + 1}`} onClick={() => void removeTenant(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: '1fr 1fr' } }}>
                <Box sx={{ gridColumn: { tablet: 'span 2' } }}>
                  <FormTextField
                    control={control}
                    name={`tenants.${index}.name`}
                    label={
                      estate ? 'The estate (Estate of the tenant who died)' : business ? 'Company name' : 'Full name'
                    }
                    required
                  />
                </Box>
                {business && (
                  <FormTextField
                    control={control}
                    name={`tenants.${index}.contactName`}
                    label={estate ? 'Personal representative (executor or administrator)' : 'Contact name'}
                  />
                )}
                <FormTextField control={control} name={`tenants.${index}.phone`} label="Phone" phone type="tel" />
                <FormTextField
                  control={control}
                  name={`tenants.${index}.phoneType`}
                  label="Phone type"
                  options={PHONE_TYPES}
                  emptyOption="None"
                />
                <FormTextField control={control} name={`tenants.${index}.ext`} label="Ext" />
                <FormTextField control={control} name={`tenants.${index}.cell`} label="Cell" phone type="tel" />
                <FormTextField control={control} name={`tenants.${index}.email`} label="E-mail" type="email" />
              </Box>
              <FormControlLabel
                sx={{ mt: 1.5 }}
                control={
                  <Switch
                    checked={showMailing}
                    onChange={(e) => setMailing((m) => ({ ...m, [f.key]: e.target.checked }))}
                  />
                }
                label="The mailing address differs from the rented premises"
              />
              {showMailing && (
                <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', tablet: '2fr 1fr' } }}>
                  <FormTextField
                    control={control}
                    name={`tenants.${index}.mailingAddressStreet`}
                    label="Mailing street address"
                  />
                  <FormTextField control={control} name={`tenants.${index}.mailingAddressUnit`} label="Mailing unit" />
                  <FormTextField control={control} name={`tenants.${index}.mailingAddressCity`} label="Mailing city" />
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
                    <FormTextField
                      control={control}
                      name={`tenants.${index}.mailingAddressState`}
                      label="Mailing state"
                    />
                    <FormTextField control={control} name={`tenants.${index}.mailingAddressZip`} label="Mailing zip" />
                  </Box>
                </Box>
              )}
            </Paper>
          );
        })}
        {formState.errors.tenants?.root?.message && (
          <FormHelperText error>{formState.errors.tenants.root.message}</FormHelperText>
        )}
        <div>
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            color="secondary"
            onClick={() => append(emptyTenant(tenantType))}
          >
            Add another tenant
          </Button>
        </div>
      </Stack>
    </WizardStep>
  );
}
