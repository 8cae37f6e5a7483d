/**
 * The domain's schemas the wizard's saves and a guest's stored case are parsed with. Loaded, with zod, on the first
 * save or read that parses (wizardSchemas in repository.ts), not with a step: a step renders without zod.
 */
export { caseSchema, contactInfoSchema, propertySchema, socialServiceOfficeSchema } from '@rentfile/domain';
