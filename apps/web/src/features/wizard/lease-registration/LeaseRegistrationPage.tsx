import { useCallback, useMemo } from 'react';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { Controller } from 'react-hook-form';
import {
  formatDateUs,
  leaseRegistrationFormSchema,
  leaseRegistrationPatch,
  pleadings,
  registrationAnswer,
  registrationOfficeText,
  type Case,
  type LeaseRegistrationForm,
  type Property,
} from '@rentfile/domain';
import type { z } from 'zod';
import { DateField, useDateText } from '../../../components/DateField.tsx';
import { DocumentUpload } from '../../../components/DocumentUpload.tsx';
import { useWizardCase, type SaveOptions } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { StepLoading } from '../frame/StepLoading.tsx';
import { SignInToAttach } from '../frame/SignInToAttach.tsx';

const TITLE = 'Lease and Registration';

export default function LeaseRegistrationPage() {
  const { caseInfo, property } = useWizardCase();
  if (!caseInfo) return <StepLoading title={TITLE} />;
  return <LeaseRegistration caseInfo={caseInfo} property={property} />;
}

type Form = z.input<ReturnType<typeof leaseRegistrationFormSchema>>;
interface DraftExtra {
  dateText?: string;
}

/** A question of radio buttons with its error under it, read by a screen reader as one group. */
function Choice({
  id,
  label,
  value,
  options,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string | null;
  options: ReadonlyArray<[string, string]>;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={id} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {label}
      </FormLabel>
      <RadioGroup aria-labelledby={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={text} />
        ))}
      </RadioGroup>
      {error && <FormHelperText role="alert">{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Lease and Registration (docs/product/screens.md#lease-registration): what the Certification of Lease and
 * Registration Statement says. The lease is attached to the case, the registration statement to the property
 * (its next cases reuse it); the answers are written into the complaint's own statements (domain
 * leaseRegistrationPatch), so the two papers agree, and the server refuses a save on which they would not.
 */
function LeaseRegistration({ caseInfo, property }: { caseInfo: Case; property: Property | null }) {
  const wizard = useWizardCase();
  const { saveCase, saveProperty } = wizard;
  const residential = !pleadings.isCommercial(caseInfo, property ?? {});
  const schema = useMemo(() => leaseRegistrationFormSchema({ residential }), [residential]);
  const filedDate = useDateText();
  const filedDateDraft = filedDate.draftText;

  const write = useCallback(
    async (parsed: LeaseRegistrationForm, status: string | null | undefined, options?: SaveOptions) => {
      const { caseChanges, propertyChanges } = leaseRegistrationPatch(parsed, caseInfo, residential);
      if (
        propertyChanges &&
        property &&
        (property.registrationFiled !== propertyChanges.registrationFiled ||
          (property.registrationDocsFiledDate ?? null) !== propertyChanges.registrationDocsFiledDate)
      ) {
        await saveProperty(propertyChanges, property.status);
      }
      return saveCase(caseChanges, status, options);
    },
    [caseInfo, property, residential, saveCase, saveProperty],
  );

  const { form, restored, onContinue, onLeave } = useStepForm<Form, LeaseRegistrationForm, DraftExtra>({
    schema,
    next: 'vc-documents',
    defaultValues: {
      leaseTypeTitle: caseInfo.leaseTypeTitle,
      leaseCopySubmission: caseInfo.leaseCopySubmission ?? null,
      registration: registrationAnswer(caseInfo),
      registrationDocsFiledDate: property?.registrationFiled ? (property.registrationDocsFiledDate ?? null) : null,
    },
    save: useCallback<StepSave<LeaseRegistrationForm>>((parsed, status) => write(parsed, status), [write]),
    autosave: {
      save: useCallback(
        (values: Form, options: SaveOptions) => {
          const parsed = schema.safeParse(values);
          return parsed.success ? write(parsed.data, null, options) : undefined;
        },
        [schema, write],
      ),
    },
    draftExtra: useCallback((): DraftExtra => ({ dateText: filedDateDraft() }), [filedDateDraft]),
  });
  const { control, watch, formState } = form;

  const leaseType = watch('leaseTypeTitle');
  const registration = watch('registration');
  const errors = formState.errors;
  const caseId = typeof wizard.caseRef === 'number' && wizard.signedIn ? wizard.caseRef : null;
  const propertyId = wizard.signedIn ? (property?.id ?? null) : null;

  return (
    <WizardStep
      title={TITLE}
      intro="With the complaint the court needs a copy of the lease and of the landlord registration statement, and a certification of both. Your answers here fill that certification."
      onContinue={onContinue}
      onLeave={onLeave}
    >
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="lease-heading">
          <Typography id="lease-heading" variant="h2" sx={{ mb: 2 }}>
            Lease
          </Typography>
          <Stack spacing={2}>
            <Controller
              control={control}
              name="leaseTypeTitle"
              render={({ field }) => (
                <Choice
                  id="lease-written-label"
                  label="Is the lease written or oral?"
                  value={field.value}
                  onChange={field.onChange}
                  options={[
                    ['Written', 'Written'],
                    ['Oral', 'Oral: there is no written lease'],
                  ]}
                />
              )}
            />
            {leaseType === 'Written' ? (
              <>
                {caseId !== null ? (
                  <DocumentUpload
                    kind="lease"
                    target={{ caseId }}
                    label="Lease copy"
                    hint="The whole lease; if it is longer than 10 pages, the parts that make fees and charges additional rent and any rental assistance notice duties and grounds for eviction."
                  />
                ) : (
                  <SignInToAttach what="the lease" />
                )}
                <Controller
                  control={control}
                  name="leaseCopySubmission"
                  render={({ field }) => (
                    <Choice
                      id="lease-copy-label"
                      label="What of the lease do you attach?"
                      value={field.value ?? null}
                      onChange={field.onChange}
                      error={errors.leaseCopySubmission?.message}
                      options={[
                        ['complete', 'The complete lease'],
                        ['relevant-portions', 'Its relevant parts: the lease is longer than 10 pages'],
                      ]}
                    />
                  )}
                />
              </>
            ) : (
              <Typography>The certification will say that there is no written lease.</Typography>
            )}
          </Stack>
        </Box>

        <Box component="section" aria-labelledby="registration-heading">
          <Typography id="registration-heading" variant="h2" sx={{ mb: 2 }}>
            Registration
          </Typography>
          {residential ? (
            <Stack spacing={2}>
              <Controller
                control={control}
                name="registration"
                render={({ field }) => (
                  <Choice
                    id="registration-label"
                    label="Is the rental registered under the Landlord Registration Act?"
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={errors.registration?.message}
                    options={[
                      ['registered', 'Yes: the registration statement is filed'],
                      ['not-registered', 'No'],
                      ['exempt', 'Exempt: the owner lives in the building, which has no more than two units'],
                    ]}
                  />
                )}
              />
              {registration === 'registered' && (
                <>
                  <Typography color="text.secondary">{registrationOfficeText(property?.city)}</Typography>
                  <Box sx={{ maxWidth: 360 }}>
                    <Controller
                      control={control}
                      name="registrationDocsFiledDate"
                      render={({ field, fieldState }) => (
                        <DateField
                          label="Date the statement was filed"
                          required
                          text={filedDate.text(
                            restored?.dateText ?? formatDateUs(form.getValues('registrationDocsFiledDate') ?? null),
                          )}
                          inputRef={field.ref}
                          onTextChange={filedDate.onTextChange}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Box>
                  {propertyId !== null ? (
                    <DocumentUpload
                      kind="registration"
                      target={{ propertyId }}
                      label="Landlord registration statement"
                      hint="Attached to the property, so its next cases use it too. A photo of the paper statement is fine."
                    />
                  ) : (
                    <SignInToAttach what="the registration statement" />
                  )}
                </>
              )}
              {registration === 'not-registered' && <Alert severity="warning">{pleadings.UNREGISTERED_NOTICE}</Alert>}
              {registration === 'exempt' && (
                <Alert severity="info">
                  The certification will say the property is exempt from registration, and the complaint will say the
                  property is owner-occupied.
                </Alert>
              )}
            </Stack>
          ) : (
            <Typography>
              The Landlord Registration Act covers residential rentals: a commercial tenancy needs no registration
              statement.
            </Typography>
          )}
        </Box>
      </Stack>
    </WizardStep>
  );
}
