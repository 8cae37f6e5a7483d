/**
 * The wizard as data (docs/product/data-and-rules.md#routes, docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#step-status to docs/product/data-and-rules.md#hidden-steps): route names and their paths, the step list with hidden rules,
 * the navigation table, the case status each step writes, step statuses, the property status order and the
 * resume route. The web router, the side step list and the server all read these tables.
 */
import type { Case, CaseAction, Property } from './entities.ts';
import {
  ACTION_COMPLETE_VERIFIED_COMPLAINT,
  ACTION_WARRANT_OF_REMOVAL,
  PROPERTY_STATUSES,
  SECTION8_VOUCHER,
  type PropertyStatus,
} from './lists.ts';

/** Named wizard routes and their path segment under /verified-complaint/{id}/ (docs/product/data-and-rules.md#routes). */
export const WIZARD_ROUTE_PATHS = {
  'vc-before-creating': 'before-creating',
  'vc-intro': 'intro',
  'vc-select-property': 'select-property',
  'vc-property-type': 'property/type',
  'vc-property-address': 'property/address',
  'vc-property-owner': 'property/owner',
  'vc-property-association-to-owner': 'property/owner-association',
  'vc-client-contact': 'property/contact',
  'vc-tenants': 'tenants',
  'vc-lease-details': 'lease-details',
  'vc-past-due-rent': 'past-due-rent',
  'vc-additional-charges': 'additional-charges',
  'vc-additional-charges-extended': 'additional-charges-extended',
  'vc-confirmation': 'confirmation',
  'vc-legal-fees': 'legal-fees',
  'vc-suit-summary': 'suit-summary',
  'vc-lease-registration': 'lease-registration',
  'vc-documents': 'documents',
  'vc-signature': 'signature',
  'vc-filing': 'filing',
} as const;
export type WizardRouteName = keyof typeof WIZARD_ROUTE_PATHS;
export const WIZARD_ROUTE_NAMES = Object.keys(WIZARD_ROUTE_PATHS) as WizardRouteName[];

/** Route names outside the wizard that navigation and resuming lead to (docs/product/data-and-rules.md#routes). */
export type OtherRouteName = 'main' | 'saf-signature' | 'wor-trial-action' | 'wor-court-outcome';
export type RouteName = WizardRouteName | OtherRouteName;

export function isWizardRouteName(name: string): name is WizardRouteName {
  return Object.hasOwn(WIZARD_ROUTE_PATHS, name);
}

/** The URL path of a wizard route for a case id or 'new' (docs/product/data-and-rules.md#routes): ('vc-tenants', 7) -> '/verified-complaint/7/tenants'. */
export function wizardPath(caseId: number | 'new', routeName: WizardRouteName): string {
  return `/verified-complaint/${caseId}/${WIZARD_ROUTE_PATHS[routeName]}`;
}

/** The wizard route of a path segment under /verified-complaint/{id}/; the empty segment is before-creating (docs/product/data-and-rules.md#routes). */
export function wizardRouteOfSegment(segment: string): WizardRouteName | null {
  const clean = segment.replace(/^\/+|\/+$/g, '');
  if (clean === '') return 'vc-before-creating';
  return WIZARD_ROUTE_NAMES.find((name) => WIZARD_ROUTE_PATHS[name] === clean) ?? null;
}

/** Case fields the wizard rules read. */
export type WizardCase = Pick<
  Case,
  | 'status'
  | 'section8'
  | 'section8Type'
  | 'additionalChargesPermitted'
  | 'clrsDraft'
  | 'isClrsInStandAloneForm'
  | 'actions'
  | 'isDeleted'
>;

/** A step of the side step list (docs/product/data-and-rules.md#entities wizard step entry). */
export interface WizardStepDefinition {
  key: string;
  label: string;
  routeName: WizardRouteName | null;
  children: WizardStepDefinition[];
  /** Hidden rule of docs/product/data-and-rules.md#hidden-steps; absent when the step is always shown. */
  hide?: (c: WizardCase) => boolean;
}

const step = (
  key: string,
  label: string,
  routeName: WizardRouteName | null,
  extra: Partial<WizardStepDefinition> = {},
): WizardStepDefinition => ({
  key,
  label,
  routeName,
  children: [],
  ...extra,
});

/** Legal fees are hidden for the Section 8 voucher (section8Type 2) (docs/product/data-and-rules.md#hidden-steps). */
export function isLegalFeesHidden(c: { section8Type?: number | null | undefined }): boolean {
  return c.section8Type === SECTION8_VOUCHER;
}

/** Lease registration (CLRS) is hidden when clrsDraft is 0 (docs/product/data-and-rules.md#hidden-steps). */
export function isLeaseRegistrationHidden(c: Pick<Case, 'clrsDraft'>): boolean {
  return c.clrsDraft === 0;
}

/** The Verified Complaint steps in order (docs/product/data-and-rules.md#wizard). */
export const VERIFIED_COMPLAINT_STEPS: WizardStepDefinition[] = [
  step('property', 'Property', 'vc-select-property', {
    children: [
      step('propertyType', 'Property Type', 'vc-property-type'),
      step('propertyAddress', 'Property Address', 'vc-property-address'),
      step('propertyOwner', 'Deed Information', 'vc-property-owner'),
      step('associationToOwner', 'Association to Owner', 'vc-property-association-to-owner'),
      step('contact', 'Contact Information', 'vc-client-contact'),
    ],
  }),
  step('tenants', 'Tenant Information', 'vc-tenants'),
  step('leaseDetails', 'Lease Details', 'vc-lease-details'),
  step('pastDueRent', 'Past Due Rent', 'vc-past-due-rent'),
  step('additionalCharges', 'Additional Charges', 'vc-additional-charges'),
  step('legalFees', 'Legal Fees', 'vc-legal-fees', { hide: isLegalFeesHidden }),
  step('suitSummary', 'Summary of Suit Amount', 'vc-suit-summary'),
  step('leaseRegistration', 'Lease and Registration', 'vc-lease-registration'),
  step('documents', 'Documents', 'vc-documents'),
  step('signature', 'Review & Sign', 'vc-signature'),
  step('filing', 'Filing', 'vc-filing'),
  step('verifiedComplaintComplete', 'Verified Complaint Complete', null, { hide: () => true }),
];

/** The parent entry of the side step list (docs/product/data-and-rules.md#wizard, step 1). */
export const VERIFIED_COMPLAINT_PARENT = step('verifiedComplaint', 'Verified Complaint', null, {
  children: VERIFIED_COMPLAINT_STEPS,
});

/** The step of the side list a wizard route belongs to (extended charges and Section 8 confirmation belong to Additional Charges). */
export function stepKeyOfRoute(routeName: WizardRouteName): string | null {
  if (routeName === 'vc-additional-charges-extended' || routeName === 'vc-confirmation') return 'additionalCharges';
  for (const s of VERIFIED_COMPLAINT_STEPS) {
    if (s.routeName === routeName || s.children.some((child) => child.routeName === routeName)) return s.key;
  }
  return null;
}

/** Case statuses of the Verified Complaint (docs/product/data-and-rules.md#case-status). */
export const CASE_STATUSES = {
  property: 'vc-property',
  tenants: 'vc-tenants',
  leaseDetails: 'vc-leaseDetails',
  pastDueRent: 'vc-pastDueRent',
  additionalCharges: 'vc-additionalCharges',
  legalFees: 'vc-legalFees',
  confirmation: 'vc-confirmation',
  suitSummary: 'vc-suitSummary',
  leaseRegistration: 'vc-leaseRegistration',
  documents: 'vc-documents',
  sign: 'vc-sign',
  complete: 'verifiedComplaintComplete',
} as const;
export type CaseStatus = (typeof CASE_STATUSES)[keyof typeof CASE_STATUSES];

/** How the user began on 'Let's start with your property' (docs/product/data-and-rules.md#wizard). */
export type PropertyChoice = 'new' | 'existing' | 'addUnit';

/** Place of each status in the step list: steps before it are completed (docs/product/data-and-rules.md#step-status). */
const STATUS_POSITION: Record<CaseStatus, number> = {
  'vc-property': 0,
  'vc-tenants': 1,
  'vc-leaseDetails': 2,
  'vc-pastDueRent': 3,
  'vc-additionalCharges': 4,
  'vc-legalFees': 5,
  'vc-confirmation': 5,
  'vc-suitSummary': 6,
  'vc-leaseRegistration': 7,
  'vc-documents': 8,
  'vc-sign': 9,
  verifiedComplaintComplete: 11,
};

/** Action-id thresholds of docs/product/data-and-rules.md#action-ids, docs/product/data-and-rules.md#constants. */
export const ACTION_IDS = {
  clrsDone: 21,
  trialDate: 31,
  trialDateWithTime: 41,
  trialOutcome: 51,
  warrantOfRemoval: ACTION_WARRANT_OF_REMOVAL,
  completeVerifiedComplaint: ACTION_COMPLETE_VERIFIED_COMPLAINT,
  clrsExcluded: 191,
} as const;

/** The case's first action: the one its resume route and progress come from (docs/product/data-and-rules.md#action-ids). */
export function firstAction(c: Pick<Case, 'actions'>): CaseAction | null {
  return c.actions[0] ?? null;
}

/**
 * How far the Verified Complaint has come, as a place in VERIFIED_COMPLAINT_STEPS: steps before it are done.
 * A status of a later flow (wor-, co-) or the completeVerifiedComplaint action means the complaint is done.
 */
export function statusPosition(c: Pick<Case, 'status' | 'actions'>): number {
  const done = STATUS_POSITION.verifiedComplaintComplete;
  if (c.actions.some((a) => a.actionId === ACTION_COMPLETE_VERIFIED_COMPLAINT)) return done;
  if (c.status.startsWith('wor-') || c.status.startsWith('co-')) return done;
  if (Object.hasOwn(STATUS_POSITION, c.status)) return STATUS_POSITION[c.status as CaseStatus];
  const route = routeOfStatusText(c.status.replace(/^vc-/, ''));
  const key = route && isWizardRouteName(route) ? stepKeyOfRoute(route) : null;
  const index = VERIFIED_COMPLAINT_STEPS.findIndex((s) => s.key === key);
  return index < 0 ? 0 : index;
}

/**
 * The Verified Complaint steps a save completes (the case's timeline): the shown steps from where the case stood to
 * where it stands now (statusPosition), none when it did not move forward. Filing is not one of them: the filing is
 * recorded with the court record (docs/product/rules.md#after-filing).
 */
export function stepsCompleted(
  before: Pick<Case, 'status' | 'actions'>,
  after: Pick<Case, 'status' | 'actions'> & { section8Type?: number | null | undefined },
): WizardStepDefinition[] {
  const shown = (s: WizardStepDefinition) =>
    s.routeName !== null && s.key !== 'filing' && !(s.key === 'legalFees' && isLegalFeesHidden(after));
  return VERIFIED_COMPLAINT_STEPS.slice(statusPosition(before), statusPosition(after)).filter(shown);
}

/** Property steps of the wizard and the property status each stands for (docs/product/data-and-rules.md#property-status). */
export const PROPERTY_STEP_STATUS: Record<string, PropertyStatus> = {
  'vc-property-type': 'type',
  'vc-property-address': 'address',
  'vc-property-owner': 'owner',
  'vc-property-association-to-owner': 'associationToOwner',
  'vc-client-contact': 'contact',
};

/**
 * The property status after a property step is saved (docs/product/data-and-rules.md#property-status, order type, address, registration, owner,
 * associationToOwner, contact): the next step's status, so every step before it counts as completed;
 * registration is not a wizard step and is passed over. Saving contact completes the property.
 */
export function propertyStatusAfterSave(saved: PropertyStatus): { status: PropertyStatus; completed: boolean } {
  if (saved === 'contact') return { status: 'contact', completed: true };
  const order = PROPERTY_STATUSES.filter((s) => s !== 'registration');
  return {
    status: order[order.indexOf(saved === 'registration' ? 'address' : saved) + 1] ?? 'contact',
    completed: false,
  };
}

/**
 * The status and completion a property is saved with when a property step is saved (docs/product/data-and-rules.md#property-status),
 * in the wizard or on its own: the status keeps the later of the stored one and the step's (editing an earlier step
 * never moves it back), and saving contact completes the property, which stays complete.
 */
export function propertyStepSaved(
  stored: Pick<Property, 'status' | 'completed'> | null,
  step: PropertyStatus,
): { status: PropertyStatus; completed: boolean } {
  const status =
    stored && PROPERTY_STATUSES.indexOf(stored.status) > PROPERTY_STATUSES.indexOf(step) ? stored.status : step;
  return { status, completed: status === 'contact' || stored?.completed === true };
}

/** True when a property status is done: before the property's status in the order, or the property is completed (docs/product/data-and-rules.md#property-status). */
export function isPropertyStatusDone(
  property: Pick<Property, 'status' | 'completed'>,
  status: PropertyStatus,
): boolean {
  return property.completed || PROPERTY_STATUSES.indexOf(status) < PROPERTY_STATUSES.indexOf(property.status);
}

export type StepStatus = 'completed' | 'hidden' | '';

/** Status texts (after 'vc-') and the route that resumes them (docs/product/data-and-rules.md#action-ids). */
const STATUS_TEXT_ROUTES: Record<string, RouteName> = {
  property: 'vc-property-owner',
  'select-property': 'vc-property-type',
  tenants: 'vc-tenants',
  leaseDetails: 'vc-lease-details',
  pastDueRent: 'vc-past-due-rent',
  additionalCharges: 'vc-additional-charges',
  additionalChargesExtended: 'vc-additional-charges-extended',
  legalFees: 'vc-legal-fees',
  confirmation: 'vc-confirmation',
  suitSummary: 'vc-suit-summary',
  leaseRegistration: 'vc-lease-registration',
  documents: 'vc-documents',
  sign: 'vc-signature',
  signature: 'vc-signature',
  filing: 'vc-filing',
};

/** Later flows' statuses (docs/product/data-and-rules.md#case-status: wor-{substep}, co-{...}): a prefix and a word of letters and hyphens. */
const LATER_FLOW_STATUS = /^(wor|co)-[A-Za-z][A-Za-z-]{0,56}$/;

/**
 * True for a status the product knows (docs/product/rules.md#status-order): the Verified Complaint's statuses,
 * vc- with a status text or a wizard route the resume rules read, and the later flows' wor- and co- statuses.
 */
export function isKnownCaseStatus(status: string): boolean {
  if ((Object.values(CASE_STATUSES) as string[]).includes(status)) return true;
  if (status.startsWith('vc-') && routeOfStatusText(status.slice(3)) !== null) return true;
  return LATER_FLOW_STATUS.test(status);
}

/** Where a status stands in the step order, whatever the case's actions say (docs/product/data-and-rules.md#step-status). */
export function statusStep(status: string): number {
  return statusPosition({ status, actions: [] });
}

/**
 * The later of two statuses in the step order (docs/product/rules.md#status-order): revisiting an earlier step
 * keeps the progress. The web sends it; the server refuses a save whose status is earlier than the stored one.
 */
export function laterCaseStatus(current: string | null | undefined, next: string): string {
  if (!current) return next;
  return statusStep(current) > statusStep(next) ? current : next;
}

/** The route a status text after the hyphen resumes at: camelCase statuses, or a wizard route without its 'vc-'. */
function routeOfStatusText(text: string): RouteName | null {
  if (Object.hasOwn(STATUS_TEXT_ROUTES, text)) return STATUS_TEXT_ROUTES[text] ?? null;
  const asRoute = `vc-${text}`;
  return isWizardRouteName(asRoute) ? asRoute : null;
}

/**
 * The route a case resumes at from its status (docs/product/data-and-rules.md#action-ids): vc-property goes to the owner step; a vc- status to
 * that sub-step (select-property maps to property type); wor- to the trial action; co- to the court outcome;
 * verifiedComplaintComplete to the signature step. An unknown status resumes at the owner step.
 */
export function resumeRouteFromStatus(status: string): RouteName {
  if (status === CASE_STATUSES.complete) return 'vc-signature';
  if (status.startsWith('wor-')) return 'wor-trial-action';
  if (status.startsWith('co-')) return 'wor-court-outcome';
  const text = status.includes('-') ? status.slice(status.indexOf('-') + 1) : status;
  return routeOfStatusText(text) ?? 'vc-property-owner';
}

/**
 * The route a case resumes at (docs/product/screens.md#dashboard, docs/product/data-and-rules.md#action-ids): from its first action, whose clientRouteName names it, except for
 * action 181 (completeVerifiedComplaint), whose route comes from the status text after the hyphen; a case without
 * actions resumes from its status.
 */
export function resumeRoute(c: Pick<Case, 'status' | 'actions'>): string {
  const action = firstAction(c);
  if (action && action.actionId !== ACTION_COMPLETE_VERIFIED_COMPLAINT && action.clientRouteName)
    return action.clientRouteName;
  return resumeRouteFromStatus(c.status);
}

/** What the web shows where a Closed case would be edited. */
export const CLOSED_CASE_TEXT = 'This case is closed, so it can no longer be edited.';

/** Editing a case is blocked when isDeleted equals Closed (docs/product/screens.md#dashboard). */
export function canEditCase(c: Pick<Case, 'isDeleted'>): boolean {
  return c.isDeleted !== 'Closed';
}
