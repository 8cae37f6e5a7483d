/** Pleading documents: from a case to renderer-neutral documents (architecture brief, docs/product/data-and-rules.md#entities, docs/product/data-and-rules.md#calls). */
export * from './model.ts';
export * from './facts.ts';
export * from './build.ts';
export * from './list.ts';
export * from './attachments.ts';
export { paperSigners, filesClrs, type PaperSigners } from './signers.ts';
export {
  signatureBlock,
  coPlaintiffSignatures,
  coSigners,
  attorneySignatureSection,
  signerCapacityStatement,
  PUBLIC_DOCUMENT_NOTICE,
  CONFIRM_ADDRESS_NOTICE,
  ATTORNEY_REQUIRED_NOTICE,
  UNREGISTERED_NOTICE,
  MILITARY_NOTICE,
} from './parts.ts';
export {
  WARRANT_OF_REMOVAL_FEE,
  CERTIFICATION_OF_BREACH_TITLE,
  POST_JUDGMENT_TEMPLATES,
  POST_JUDGMENT_MESSAGES,
  isPostJudgmentTemplate,
  postJudgmentRefusal,
  type PostJudgmentTemplate,
} from './postJudgment.ts';
export {
  samplePleadingInput,
  SAMPLE_AFTER_FILING,
  SAMPLE_CASE,
  SAMPLE_PROPERTY,
  SAMPLE_CONTACT,
  SAMPLE_COURT,
  SAMPLE_TODAY,
} from './sample.ts';
