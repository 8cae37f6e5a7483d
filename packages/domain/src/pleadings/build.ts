/**
 * From a template name of docs/product/data-and-rules.md#entities and the case's data, the documents to render (docs/product/data-and-rules.md#calls create-case-pleading-pdf).
 * Template names: the eleven of docs/product/data-and-rules.md#entities plus case_information_statement, the Landlord Case Information
 * Statement, which the pleadings list names but docs/product/data-and-rules.md#entities gives no template for.
 */
import { PLEADING_NAMES, TEMPLATE_NAMES, type TemplateName } from '../lists.ts';
import { formatLongDate } from '../dates.ts';
import {
  applicableStatements,
  caseFacts,
  isCommercial,
  STATEMENT_LABELS,
  type CaseFacts,
  type PleadingInput,
} from './facts.ts';
import { complaintBlocks, type SigningOptions } from './complaint.ts';
import { caseInformationBlocks, clrsBlocks, instructionsBlocks, letterBlocks, summonsBlocks } from './filing.ts';
import {
  attorneyCertificationBlocks,
  breachCertificationBlocks,
  certificationBlocks,
  CERTIFICATION_OF_BREACH_TITLE,
  warrantRequestBlocks,
} from './postJudgment.ts';
import { landlordNotes } from './parts.ts';
import { filesClrs } from './signers.ts';
import type { Block, PleadingDocument, PleadingPaper } from './model.ts';

export const CASE_INFORMATION_STATEMENT = 'case_information_statement';
/** The Certification by Landlord's Attorney (Appendix XI-U), laid out from the court's appendix alone (docs/product/forms.md). */
export const ATTORNEY_CERTIFICATION = 'certification_by_landlords_attorney';
/** The Certification by Landlord of a breach of a consent judgment (docs/product/rules.md#consent-breach). */
export const CERTIFICATION_OF_BREACH = 'certification_of_breach';
export const PLEADING_TEMPLATE_NAMES = [
  ...TEMPLATE_NAMES,
  CASE_INFORMATION_STATEMENT,
  ATTORNEY_CERTIFICATION,
  CERTIFICATION_OF_BREACH,
] as const;
export type PleadingTemplateName =
  TemplateName | typeof CASE_INFORMATION_STATEMENT | typeof ATTORNEY_CERTIFICATION | typeof CERTIFICATION_OF_BREACH;

/** A single paper (not a package, not a preview). */
export type PaperTemplateName = Exclude<
  PleadingTemplateName,
  'print_all' | 'print_all_individual' | 'eviction_preview' | 'verified_complaint_preview'
>;

/** The names the pleadings list and file names use (docs/product/data-and-rules.md#entities pleadings list). */
export const PLEADING_TITLES: Record<PleadingTemplateName, string> = {
  instructions: 'Filing Instructions',
  delinquent_letter: PLEADING_NAMES.coverLetter,
  verified_complaint: PLEADING_NAMES.verifiedComplaint,
  tenant_summons: PLEADING_NAMES.tenantSummons,
  case_information_statement: PLEADING_NAMES.lcis,
  clrs_form: PLEADING_NAMES.certificationOfLease,
  certification_by_landlord: PLEADING_NAMES.certificationByLandlord,
  certification_by_landlords_attorney: "Certification by Landlord's Attorney",
  wor_request: PLEADING_NAMES.warrantOfRemoval,
  certification_of_breach: CERTIFICATION_OF_BREACH_TITLE,
  print_all: 'Filing Package',
  print_all_individual: 'Filing Package',
  eviction_preview: 'Cover Letter and Verified Complaint (Preview)',
  verified_complaint_preview: 'Verified Complaint (Preview)',
};

/** Templates that contain the complaint: they need every yes/no statement answered (except previews). */
export const COMPLAINT_TEMPLATES: ReadonlyArray<PleadingTemplateName> = [
  'verified_complaint',
  'print_all',
  'print_all_individual',
];
/**
 * The papers that state the claim (the complaint's 9A, the letter's and the case information statement's amounts),
 * made alone or together: each is held to the same readiness rules as the complaint (rules.md#claim-consistency),
 * so a claim the complaint could not state is not stated by another paper either. The summons, the certification of
 * lease and registration and the instructions state no amount.
 */
export const CLAIM_TEMPLATES: ReadonlyArray<PleadingTemplateName> = [
  ...COMPLAINT_TEMPLATES,
  'delinquent_letter',
  'case_information_statement',
];
export const PREVIEW_TEMPLATES: ReadonlyArray<PleadingTemplateName> = [
  'eviction_preview',
  'verified_complaint_preview',
];
export const PREVIEW_WATERMARK = 'PREVIEW';

export interface PackageOptions {
  /** Only the Certification of Lease and Registration Statement (a CLRS-only order). */
  isCLRSOnly?: boolean;
}

/** The message refusing a complaint while statements that apply to the tenancy are unanswered; null when all are. */
export function unansweredStatementsMessage(input: Pick<PleadingInput, 'caseInfo' | 'property'>): string | null {
  const missing = applicableStatements(input.caseInfo, input.property)
    .filter((k) => input.caseInfo.statements[k] === null || input.caseInfo.statements[k] === undefined)
    .map((k) => STATEMENT_LABELS[k]);
  return missing.length === 0
    ? null
    : `Answer every statement of the complaint before generating it. Unanswered: ${missing.join('; ')}.`;
}

/**
/**
 * The papers filed with the court (R. 1:4-1(b) stamp space on their first page). The filing instructions with the
 * landlord's notes are the landlord's own, and the cover letter goes to the tenant: neither is filed.
 */
export const FILED_TEMPLATES: ReadonlySet<PaperTemplateName> = new Set<PaperTemplateName>([
  'verified_complaint',
  'tenant_summons',
  CASE_INFORMATION_STATEMENT,
  'clrs_form',
  'certification_by_landlord',
  ATTORNEY_CERTIFICATION,
  'wor_request',
  CERTIFICATION_OF_BREACH,
]);

/**
 * Templates whose papers are filed with the court and signed by the party or its attorney: each paper of FILED_TEMPLATES
 * and the packages holding them. An entity that must be represented gets them only with an attorney of record
 * (docs/product/rules.md#representation); the previews (watermarked drafts) and the landlord's own papers are not among them.
 */
export function makesFiledPapers(templateName: PleadingTemplateName): boolean {
  return (
    templateName === 'print_all' ||
    templateName === 'print_all_individual' ||
    FILED_TEMPLATES.has(templateName as PaperTemplateName)
  );
}

type PackageInput = Pick<PleadingInput, 'caseInfo'> & Partial<Pick<PleadingInput, 'property'>>;

/**
 * The papers to file, in filing order (print_all): the complaint, the summons, the LCIS, the CLRS when submitted or
 * exempt. A commercial tenancy files no residential-only paper: no case information statement and no certification
 * of lease and registration (docs/product/forms.md).
 */
export function filedPackageTemplates(input: PackageInput, options: PackageOptions = {}): PaperTemplateName[] {
  if (options.isCLRSOnly) return ['clrs_form'];
  const c = input.caseInfo;
  if (isCommercial(c, input.property ?? { propertyType: null })) return ['verified_complaint', 'tenant_summons'];
  return [
    'verified_complaint',
    'tenant_summons',
    CASE_INFORMATION_STATEMENT,
    ...(filesClrs(c) ? (['clrs_form'] as const) : []),
  ];
}

/**
 * Every paper of the case, one document each (print_all_individual; docs/product/data-and-rules.md#entities pleadings list): the filing instructions
 * with the landlord's notes, the cover letter, then the papers to file.
 */
export function packageTemplates(input: PackageInput, options: PackageOptions = {}): PaperTemplateName[] {
  if (options.isCLRSOnly) return ['clrs_form'];
  return ['instructions', 'delinquent_letter', ...filedPackageTemplates(input, options)];
}

function signing(input: PleadingInput, preview: boolean): SigningOptions {
  const c = input.caseInfo;
  return {
    signedAs: preview ? null : (c.signatureText ?? '').trim() || null,
    dated: preview ? null : formatLongDate(c.vcDateDrafted) || null,
    docketNo: input.afterFiling?.docketNo ?? ((c.docketNo ?? '').trim() || null),
  };
}

function paperBlocks(name: PaperTemplateName, f: CaseFacts, input: PleadingInput, opts: SigningOptions): Block[] {
  const c = input.caseInfo;
  switch (name) {
    case 'instructions':
      return [
        ...instructionsBlocks(
          f,
          filedPackageTemplates(input).map((n) => ({ templateName: n, title: PLEADING_TITLES[n] })),
        ),
        ...landlordNotes(f, 'file'),
      ];
    case 'delinquent_letter':
      return letterBlocks(f, opts);
    case 'verified_complaint':
      return complaintBlocks(f, input.accommodations, opts);
    case 'tenant_summons':
      return summonsBlocks(f, opts);
    case CASE_INFORMATION_STATEMENT:
      return caseInformationBlocks(f, input.accommodations, opts);
    case 'clrs_form':
      return clrsBlocks(f, c, opts);
    case 'certification_by_landlord':
      return certificationBlocks(f, input.afterFiling ?? null, opts);
    case ATTORNEY_CERTIFICATION:
      return attorneyCertificationBlocks(f, opts);
    case 'wor_request':
      return warrantRequestBlocks(f, input.afterFiling ?? null, opts);
    case CERTIFICATION_OF_BREACH:
      return breachCertificationBlocks(f, input.afterFiling ?? null, opts);
  }
}

function paper(name: PaperTemplateName, f: CaseFacts, input: PleadingInput, opts: SigningOptions): PleadingPaper {
  return {
    templateName: name,
    title: PLEADING_TITLES[name],
    filed: FILED_TEMPLATES.has(name),
    blocks: paperBlocks(name, f, input, opts),
  };
}

function single(p: PleadingPaper): PleadingDocument {
  return { templateName: p.templateName, title: p.title, papers: [p], watermark: null };
}

function combine(
  templateName: PleadingTemplateName,
  papers: PleadingPaper[],
  watermark: string | null,
): PleadingDocument {
  return { templateName, title: PLEADING_TITLES[templateName], papers, watermark };
}

/**
 * The documents for a template: one document, or for print_all_individual one per paper of the package. Does
 * not check the statements (see unansweredStatementsMessage); previews carry a watermark and no signature.
 */
export function buildPleadings(
  templateName: PleadingTemplateName,
  input: PleadingInput,
  options: PackageOptions = {},
): PleadingDocument[] {
  const f = caseFacts(input);
  const preview = PREVIEW_TEMPLATES.includes(templateName);
  const opts = signing(input, preview);
  switch (templateName) {
    case 'print_all':
      // The stand-alone certification (a case already filed) is the certification's own copy, never the package's.
      return [
        combine(
          options.isCLRSOnly ? 'clrs_form' : 'print_all',
          filedPackageTemplates(input, options).map((n) => paper(n, f, input, opts)),
          null,
        ),
      ];
    case 'print_all_individual':
      return packageTemplates(input, options).map((n) => single(paper(n, f, input, opts)));
    case 'verified_complaint_preview':
      return [combine(templateName, [paper('verified_complaint', f, input, opts)], PREVIEW_WATERMARK)];
    case 'eviction_preview':
      return [
        combine(
          templateName,
          [paper('delinquent_letter', f, input, opts), paper('verified_complaint', f, input, opts)],
          PREVIEW_WATERMARK,
        ),
      ];
    default:
      return [single(paper(templateName, f, input, opts))];
  }
}
