/**
 * The domain's schemas the wizard's saves and a guest's stored case are parsed with, and the one change function a
 * guest's case is saved with (applyCaseChange, decision 0033). Loaded, with zod, on the first save or read that
 * parses (wizardSchemas in repository.ts), not with a step: a step renders without zod or the rules.
 */
export {
  applyCaseChange,
  caseSchema,
  contactInfoSchema,
  propertySchema,
  socialServiceOfficeSchema,
} from '@rentfile/domain';
