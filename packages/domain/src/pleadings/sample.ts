/**
 * A realistic, fixed case for pleading previews, tests and the PDF benchmark: three tenants, six months of rent
 * owed, late charges and utilities, in Union County. Every name and address is invented.
 */
import {
  caseSchema,
  propertySchema,
  type CaseInput,
  type ContactInfo,
  type CourtInfo,
  type Property,
} from '../entities.ts';
import type { AfterFilingFacts, PleadingInput } from './facts.ts';
import { planAllocation } from '../afterFiling.ts';

export const SAMPLE_TODAY = '2026-03-10';

/** After Union County's entry in apps/server/src/reference/nj-data/nj-court-offices.json (its floor left out). */
export const SAMPLE_COURT: CourtInfo = {
  county: 'Union',
  superiorCourtName: 'Superior Court of New Jersey, Law Division, Special Civil Part, Union County',
  superiorCourtStreet: 'Union County Courthouse, 2 Broad Street',
  superiorCourtCity: 'Elizabeth',
  superiorCourtState: 'NJ',
  superiorCourtZipcode: '07207',
  superiorCourtPhone: '908-659-4901',
  trialLocation: null,
  accommodationContact: null,
  hours: null,
  legalServicesName: 'Central Jersey Legal Services, Union County office',
  legalServicesPhone: '908-354-4340',
  lawyerReferralPhone: null,
  welfareAgencyName: 'Union County Division of Social Services',
  welfareAgencyPhone: '908-965-2700',
  confidence: 'partial',
  needsConfirmation: true,
  unconfirmedFields: ['street', 'city', 'zip', 'phone', 'lawyer_referral_phone', 'welfare_agency_phone'],
  notes: null,
  sources: [],
};

export const SAMPLE_CONTACT: ContactInfo = {
  firstName: 'Maria',
  lastName: 'Lopez',
  company: 'Lopez Property Management LLC',
  streetAddress: '12 Main Street',
  unitNo: 'Suite 3',
  city: 'Westfield',
  state: 'New Jersey',
  zipcode: '07090',
  phone: '9085550100',
  email: 'maria@lopez-pm.example',
};

const rent = (month: string, display: string) => ({
  timePeriod: `${month}-01`,
  timePeriodDisplay: display,
  amount: 1_850_00,
  selected: true,
});

export const SAMPLE_CASE: CaseInput = {
  id: 41,
  deedNames: ['Robert Chen', 'Linda Chen'],
  streetAddress: '48 Elmora Avenue',
  unitNo: 'Apt 2B',
  city: 'Elizabeth',
  zipcode: '07202',
  county: 'Union',
  tenants: [
    { name: 'James Walker', mailingAddressStreet: null, phone: '9085550123', email: 'jwalker@example.com' },
    { name: 'Patricia Walker' },
    { name: 'Daniel Walker' },
  ],
  leaseTypeTitle: 'Written',
  leaseStartDate: '2023-06-01',
  rentCycle: 'Monthly',
  rentDueBy: '1',
  rentAmount: 1_850_00,
  pastDueRent: [
    rent('2025-10', 'October 2025'),
    rent('2025-11', 'November 2025'),
    rent('2025-12', 'December 2025'),
    rent('2026-01', 'January 2026'),
    rent('2026-02', 'February 2026'),
    rent('2026-03', 'March 2026'),
    { timePeriod: '2025-09-01', timePeriodDisplay: 'September 2025', amount: 1_850_00, selected: false },
  ],
  lateCharges: [
    { amount: 75_00, timePeriod: '2025-12', timePeriodDisplay: 'December 2025', selected: true, type: 'Late Charge' },
    { amount: 75_00, timePeriod: '2026-01', timePeriodDisplay: 'January 2026', selected: true, type: 'Late Charge' },
    { amount: 75_00, timePeriod: '2026-02', timePeriodDisplay: 'February 2026', selected: true, type: 'Late Charge' },
  ],
  utilities: [
    {
      amount: 212_40,
      timePeriod: ['2025-11-15', '2026-01-14'],
      timePeriodDisplay: '11/15/2025 - 01/14/2026',
      selected: true,
      type: 'Water & Sewer',
    },
    { amount: 96_35, timePeriod: '2026-02', timePeriodDisplay: 'February 2026', selected: true, type: 'Gas' },
  ],
  additionalChargesPermitted: true,
  legalFeesPermitted: false,
  legalFees: [
    { type: 'Filing Fee', amount: 50_00, selected: true },
    { type: 'Tenant Fee', amount: 10_00, selected: true },
    { type: 'Attorney Fee', amount: 0, selected: true },
  ],
  statements: {
    ownerOccupied: false,
    tenantInMilitary: false,
    caresActCovered: false,
    rentControlled: false,
    noticesAttached: false,
    landlordRegistered: true,
    acquiredFromTenant: false,
    optionToPurchase: false,
  },
  verifier: { role: 'managingAgent', name: 'Maria Lopez', title: 'Property Manager' },
  scraChecked: true,
  scraCheckDate: '2026-03-09',
  signatureText: 'Maria Lopez',
  vcDateDrafted: SAMPLE_TODAY,
  clrsSubmission: true,
};

export const SAMPLE_PROPERTY: Property = propertySchema.parse({
  propertyType: 'Residential',
  streetAddress: '48 Elmora Avenue',
  unitNo: 'Apt 2B',
  city: 'Elizabeth',
  county: 'Union',
  zipcode: '07202',
  deedNames: ['Robert Chen', 'Linda Chen'],
  // Each co-owner's own mailing address (docs/product/rules.md#plaintiffs).
  ownerContacts: [
    { streetAddress: '31 Linden Street', city: 'Roselle Park', state: 'New Jersey', zipcode: '07204' },
    { streetAddress: '7 Walnut Avenue', unitNo: 'Apt 1', city: 'Cranford', state: 'New Jersey', zipcode: '07016' },
  ],
  ownershipType: 'Individual',
  clientType: 'agent',
  registrationFiled: true,
  registrationDocsFiledDate: '2023-05-15',
  status: 'contact',
  completed: true,
});

/** The sample case's pleading input, with any part replaced. */
const SAMPLE_PLAN = [
  { dueDate: '2026-02-02', amount: 500_00 },
  { dueDate: '2026-02-16', amount: 500_00 },
  { dueDate: '2026-03-02', amount: 500_00 },
];

/**
 * A consent with a three-payment plan: the first paid on time, the second paid in part after its due date, the third
 * unpaid (the breach certification's sample).
 */
export const SAMPLE_AFTER_FILING: AfterFilingFacts = {
  docketNo: 'ESX-LT-001234-26',
  dateFiled: '2025-12-15',
  outcome: {
    kind: 'consent',
    date: '2026-01-15',
    terms: 'pay_and_stay',
    plan: SAMPLE_PLAN,
    moveOutDate: null,
  },
  breachCertified: false,
  allocation: planAllocation(
    SAMPLE_PLAN,
    [
      { receivedOn: '2026-01-30', amount: 500_00 },
      { receivedOn: '2026-02-20', amount: 200_00 },
    ],
    '2026-01-15',
    '2026-03-10',
  ),
  paidSinceFiling: 700_00,
  claimedAsFiled: 11_633_75,
};

export function samplePleadingInput(
  overrides: {
    caseInfo?: Partial<CaseInput>;
    property?: Partial<Property>;
    contactInfo?: ContactInfo | null;
    court?: CourtInfo | null;
    accommodations?: PleadingInput['accommodations'];
  } = {},
): PleadingInput {
  return {
    caseInfo: caseSchema.parse({ ...SAMPLE_CASE, ...overrides.caseInfo }),
    property: { ...SAMPLE_PROPERTY, ...overrides.property },
    contactInfo: overrides.contactInfo === undefined ? SAMPLE_CONTACT : overrides.contactInfo,
    accommodations: overrides.accommodations ?? {
      interpreter: true,
      language: 'Spanish',
      disability: false,
      accommodation: null,
    },
    court: overrides.court === undefined ? SAMPLE_COURT : overrides.court,
    today: SAMPLE_TODAY,
    afterFiling: SAMPLE_AFTER_FILING,
  };
}
