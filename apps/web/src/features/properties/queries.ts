export {
  PROPERTY_STEPS,
  useDeleteProperty,
  useProperties,
  useSavedProperty,
  useSavePropertyStep,
  type CasesDecision,
  type DeleteOutcome,
  type PropertyStep,
} from '../../lib/queries/properties.ts';
