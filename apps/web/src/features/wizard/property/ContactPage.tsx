import { useCallback, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { contactChoiceFormSchema, searchList, streetWithUnit, type ContactInfo } from '@rentfile/domain';
import type { z } from 'zod';
import { ListSearchField } from '../../../components/ListSearchField.tsx';
import { queryKeys } from '../../../lib/queryKeys.ts';
import { useSession } from '../../../lib/session.tsx';
import { ContactDialog } from '../../../components/ContactDialog.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { useWizardContacts } from '../store/wizardQueries.ts';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';

type Choice = z.output<typeof contactChoiceFormSchema>;

/** A list of more contacts than this gets a search box (docs/product/screens.md#searchable-lists). */
const SEARCH_FROM = 3;

/** What the contact search looks at: names, company, street, town, ZIP code, e-mail and phone. */
const contactSearchText = (c: ContactInfo) =>
  [c.firstName, c.lastName, c.company, c.streetAddress, c.city, c.zipcode, c.email, c.phone].filter(Boolean).join(' ');

function ContactSummary({ contact: c }: { contact: ContactInfo }) {
  return (
    <span>
      <strong>
        {c.firstName} {c.lastName}
      </strong>
      {c.company ? `, ${c.company}` : ''}
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {streetWithUnit(c.streetAddress, c.unitNo)}, {c.city}, {c.state} {c.zipcode} · {c.email}
        {c.phone ? ` · ${c.phone}` : ''}
      </Typography>
    </span>
  );
}

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
  const [query, setQuery] = useState('');
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

  const shown = searchList(list, query, contactSearchText);

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
              <>
                {list.length > SEARCH_FROM && (
                  <ListSearchField
                    label="Search contacts"
                    query={query}
                    onQuery={setQuery}
                    matched={shown.length}
                    total={list.length}
                    noun="contacts"
                    hint="Name, company, town, ZIP code or e-mail"
                  />
                )}
                <FormControl error={Boolean(fieldState.error)}>
                  <FormLabel id="contact-label">Contact</FormLabel>
                  <RadioGroup
                    aria-labelledby="contact-label"
                    value={typeof field.value === 'number' ? String(field.value) : ''}
                    onChange={(e) => field.onChange(Number(e.target.value))}
                  >
                    {shown.map((c) => (
                      <Stack key={c.id} direction="row" alignItems="center" justifyContent="space-between">
                        <FormControlLabel
                          value={String(c.id)}
                          control={<Radio inputRef={field.value === c.id ? field.ref : undefined} />}
                          label={<ContactSummary contact={c} />}
                          sx={{ py: 0.5, minWidth: 0 }}
                        />
                        <IconButton
                          aria-label={`Edit ${c.firstName} ${c.lastName}`}
                          onClick={() => setDialog({ contact: c })}
                        >
                          <EditIcon />
                        </IconButton>
                      </Stack>
                    ))}
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              </>
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
