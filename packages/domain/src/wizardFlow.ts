/**
 * The wizard's flow: the status each step writes, the navigation table and the side step list. A module of its own,
 * as only the wizard (and the server) use them: the dashboard's first paint loads wizard.ts's tables, not these.
 */
import type { Case, Property } from './entities.ts';
import {
  CASE_STATUSES,
  isPropertyStatusDone,
  PROPERTY_STEP_STATUS,
  statusPosition,
  stepKeyOfRoute,
  VERIFIED_COMPLAINT_STEPS,
  type CaseStatus,
  type PropertyChoice,
  type RouteName,
  type StepStatus,
  type WizardCase,
  type WizardRouteName,
} from './wizard.ts';

/**
 * The status a case is saved with when a step is saved (docs/product/data-and-rules.md#case-status). A status names the step to resume at: the
 * property steps keep vc-property until the contact (or an existing property) is chosen, which writes vc-tenants;
 * tenants write vc-leaseDetails; lease details vc-pastDueRent; past due rent vc-additionalCharges; the
 * additional-charges answer 'yes' keeps vc-additionalCharges, 'no' and the extended charges write vc-legalFees, or
 * vc-confirmation for Section 8; legal fees and the Section 8 confirmation write vc-suitSummary; the summary
 * vc-leaseRegistration; lease and registration vc-documents; documents vc-sign; the final submit verifiedComplaintComplete. The filing step writes nothing (null).
 */
export function statusWrittenBy(
  routeName: WizardRouteName,
  c: Pick<Case, 'section8' | 'additionalChargesPermitted'>,
): CaseStatus | null {
  const afterCharges = c.section8 ? CASE_STATUSES.confirmation : CASE_STATUSES.legalFees;
  switch (routeName) {
    case 'vc-before-creating':
    case 'vc-intro':
    case 'vc-property-type':
    case 'vc-property-address':
    case 'vc-property-owner':
    case 'vc-property-association-to-owner':
      return CASE_STATUSES.property;
    case 'vc-select-property':
    case 'vc-client-contact':
      return CASE_STATUSES.tenants;
    case 'vc-tenants':
      return CASE_STATUSES.leaseDetails;
    case 'vc-lease-details':
      return CASE_STATUSES.pastDueRent;
    case 'vc-past-due-rent':
      return CASE_STATUSES.additionalCharges;
    case 'vc-additional-charges':
      return c.additionalChargesPermitted === true ? CASE_STATUSES.additionalCharges : afterCharges;
    case 'vc-additional-charges-extended':
      return afterCharges;
    case 'vc-legal-fees':
    case 'vc-confirmation':
      return CASE_STATUSES.suitSummary;
    case 'vc-suit-summary':
      return CASE_STATUSES.leaseRegistration;
    case 'vc-lease-registration':
      return CASE_STATUSES.documents;
    case 'vc-documents':
      return CASE_STATUSES.sign;
    case 'vc-signature':
      return CASE_STATUSES.complete;
    case 'vc-filing':
      return null;
  }
}

export interface NavigationContext {
  case: Pick<Case, 'section8' | 'additionalChargesPermitted' | 'isClrsInStandAloneForm'>;
  /** Set once the user chose on the select-property screen; decides its continue and the back of tenants. */
  propertyChoice?: PropertyChoice | null;
}

export interface Navigation {
  /** Route of 'go back'; null where there is none (the first screen closes instead). */
  back: RouteName | null;
  /** Route of 'continue'; null while the screen still needs an answer. */
  continue: RouteName | null;
}

/**
 * The navigation table of docs/product/data-and-rules.md#wizard, with the earlier steps: before-creating -> intro -> select-property ->
 * property type -> address -> owner -> association -> contact -> tenants -> lease details. Selecting an existing
 * property or adding a unit goes straight to tenants (docs/product/data-and-rules.md#property-status), and tenants then goes back to select-property.
 * Additional charges continues to the extended charges on 'yes', else to vc-confirmation for Section 8 or
 * vc-legal-fees; the summary goes back to vc-confirmation for Section 8, since legal fees are hidden then. The
 * summary continues to Lease and Registration, then Documents, then Review & Sign (docs/product/screens.md#lease-registration).
 * Filing goes back to saf-signature for a CLRS-only order and continues to the dashboard (main).
 */
export function navigation(routeName: WizardRouteName, context: NavigationContext): Navigation {
  const c = context.case;
  const choice = context.propertyChoice ?? null;
  const afterCharges: WizardRouteName = c.section8 ? 'vc-confirmation' : 'vc-legal-fees';
  const beforeFees: WizardRouteName =
    c.additionalChargesPermitted === true ? 'vc-additional-charges-extended' : 'vc-additional-charges';
  switch (routeName) {
    case 'vc-before-creating':
      return { back: null, continue: 'vc-intro' };
    case 'vc-intro':
      return { back: 'vc-before-creating', continue: 'vc-select-property' };
    case 'vc-select-property':
      return {
        back: 'vc-intro',
        continue: choice === null ? null : choice === 'new' ? 'vc-property-type' : 'vc-tenants',
      };
    case 'vc-property-type':
      return { back: 'vc-select-property', continue: 'vc-property-address' };
    case 'vc-property-address':
      return { back: 'vc-property-type', continue: 'vc-property-owner' };
    case 'vc-property-owner':
      return { back: 'vc-property-address', continue: 'vc-property-association-to-owner' };
    case 'vc-property-association-to-owner':
      return { back: 'vc-property-owner', continue: 'vc-client-contact' };
    case 'vc-client-contact':
      return { back: 'vc-property-association-to-owner', continue: 'vc-tenants' };
    case 'vc-tenants':
      return {
        back: choice === 'existing' || choice === 'addUnit' ? 'vc-select-property' : 'vc-client-contact',
        continue: 'vc-lease-details',
      };
    case 'vc-lease-details':
      return { back: 'vc-tenants', continue: 'vc-past-due-rent' };
    case 'vc-past-due-rent':
      return { back: 'vc-lease-details', continue: 'vc-additional-charges' };
    case 'vc-additional-charges':
      return {
        back: 'vc-past-due-rent',
        continue:
          c.additionalChargesPermitted === null
            ? null
            : c.additionalChargesPermitted
              ? 'vc-additional-charges-extended'
              : afterCharges,
      };
    case 'vc-additional-charges-extended':
      return { back: 'vc-additional-charges', continue: afterCharges };
    case 'vc-confirmation':
      return { back: beforeFees, continue: 'vc-suit-summary' };
    case 'vc-legal-fees':
      return { back: beforeFees, continue: 'vc-suit-summary' };
    case 'vc-suit-summary':
      return { back: c.section8 ? 'vc-confirmation' : 'vc-legal-fees', continue: 'vc-lease-registration' };
    case 'vc-lease-registration':
      return { back: 'vc-suit-summary', continue: 'vc-documents' };
    case 'vc-documents':
      return { back: 'vc-lease-registration', continue: 'vc-signature' };
    case 'vc-signature':
      return { back: 'vc-documents', continue: 'vc-filing' };
    case 'vc-filing':
      return { back: c.isClrsInStandAloneForm ? 'saf-signature' : 'vc-signature', continue: 'main' };
  }
}

/** One entry of the side step list as shown (docs/product/data-and-rules.md#entities wizard step entry). */
export interface WizardStepEntry {
  key: string;
  label: string;
  routeName: WizardRouteName | null;
  status: StepStatus;
  showChildren: boolean;
  hide: boolean;
  children: WizardStepEntry[];
}

/**
 * The side step list of a case (docs/product/data-and-rules.md#step-status): hidden steps are 'hidden'; every step before the case's status is
 * 'completed'; the property sub-steps follow the property's status order (docs/product/data-and-rules.md#property-status) and the Property step is
 * completed once its property is; the rest are empty. The children of the step holding the current route are shown.
 */
export function wizardSteps(
  c: WizardCase,
  property: Pick<Property, 'status' | 'completed'> | null,
  currentRoute: WizardRouteName | null = null,
): WizardStepEntry[] {
  const position = statusPosition(c);
  const currentKey = currentRoute ? stepKeyOfRoute(currentRoute) : null;
  return VERIFIED_COMPLAINT_STEPS.map((definition, index) => {
    const hide = definition.hide?.(c) ?? false;
    const children = definition.children.map((child): WizardStepEntry => {
      const propertyStatus = child.routeName ? PROPERTY_STEP_STATUS[child.routeName] : undefined;
      const done =
        index < position ||
        (property !== null && propertyStatus !== undefined && isPropertyStatusDone(property, propertyStatus));
      return {
        key: child.key,
        label: child.label,
        routeName: child.routeName,
        status: done ? 'completed' : '',
        showChildren: false,
        hide: false,
        children: [],
      };
    });
    const completed = index < position || (definition.key === 'property' && property?.completed === true);
    const status: StepStatus = hide ? 'hidden' : completed ? 'completed' : '';
    return {
      key: definition.key,
      label: definition.label,
      routeName: definition.routeName,
      status,
      showChildren: currentKey === definition.key && children.length > 0,
      hide,
      children,
    };
  });
}
