/** Review & Sign's form (SignaturePage.tsx): its values, and what of them the case stores. */
import { z } from 'zod';
import { complaintStatementsSchema, type pleadings } from '@rentfile/domain';
import { verifierOf, type PapersAnswers } from './PapersFields.tsx';

/**
 * What Review & Sign holds: the statements, the typed and drawn signature, the papers' answers and the attorney of
 * record (null: the landlord files). Whether it may be submitted is the domain's paperReadinessErrors and
 * representationRefusal (below), not a shape check.
 */
export const signatureFormSchema = z.object({
  statements: complaintStatementsSchema,
  name: z.string(),
  image: z.string().nullable(),
  papers: z.custom<PapersAnswers>(),
  attorneyId: z.number().int().nullable(),
});
export type SignatureForm = z.output<typeof signatureFormSchema>;

/** The papers' answers as the case stores them, signed as `signedAs`. */
export function paperFieldsOf(papers: PapersAnswers, signedAs: string, caresCovered: boolean | null) {
  return {
    verifier: verifierOf(papers, signedAs),
    scraChecked: papers.scraChecked,
    scraCheckDate: papers.scraChecked === true && papers.scraCheckDate !== '' ? papers.scraCheckDate : null,
    caresNoticeDate: caresCovered === true && papers.caresNoticeDate !== '' ? papers.caresNoticeDate : null,
  };
}

/** What is saved of the entries before Submit: nothing unsigned as the verifier, no date after today. */
export function enteredOf(values: SignatureForm, today: string) {
  const signedAs = values.name.trim();
  const fields = paperFieldsOf(values.papers, signedAs, values.statements.caresActCovered);
  return {
    statements: values.statements,
    attorneyId: values.attorneyId,
    signatureText: signedAs || null,
    signatureImage: values.image,
    ...fields,
    verifier: signedAs ? fields.verifier : null,
    scraCheckDate: fields.scraCheckDate && fields.scraCheckDate <= today ? fields.scraCheckDate : null,
    caresNoticeDate: fields.caresNoticeDate && fields.caresNoticeDate <= today ? fields.caresNoticeDate : null,
  };
}

export const NO_ACCOMMODATIONS: pleadings.TrialAccommodations = {
  interpreter: false,
  language: null,
  disability: false,
  accommodation: null,
};
