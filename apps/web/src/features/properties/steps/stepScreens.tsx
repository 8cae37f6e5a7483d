/**
 * The steps of the stand-alone property screens (docs/product/screens.md#property-standalone): the wizard's property
 * steps with the same fields (components/property) and the same schemas of the domain, each saved on its own.
 */
import { useEffect, useState } from 'react';
import { Controller, useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { z } from 'zod';
import {
  associationFormSchema,
  contactChoiceFormSchema,
  propertyAddressFormSchema,
  propertyOwnerFormSchema,
  propertyTypeFormSchema,
  type ContactInfo,
  type Property,
} from '@rentfile/domain';
import { ChoiceButtons } from '../../../components/ChoiceButtons.tsx';
import { ContactDialog } from '../../../components/ContactDialog.tsx';
import { ContactChoiceList } from '../../../components/property/ContactChoiceList.tsx';
import { DeedOwnerFields, ownerDefaults } from '../../../components/property/DeedOwnerFields.tsx';
import { addressDefaults, PropertyAddressFields } from '../../../components/property/PropertyAddressFields.tsx';
import { ownerRoleChoices, PROPERTY_TYPE_CHOICES } from '../../../components/property/propertyChoices.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useContactInfos, useSaveContactInfo } from '../../../lib/queries/contacts.ts';
import { useSession } from '../../../lib/session.tsx';
import { StepFrame, type StepFrameProps } from './StepFrame.tsx';

export interface StepScreenProps {
  property: Property | null;
  /** Saves the step's entries (with the step as the property's status) and goes on. */
  save: (changes: Partial<Property>) => Promise<void>;
  /** Goes on without saving: a choice step whose answer is already saved. */
  next: () => Promise<void>;
  frame: Omit<StepFrameProps, 'children' | 'onContinue' | 'dirty'>;
}

/** A choice's save that the API refused: the banner says why and the step stays; anything else is a fault. */
function keepOnScreen(err: unknown): void {
  if (!(err instanceof ApiError)) throw err;
}

/** A step's form: validated by the step's schema from the domain when a field is left and on Continue. */
function useStepFields<In extends FieldValues, Out>(schema: z.ZodType<Out, In>, defaultValues: In) {
  return useForm<In, unknown, Out>({
    resolver: zodResolver(schema as z.ZodType<Out, FieldValues>) as never,
    mode: 'onTouched',
    defaultValues: defaultValues as DefaultValues<In>,
  });
}

export function TypeStep({ property, save, next, frame }: StepScreenProps) {
  const current = property?.propertyType ?? null;
  return (
    <StepFrame {...frame} dirty={false} onContinue={current ? next : null}>
      <ChoiceButtons
        label="Property type"
        choices={PROPERTY_TYPE_CHOICES}
        value={current}
        onChoose={(propertyType) => void save(propertyTypeFormSchema.parse({ propertyType })).catch(keepOnScreen)}
      />
    </StepFrame>
  );
}

export function AddressStep({ property, save, frame }: StepScreenProps) {
  const form = useStepFields(propertyAddressFormSchema, addressDefaults(property));
  return (
    <StepFrame {...frame} dirty={form.formState.isDirty} onContinue={form.handleSubmit(save)}>
      <PropertyAddressFields form={form} />
    </StepFrame>
  );
}

export function OwnerStep({ property, save, frame }: StepScreenProps) {
  const form = useStepFields(propertyOwnerFormSchema, ownerDefaults(property));
  return (
    <StepFrame {...frame} dirty={form.formState.isDirty} onContinue={form.handleSubmit(save)}>
      <DeedOwnerFields form={form} />
    </StepFrame>
  );
}

export function RoleStep({ property, save, next, frame }: StepScreenProps) {
  const current = property?.clientType ?? null;
  return (
    <StepFrame {...frame} dirty={false} onContinue={current ? next : null}>
      <ChoiceButtons
        label="Your role"
        choices={ownerRoleChoices(property?.ownershipType)}
        value={current}
        onChoose={(clientType) => void save(associationFormSchema.parse({ clientType })).catch(keepOnScreen)}
      />
    </StepFrame>
  );
}

/** The property's contact: one of the client's contacts, added or changed here in the one contact dialog. */
export function ContactStep({ property, save, frame }: StepScreenProps) {
  const { client } = useSession();
  const contacts = useContactInfos(true);
  const list = contacts.data ?? [];
  const preselected = property?.contactInfoId ?? client?.defaultContactInfoId ?? list[0]?.id ?? null;
  const form = useStepFields(contactChoiceFormSchema, { contact: property?.contactInfoId ?? null });
  const { control, getValues, setValue } = form;
  const [dialog, setDialog] = useState<{ contact: ContactInfo | null } | null>(null);
  const saveContact = useSaveContactInfo();
  const keepContact = async (contactInfo: ContactInfo) => {
    const saved = await saveContact.mutateAsync({ contactInfo, saveAsDefault: list.length === 0 });
    setValue('contact', saved.id, { shouldValidate: true, shouldDirty: true });
    setDialog(null);
  };

  // The contacts arrive after the screen opens: the property's or the default contact is chosen once they do.
  useEffect(() => {
    if (getValues('contact') === null && preselected !== null) setValue('contact', preselected);
  }, [preselected, getValues, setValue]);

  return (
    <StepFrame
      {...frame}
      dirty={form.formState.isDirty}
      onContinue={form.handleSubmit(({ contact }) =>
        save(typeof contact === 'number' ? { contactInfoId: contact } : {}),
      )}
    >
      <Controller
        control={control}
        name="contact"
        render={({ field, fieldState }) => (
          <Stack spacing={2}>
            <ContactChoiceList
              contacts={list}
              value={typeof field.value === 'number' ? field.value : null}
              onChange={(id) => field.onChange(id)}
              inputRef={field.ref}
              error={fieldState.error?.message}
              onEdit={(contact) => setDialog({ contact })}
            />
            <div>
              <Button
                startIcon={<AddIcon />}
                color="secondary"
                variant="outlined"
                onClick={() => setDialog({ contact: null })}
              >
                Add a contact
              </Button>
            </div>
          </Stack>
        )}
      />
      {dialog && (
        <ContactDialog
          contact={dialog.contact}
          busy={saveContact.isPending}
          onClose={() => setDialog(null)}
          onSave={keepContact}
        />
      )}
    </StepFrame>
  );
}
