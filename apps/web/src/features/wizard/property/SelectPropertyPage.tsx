import { useCallback, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddHomeIcon from '@mui/icons-material/AddHome';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import AddBusinessIcon from '@mui/icons-material/DomainAdd';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  joinNames,
  searchList,
  type selectPropertyFormSchema,
  streetWithUnit,
  TEXTS,
  wizardPath,
  type Property,
  type PropertyChoice,
} from '@rentfile/domain';
import { ChoiceButtons } from '../../../components/ChoiceButtons.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { useWizardProperties } from '../store/wizardQueries.ts';
import { WizardStep } from '../frame/WizardStep.tsx';
import { formSchema } from '../frame/formSchemas.ts';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { pathTo } from '../../../lib/routes.ts';
import { ListSearchField } from '../../../components/ListSearchField.tsx';

/** 'Let's start with your property' (route vc-select-property): a new property, an existing one, or a new unit. */
export default function SelectPropertyPage() {
  const [search] = useSearchParams();
  const addUnit = search.get('addUnit') === 'true';
  if (addUnit || search.get('status') === 'existing') return <SelectExisting addUnit={addUnit} />;
  return <StartChoice />;
}

function StartChoice() {
  const wizard = useWizardCase();
  const navigate = useNavigate();
  const choose = (choice: PropertyChoice) => {
    wizard.setPropertyChoice(choice);
    if (choice === 'new') wizard.goTo('vc-property-type');
    else
      navigate(
        `${wizardPath(wizard.caseRef, 'vc-select-property')}?${choice === 'addUnit' ? 'addUnit=true' : 'status=existing'}`,
      );
  };
  const choices = [
    {
      value: 'new' as const,
      label: 'Add new Property',
      description: 'Enter a property you have not used here before.',
      icon: <AddHomeIcon fontSize="large" />,
    },
    ...(wizard.signedIn
      ? [
          {
            value: 'existing' as const,
            label: 'Select existing Property',
            description: 'Use a property you have already set up.',
            icon: <HomeWorkIcon fontSize="large" />,
          },
          {
            value: 'addUnit' as const,
            label: 'Add unit to existing Property',
            description: 'Another unit of a property you have set up.',
            icon: <AddBusinessIcon fontSize="large" />,
          },
        ]
      : []),
  ];
  return (
    <WizardStep title="Let's start with your property" intro="Which property is this case about?" onContinue={null}>
      <ChoiceButtons label="Property" choices={choices} value={wizard.propertyChoice} onChoose={choose} />
      {!wizard.signedIn && (
        <Typography sx={{ mt: 3 }}>
          Have properties saved already?{' '}
          <Link component={RouterLink} to={pathTo('login')} color="secondary">
            Sign in
          </Link>{' '}
          to use them.
        </Typography>
      )}
    </WizardStep>
  );
}

/** A list of more properties than this gets a search box. */
const SEARCH_FROM = 3;

/** What the property search looks at: street and unit, town, ZIP code and the deed's owners (the domain's searchList). */
const propertySearchText = (p: Property) =>
  [p.streetAddress, p.unitNo, p.city, p.zipcode, ...p.deedNames].filter(Boolean).join(' ');

function SelectExisting({ addUnit }: { addUnit: boolean }) {
  const wizard = useWizardCase();
  const navigate = useNavigate();
  const properties = useWizardProperties(wizard.repository);
  const usable = (properties.data ?? []).filter((p) => p.completed && p.id !== undefined);
  const [query, setQuery] = useState('');
  const shown = searchList(usable, query, propertySearchText);
  const { repository, selectProperty } = wizard;
  const { form, onContinue } = useStepForm({
    schema: formSchema('selectPropertyFormSchema'),
    next: 'vc-tenants',
    defaultValues: { addUnit, propertyId: wizard.caseInfo?.propertyId ?? null, unitNo: '' },
    save: useCallback<StepSave<z.output<typeof selectPropertyFormSchema>>>(
      async (values) => {
        // A new unit is a copy of the chosen property with its own unit number; the case then takes the unit.
        const propertyId = values.addUnit
          ? (await repository.newUnit(values.propertyId!, values.unitNo ?? '')).id!
          : values.propertyId!;
        await selectProperty(propertyId);
      },
      [repository, selectProperty],
    ),
  });
  const { control, formState, setValue } = form;
  // The mode comes from the address, never from a draft typed in the other mode.
  useEffect(() => setValue('addUnit', addUnit), [addUnit, setValue]);

  return (
    <WizardStep
      title={addUnit ? 'Add Unit' : 'Select Property'}
      intro={
        addUnit
          ? 'Choose the property, then enter the new unit number. The unit gets a copy of the property’s details.'
          : 'Choose the property this case is about.'
      }
      onBack={() => navigate(wizardPath(wizard.caseRef, 'vc-select-property'))}
      onContinue={onContinue}
    >
      <Stack spacing={3}>
        {properties.isSuccess && usable.length === 0 && <Alert severity="info">{TEXTS.noPropertyFound}</Alert>}
        {usable.length > SEARCH_FROM && (
          <ListSearchField
            label="Search properties"
            query={query}
            onQuery={setQuery}
            matched={shown.length}
            total={usable.length}
            noun="properties"
            hint="Street, town, ZIP code or owner"
          />
        )}
        <Controller
          control={control}
          name="propertyId"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="property-choice-label">Property</FormLabel>
              <RadioGroup
                aria-labelledby="property-choice-label"
                value={field.value == null ? '' : String(field.value)}
                onChange={(e) => field.onChange(Number(e.target.value))}
              >
                {shown.map((p) => (
                  <FormControlLabel
                    key={p.id}
                    value={String(p.id)}
                    control={<Radio />}
                    label={
                      <span>
                        <strong>{streetWithUnit(p.streetAddress, p.unitNo)}</strong>, {p.city}, NJ {p.zipcode}
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {joinNames(p.deedNames)} · {p.county} County
                        </Typography>
                      </span>
                    }
                    sx={{ py: 0.5 }}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        {addUnit && (
          <Controller
            control={control}
            name="unitNo"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Unit"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                sx={{ maxWidth: 240 }}
              />
            )}
          />
        )}
        {formState.isSubmitting && <Typography role="status">Saving…</Typography>}
      </Stack>
    </WizardStep>
  );
}
