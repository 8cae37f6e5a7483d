import { useCallback, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { contactChoiceFormSchema, type ContactInfo } from '@rentfile/domain';
import type { z } from 'zod';
import { ContactChoiceList, ContactSummary } from '../../../components/property/ContactChoiceList.tsx';
import { queryKeys } from '../../../lib/queryKeys.ts';
import { useSession } from '../../../lib/session.tsx';
import { ContactDialog } from '../../../components/ContactDialog.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { useWizardContacts } from '../store/wizardQueries.ts';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

type Choice = z.output<typeof contactChoiceFormSchema>;

/**
 * Contact Information (route vc-client-contact): the client's contacts, the property's or the default one chosen
 * first, searchable when there are more than three; add and edit in a dialog. A guest has one contact, kept in the
 * browser. On the one step pattern (features/wizard/README.md#one-step-pattern).
 */
export default function ContactPage() {
  const wizard = useWizardCase();
  const { client } = useSession();
  const queryClient = useQueryClient();
  const kind = wizard.repository.kind;
  const contacts = useWizardContacts(wizard.repository);
  const list = contacts.data ?? [];
  const [dialog, setDialog] = useState<{ contact: ContactInfo | null } | null>(null);
  const guestContact = kind === 'guest' ? (list[0] ?? null) : null;
  const preselected =
    kind === 'guest'
      ? guestContact
        ? 'guest'
        : null
      : (wizard.property?.contactInfoId ?? client?.defaultContactInfoId ?? list[0]?.id ?? null);

  const { saveProperty, saveCase } = wizard;
  const { form, onContinue } = useStepForm({
    schema: contactChoiceFormSchema,
    entity: 'property',
    next: 'vc-tenants',
    defaultValues: { contact: preselected },
    save: useCallback<StepSave<Choice>>(
      async ({ contact }) => {
        await saveProperty(typeof contact === 'number' ? { contactInfoId: contact } : {}, 'contact');
        await saveCase({});
      },
      [saveProperty, saveCase],
    ),
  });
  const { control, getValues, setValue } = form;

  // The contacts arrive after the screen opens: the property's or the default contact is chosen once they do.
  useEffect(() => {
    if (getValues('contact') === null && preselected !== null) setValue('contact', preselected);
  }, [preselected, getValues, setValue]);

  const saveContact = async (contact: ContactInfo) => {
    const id = await wizard.repository.saveContact(contact, list.length === 0);
    await queryClient.invalidateQueries({ queryKey: queryKeys.contacts(kind) });
    setValue('contact', id ?? 'guest', { shouldValidate: true, shouldDirty: true });
    setDialog(null);
  };

  return (
    <WizardStep
      title="Contact Information"
      intro="Who should the court and the tenant contact about this case?"
      onContinue={onContinue}
    >
      <Controller
        control={control}
        name="contact"
        render={({ field, fieldState }) => (
          <Stack spacing={2}>
            {kind === 'api' ? (
              <ContactChoiceList
                contacts={list}
                value={typeof field.value === 'number' ? field.value : null}
                onChange={field.onChange}
                inputRef={field.ref}
                error={fieldState.error?.message}
                onEdit={(contact) => setDialog({ contact })}
              />
            ) : guestContact ? (
              <Stack direction="row" alignItems="center" justifyContent="space-between">
                <Typography component="div">
                  <ContactSummary contact={guestContact} />
                </Typography>
                <IconButton
                  aria-label={`Edit ${guestContact.firstName} ${guestContact.lastName}`}
                  onClick={() => setDialog({ contact: guestContact })}
                >
                  <EditIcon />
                </IconButton>
              </Stack>
            ) : (
              <Alert severity={fieldState.error ? 'error' : 'info'}>
                {fieldState.error?.message ?? 'Add the contact for this case.'}
              </Alert>
            )}
            {(kind === 'api' || !guestContact) && (
              <div>
                <Button
                  startIcon={<AddIcon />}
                  color="secondary"
                  variant="outlined"
                  onClick={() => setDialog({ contact: null })}
                >
                  Add Contact
                </Button>
              </div>
            )}
          </Stack>
        )}
      />
      {dialog && <ContactDialog contact={dialog.contact} onClose={() => setDialog(null)} onSave={saveContact} />}
    </WizardStep>
  );
}
