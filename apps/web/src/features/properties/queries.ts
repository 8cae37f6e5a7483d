export { useProperties } from '../../lib/queries/properties.ts';
export {
  PROPERTY_STEPS,
  useDeleteProperty,
  useSavedProperty,
  usePropertyStepContinue,
  useSavePropertyStep,
  type CasesDecision,
  type DeleteOutcome,
  type PropertyStep,
} from '../../lib/queries/propertyChanges.ts';
