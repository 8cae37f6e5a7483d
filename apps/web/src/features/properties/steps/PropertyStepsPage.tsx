import { Box, Button, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { propertyStatusAfterSave, streetWithUnit, type Property } from '@rentfile/domain';
import { pathTo } from '../../../lib/routes.ts';
import { PROPERTY_STEPS, useSavedProperty, useSavePropertyStep, type PropertyStep } from '../queries.ts';
import { AddressStep, ContactStep, OwnerStep, RoleStep, TypeStep, type StepScreenProps } from './stepScreens.tsx';

const STEPS: Record<
  PropertyStep,
  { title: string; short: string; intro: string; Screen: ComponentType<StepScreenProps> }
> = {
  type: { title: 'Property Type', short: 'Type', intro: 'What kind of property is it?', Screen: TypeStep },
  address: { title: 'Property Address', short: 'Address', intro: 'Where is the rented property?', Screen: AddressStep },
  owner: {
    title: 'Deed Information',
    short: 'Deed',
    intro: 'Enter each owner exactly as the name appears on the deed.',
    Screen: OwnerStep,
  },
  associationToOwner: {
    title: 'Association to Owner',
    short: 'Your role',
    intro: 'How are you related to the owner of the property?',
    Screen: RoleStep,
  },
  contact: {
    title: 'Contact Information',
    short: 'Contact',
    intro: 'Who should the court and the tenant contact about this property?',
    Screen: ContactStep,
  },
};

const isStep = (s: string | null): s is PropertyStep => PROPERTY_STEPS.includes(s as PropertyStep);

/** The steps that can be opened: every one of a completed property, else up to the next one to do. */
function reachable(property: Property | null): readonly PropertyStep[] {
  if (!property) return ['type'];
  if (property.completed) return PROPERTY_STEPS;
  const next = propertyStatusAfterSave(property.status).status;
  const last = isStep(next) ? PROPERTY_STEPS.indexOf(next) : 0;
  return PROPERTY_STEPS.slice(0, last + 1);
}

/** The steps as links: the one shown is marked, those not reached yet are plain text. */
function StepLinks({
  propertyId,
  current,
  open,
}: {
  propertyId: number | null;
  current: PropertyStep;
  open: readonly PropertyStep[];
}) {
  return (
    <Box component="nav" aria-label="Property steps">
      <Stack
        component="ol"
        direction="row"
        useFlexGap
        flexWrap="wrap"
        spacing={{ xs: 1.5, tablet: 3 }}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {PROPERTY_STEPS.map((step, i) => {
          const label = `${i + 1}. ${STEPS[step].short}`;
          const here = step === current;
          return (
            <Box component="li" key={step} sx={{ fontWeight: here ? 700 : 400 }}>
              {here || propertyId === null || !open.includes(step) ? (
                <Box
                  component="span"
                  aria-current={here ? 'step' : undefined}
                  sx={{ color: here ? 'secondary.main' : 'text.secondary' }}
                >
                  {label}
                </Box>
              ) : (
                <Link component={RouterLink} to={pathTo('property-edit', { id: propertyId }, { step })} replace>
                  {label}
                </Link>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The stand-alone property screens (routes property-new and property-edit, docs/product/screens.md#property-standalone):
 * the wizard's property steps outside a case, each saved as it is finished with the call the wizard makes; the last
 * returns to the properties page with the property shown.
 */
export default function PropertyStepsPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const propertyId = params.id ? Number(params.id) : null;
  const saved = useSavedProperty(propertyId);
  const saveStep = useSavePropertyStep();

  if (propertyId !== null && saved.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Stack spacing={2} alignItems="flex-start">
          <Typography variant="h1">Property not found</Typography>
          <Typography>This property does not exist or is not one of yours.</Typography>
          <Button component={RouterLink} to={pathTo('properties')} variant="outlined" color="secondary">
            Back to your properties
          </Button>
        </Stack>
      </Container>
    );
  }
  if (propertyId !== null && !saved.data) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the property" color="secondary" />
      </Box>
    );
  }
  const property = saved.data ?? null;
  const open = reachable(property);
  const asked = search.get('step');
  // Without a step asked for: a completed property opens at its first step, another at its next step to do.
  const step: PropertyStep =
    isStep(asked) && open.includes(asked) ? asked : property?.completed ? 'type' : (open.at(-1) ?? 'type');
  const index = PROPERTY_STEPS.indexOf(step);
  const { title, intro, Screen } = STEPS[step];

  const toList = (id: number | null) => void navigate(pathTo('properties', {}, id ? { saved: id } : {}));
  const goTo = (id: number, next: PropertyStep) =>
    void navigate(pathTo('property-edit', { id }, { step: next }), { replace: propertyId === null });
  const after = (id: number) => {
    const next = PROPERTY_STEPS[index + 1];
    if (next) goTo(id, next);
    else toList(id);
  };
  const previous = PROPERTY_STEPS[index - 1];
  const address = property ? streetWithUnit(property.streetAddress, property.unitNo) : '';
  const caption = `${property?.completed ? `Edit property${address ? `: ${address}` : ''}` : 'New property'} · Step ${
    index + 1
  } of ${PROPERTY_STEPS.length}`;

  return (
    <Container maxWidth="md" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={2}>
        <StepLinks propertyId={propertyId} current={step} open={open} />
        <Screen
          key={step}
          property={property}
          save={async (changes) => {
            const result = await saveStep.mutateAsync({ property, changes, step });
            after(result.id);
          }}
          next={async () => {
            if (property?.id) after(property.id);
          }}
          frame={{
            title,
            caption,
            intro,
            continueLabel: index === PROPERTY_STEPS.length - 1 ? 'Save Property' : 'Continue',
            onBack: previous && propertyId !== null ? () => goTo(propertyId, previous) : null,
            onCancel: () => toList(propertyId),
          }}
        />
      </Stack>
    </Container>
  );
}
