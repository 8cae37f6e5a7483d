/**
 * A case and a property before anything is entered, as plain values: what caseSchema.parse({}) and
 * propertySchema.parse({}) give (test/blank.test.ts keeps them equal). A screen that only needs the defaults to
 * render (the wizard's frame before a case exists) takes these, so that zod loads with the first save or check
 * rather than with the screen.
 */
import type { Case, Property } from './entities.ts';

export function blankCase(): Case {
  return {
    deedNames: [],
    state: 'New Jersey',
    status: 'vc-property',
    submitted: false,
    actions: [],
    additionalChargesPermitted: null,
    legalFeesPermitted: null,
    tenants: [],
    tenantType: 'individual',
    tenantInfoCorrect: null,
    tenantsSaved: false,
    tenantMailingAddress: false,
    leaseTypeTitle: 'Written',
    leaseTypeCategory: 'Residential',
    rentCycle: 'Monthly',
    section8: false,
    pastDueRent: [],
    lateCharges: [],
    utilities: [],
    fees: [],
    otherCharges: [],
    legalFees: [],
    statements: {
      ownerOccupied: null,
      tenantInMilitary: null,
      caresActCovered: null,
      rentControlled: null,
      noticesAttached: null,
      landlordRegistered: null,
      acquiredFromTenant: null,
      optionToPurchase: null,
    },
    verifier: null,
    scraChecked: null,
    isClrsInStandAloneForm: false,
    clrsSubmission: false,
    clrsExemption: false,
    confirmation: null,
    verification: null,
    suitAmount: 0,
    reportFacts: [],
  };
}

export function blankProperty(): Property {
  return {
    state: 'New Jersey',
    deedNames: [''],
    ownerContacts: [],
    completed: false,
    registrationFiled: false,
    registrationFiles: [],
    status: 'type',
  };
}
