/** Lists of values of docs/product/data-and-rules.md#entities ("Lists of values") and docs/product/data-and-rules.md#constants. */

/** Default state of the product (docs/product/data-and-rules.md#product, docs/product/data-and-rules.md#constants). */
export const NEW_JERSEY = 'New Jersey';
export const NEW_JERSEY_STATE_ID = 31;

/** Entity types of a property's deed owners (docs/product/data-and-rules.md#entities). Stored value first, label second. */
export const OWNERSHIP_TYPES = [
  'Individual',
  'Limited Liability Company',
  'General Partnership',
  'Corporation',
  'Limited Partnership',
  'Trust',
] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];
export const OWNERSHIP_TYPE_LABELS: Record<OwnershipType, string> = {
  Individual: 'Individual',
  'Limited Liability Company': 'LLC (Limited Liability Company)',
  'General Partnership': 'General Partnership',
  Corporation: 'Corporation',
  'Limited Partnership': 'Limited Partnership',
  Trust: 'Trust (held by its trustee)',
};

/** Roles toward the property (docs/product/data-and-rules.md#entities): owner (or member of the entity) or agent/property manager. */
export const CLIENT_TYPES = ['owner', 'agent'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const PROPERTY_TYPES = ['Residential', 'Commercial'] as const;

/**
 * Who verifies the complaint and signs the certifications (chosen on Review & Sign, never inferred): the owner,
 * a co-owner, an officer, member or general partner of the owning entity, or the managing agent with personal
 * knowledge of the facts (nj-forms-facts.md §3 "Landlord Verification"; docs/product/papers.md).
 */
export const VERIFIER_ROLES = [
  'owner',
  'coOwner',
  'officer',
  'member',
  'generalPartner',
  'trustee',
  'managingAgent',
] as const;
export type VerifierRole = (typeof VERIFIER_ROLES)[number];
export const VERIFIER_ROLE_LABELS: Record<VerifierRole, string> = {
  owner: 'The owner',
  coOwner: 'A co-owner',
  officer: 'An officer of the company',
  member: 'A member or manager of the LLC',
  generalPartner: 'A general partner',
  trustee: 'A trustee of the trust',
  managingAgent: 'The managing agent, with personal knowledge of the facts',
};
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PHONE_TYPES = ['Mobile', 'Home', 'Work', 'Other'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

/** Lease types: Written or Oral, each Residential or Commercial. Defaults Residential and Written. */
export const LEASE_TYPE_TITLES = ['Written', 'Oral'] as const;
export type LeaseTypeTitle = (typeof LEASE_TYPE_TITLES)[number];
export const LEASE_TYPE_CATEGORIES = PROPERTY_TYPES;
export type LeaseTypeCategory = PropertyType;

/** Rent cycles (default Monthly). */
export const RENT_CYCLES = ['Monthly', 'Weekly', 'Semi-monthly'] as const;
export type RentCycle = (typeof RENT_CYCLES)[number];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Subsidized types (docs/product/data-and-rules.md#entities). Only type 2 may proceed (docs/product/data-and-rules.md#lease-details). */
export const SUBSIDY_TYPES = {
  1: 'Public Housing',
  2: 'Section 8 Voucher',
  3: 'Section 8 HAP Contract',
  4: 'Other Subsidy Program',
} as const;
export type Section8Type = keyof typeof SUBSIDY_TYPES;
export const SECTION8_VOUCHER: Section8Type = 2;

export const UTILITY_TYPES = [
  'Water',
  'Sewer',
  'Water & Sewer',
  'Gas',
  'Electricity',
  'Cable',
  'Garbage',
  'Parking',
] as const;
export const FEE_TYPES = [
  'Bounced/Returned Check',
  'Certified letter reminder of late rent',
  'Municipal Violations',
  'Parking Fee',
  'Unauthorized Parking Fee',
  'Pet Fees',
  'Unauthorized Pet Fee',
  'Garbage Fee',
  'Storage Fees',
  'Garage Rent',
  'Pool Use Fee',
  'Gym Use Fee',
  "Home Owner's Associations Fee",
  'Administrative fees',
  'Service charges',
  'Property Management Fees',
  'Other',
] as const;
export const LATE_CHARGE_TYPE = 'Late Charge';
export const LEGAL_FEE_TYPES = ['Filing Fee', 'Mileage Fee', 'Attorney Fee', 'Tenant Fee'] as const;
export type LegalFeeType = (typeof LEGAL_FEE_TYPES)[number];

/** Document templates (docs/product/data-and-rules.md#entities). */
export const TEMPLATE_NAMES = [
  'instructions',
  'delinquent_letter',
  'verified_complaint',
  'tenant_summons',
  'clrs_form',
  'print_all_individual',
  'print_all',
  'certification_by_landlord',
  'wor_request',
  'eviction_preview',
  'verified_complaint_preview',
] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** Order constants (docs/product/data-and-rules.md#case-status, docs/product/data-and-rules.md#constants). */
export const ORDER_DEFAULTS = { payment_status: 'Pending', packageId: 1, flowType: '01' } as const;
export const FILING_PLAN_EFILE = 'E-FILE';

/** A trial action (docs/product/data-and-rules.md#entities): its stored value, its label and the group it is listed under. */
export interface TrialAction {
  value: string;
  label: string;
  group: string;
}

const trialGroup = (group: string, labels: string[]): TrialAction[] =>
  labels.map((label) => ({ value: `${group}: ${label}`, label, group }));

/**
 * Trial actions in their listed order (docs/product/data-and-rules.md#entities). Values are unique because 'Default Judgment' and 'Judgment for
 * Possession' appear under two groups; a group without sub-items has its own name as value and label.
 */
export const TRIAL_ACTIONS: ReadonlyArray<TrialAction> = [
  ...trialGroup('Request for Warrant of Removal', [
    'Default Judgment',
    'Judgment for Possession',
    'Breach of Consent - Pay and Stay',
    'Vacate with Payment Plan',
    'Vacate without Payment Plan',
  ]),
  ...trialGroup('Executed Consent to Enter Judgment', [
    'Tenant Pays and Stays',
    'Tenant Vacates with Payment Plan',
    'Tenant Vacates without Payment Plan',
  ]),
  ...trialGroup('Judgments', ['Default Judgment', 'Judgment for Possession', 'Judgment after Breach']),
  ...['Marini Hearing Scheduled', 'Bankruptcy Pending', 'Other'].map((label) => ({
    value: label,
    label,
    group: label,
  })),
];
/** The first five trial actions, slice 0 to 5 (docs/product/data-and-rules.md#constants): they lead to a Request for Warrant of Removal (docs/product/data-and-rules.md#action-ids). */
export const TRIAL_ACTIONS_WARRANT = TRIAL_ACTIONS.slice(0, 5);
/** Trial actions 3 to 5, slice 2 to 5 (docs/product/data-and-rules.md#constants): they add the Letter to Tenant (docs/product/data-and-rules.md#entities pleadings list). */
export const TRIAL_ACTIONS_LETTER_TO_TENANT = TRIAL_ACTIONS.slice(2, 5);

/** Pleading names (docs/product/data-and-rules.md#entities pleadings list). */
export const PLEADING_NAMES = {
  coverLetter: 'Cover Letter',
  verifiedComplaint: 'Verified Complaint',
  tenantSummons: 'Tenant Summons',
  lcis: 'Landlord Case Information Statement',
  certificationOfLease: 'Certification of Lease and Registration Statement',
  consentToEnterJudgment: 'Consent to Enter Judgment',
  warrantOfRemoval: 'Request for Warrant of Removal',
  certificationByLandlord: 'Certification by Landlord',
  letterToTenant: 'Letter to Tenant',
} as const;

/** Action id at which the warrant-of-removal documents are offered (docs/product/data-and-rules.md#action-ids). */
export const ACTION_WARRANT_OF_REMOVAL = 61;
/** Action id of completeVerifiedComplaint (docs/product/data-and-rules.md#action-ids); it and the ids above it belong to the complaint flow. */
export const ACTION_COMPLETE_VERIFIED_COMPLAINT = 181;

/** True when the case's first action id has reached the warrant-of-removal stage: 61 and above, below 181 (docs/product/data-and-rules.md#action-ids). */
export function reachedWarrantOfRemoval(actionId: number | null | undefined): boolean {
  return actionId != null && actionId >= ACTION_WARRANT_OF_REMOVAL && actionId < ACTION_COMPLETE_VERIFIED_COMPLAINT;
}

/** What the pleadings list reads from a case. */
export interface PleadingsListInput {
  clrsSubmission: boolean;
  clrsExemption: boolean;
  /** The case's first action id (docs/product/data-and-rules.md#action-ids), or null without actions. */
  actionId: number | null;
  trialAction: string | null | undefined;
  /** True when a consent to enter judgment has been drafted. */
  consentDrafted: boolean;
}

/**
 * The pleadings a case offers (docs/product/data-and-rules.md#entities): always Cover Letter, Verified Complaint, Tenant Summons and Landlord Case
 * Information Statement; the Certification of Lease and Registration Statement if clrsSubmission or clrsExemption;
 * at action 61 (and the later trial ids below 181), Consent to Enter Judgment (if drafted), Request for Warrant of Removal and Certification by Landlord
 * (for the first five trial actions) and Letter to Tenant (for trial actions 3 to 5).
 */
export function pleadingsList(input: PleadingsListInput): string[] {
  const names: string[] = [
    PLEADING_NAMES.coverLetter,
    PLEADING_NAMES.verifiedComplaint,
    PLEADING_NAMES.tenantSummons,
    PLEADING_NAMES.lcis,
  ];
  if (input.clrsSubmission || input.clrsExemption) names.push(PLEADING_NAMES.certificationOfLease);
  if (reachedWarrantOfRemoval(input.actionId)) {
    const action = input.trialAction ?? '';
    if (input.consentDrafted) names.push(PLEADING_NAMES.consentToEnterJudgment);
    if (TRIAL_ACTIONS_WARRANT.some((a) => a.value === action))
      names.push(PLEADING_NAMES.warrantOfRemoval, PLEADING_NAMES.certificationByLandlord);
    if (TRIAL_ACTIONS_LETTER_TO_TENANT.some((a) => a.value === action)) names.push(PLEADING_NAMES.letterToTenant);
  }
  return names;
}

/** File type groups by extension (docs/product/data-and-rules.md#entities); anything else is text. */
export const FILE_TYPE_GROUPS = {
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  spreadsheet: ['csv', 'xlsx'],
  image: ['png', 'jpg', 'jpeg', 'img', 'svg'],
} as const;
export type FileTypeGroup = keyof typeof FILE_TYPE_GROUPS | 'text';

/** The group of a file by its extension, case-insensitive (docs/product/data-and-rules.md#entities): 'Lease.PDF' -> 'pdf', 'notes.txt' -> 'text'. */
export function fileTypeGroup(fileName: string): FileTypeGroup {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  for (const group of Object.keys(FILE_TYPE_GROUPS) as Array<keyof typeof FILE_TYPE_GROUPS>) {
    if ((FILE_TYPE_GROUPS[group] as ReadonlyArray<string>).includes(extension)) return group;
  }
  return 'text';
}

/** The steps of a property's setup, in order: a property's status is the last one saved. */
export const PROPERTY_STATUSES = ['type', 'address', 'registration', 'owner', 'associationToOwner', 'contact'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
