/**
 * Issue 31: a property test of the whole package. For generated cases (any rent cycle, lease start, rent, subsidy,
 * owners, tenants, registration) and generated hostile changes (a $0 claim, rent above the lease, a period twice,
 * before the lease or off its due day, a complaint dated before its rent or in the future, a registration filed in
 * the future or without its date, Section 8 figures that do not add up or no agency, a contradicted lease category),
 * either the rules refuse with a message, or every paper of the package agrees with the others and with the case:
 * parties, addresses, amounts, dates, registration and who signs. CI runs a fixed seed; a local run a new one, and a
 * failure prints the seed to run again (fast-check's report).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  claimContradictions,
  formatCurrency,
  formatLongDate,
  isLeaseDueDate,
  OWNERSHIP_TYPES,
  paperReadinessErrors,
  pastDueRentPeriods,
  pleadings,
  rentPeriodDisplay,
  verifierRolesFor,
  type CaseInput,
  type PastDueRentItem,
  type Property,
} from '../src/index.ts';
import { markedText } from './support/paperText.ts';

const TODAY = pleadings.SAMPLE_TODAY;
const SEED = process.env.CI ? 31 : Date.now() % 2_147_483_647;
const AGENCY = {
  id: 3,
  housingAuthority: 'Elizabeth Housing Authority',
  address: '688 Maple Avenue',
  city: 'Elizabeth',
  state: 'New Jersey',
  zipcode: '07202',
};

const HOSTILE = [
  'none',
  'zero',
  'above',
  'twice',
  'beforeLease',
  'offDay',
  'datedBefore',
  'datedFuture',
  'registrationFuture',
  'registeredNoDate',
  'section8Sum',
  'noAgency',
  'category',
] as const;

const lease = fc.oneof(
  fc.record({ rentCycle: fc.constant('Monthly' as const), rentDueBy: fc.integer({ min: 1, max: 31 }).map(String) }),
  fc.record({ rentCycle: fc.constant('Weekly' as const), rentDueBy: fc.integer({ min: 0, max: 6 }).map(String) }),
  fc
    .uniqueArray(fc.integer({ min: 1, max: 28 }), { minLength: 2, maxLength: 2 })
    .map((days) => ({ rentCycle: 'Semi-monthly' as const, rentDueBy: days.join(',') })),
);

const generated = fc.record({
  lease,
  startOffset: fc.integer({ min: 60, max: 900 }),
  rent: fc.integer({ min: 400, max: 3_000 }).map((d) => d * 100),
  claimed: fc.integer({ min: 1, max: 6 }),
  partPaid: fc.integer({ min: 0, max: 300 }).map((d) => d * 100),
  datedBack: fc.integer({ min: 0, max: 20 }),
  section8: fc.boolean(),
  commercial: fc.boolean(),
  ownershipType: fc.constantFrom(...OWNERSHIP_TYPES),
  owners: fc.integer({ min: 1, max: 2 }),
  tenants: fc.integer({ min: 1, max: 3 }),
  registered: fc.boolean(),
  agentVerifies: fc.boolean(),
  hostile: fc.constantFrom(...HOSTILE),
});
type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never;

/** The first date after `from` that is one of the lease's due dates, found day by day (not by the code under test). */
function nextDueAfter(c: { rentCycle: string; rentDueBy: string }, from: string): string {
  let day = addDays(from, 1);
  while (!isLeaseDueDate(c, day)) day = addDays(day, 1);
  return day;
}

interface Built {
  input: pleadings.PleadingInput;
  /** Whether the generated change must be refused. */
  hostile: boolean;
}

function build(g: Generated): Built {
  const residential = !g.commercial;
  const section8 = g.section8 && residential;
  const terms = {
    ...(section8
      ? { rentCycle: 'Monthly' as const, rentDueBy: g.lease.rentCycle === 'Monthly' ? g.lease.rentDueBy : '1' }
      : g.lease),
    leaseStartDate: addDays(TODAY, -g.startOffset),
    rentAmount: g.rent,
    section8,
    section8TenantPortion: section8 ? Math.round(g.rent / 4 / 100) * 100 : null,
  };
  const periods = pastDueRentPeriods(terms, new Date(`${TODAY}T12:00:00Z`));
  if (!periods.ok) throw new Error(periods.error.message);
  const ceiling = section8 ? terms.section8TenantPortion! : g.rent;
  // The complaint is signed some days before the papers are made, after every rent it claims.
  const dated = addDays(TODAY, -g.datedBack);
  let rows: PastDueRentItem[] = periods.value
    .filter((p) => p.timePeriod <= dated)
    .slice(0, 24)
    .map((p, i) => ({
      ...p,
      selected: i < g.claimed,
      amount: i === 0 ? Math.max(100, ceiling - g.partPaid) : ceiling,
    }));
  const deedNames =
    g.ownershipType === 'Individual' ? ['Robert Chen', 'Linda Chen'].slice(0, g.owners) : ['Elmora Holdings, Inc.'];
  const role = g.agentVerifies ? 'managingAgent' : verifierRolesFor(g.ownershipType, deedNames.length)[0]!;
  const registered = residential && g.registered;
  let caseInfo: Partial<CaseInput> = {
    ...terms,
    deedNames,
    leaseTypeCategory: g.commercial ? 'Commercial' : 'Residential',
    section8Type: section8 ? 2 : null,
    section8Subsidy: section8 ? g.rent - terms.section8TenantPortion! : null,
    publicHousingOfficeSection8: section8 ? AGENCY : null,
    tenants: pleadings.SAMPLE_CASE.tenants!.slice(0, g.tenants),
    lateCharges: [],
    utilities: [],
    statements: {
      ownerOccupied: residential ? false : null,
      tenantInMilitary: false,
      caresActCovered: residential ? section8 : null,
      rentControlled: residential ? false : null,
      noticesAttached: section8,
      landlordRegistered: residential ? registered : null,
      acquiredFromTenant: false,
      optionToPurchase: false,
    },
    caresNoticeDate: section8 ? addDays(TODAY, -60) : null,
    verifier: { role, name: 'Ana Ruiz', title: null },
    signatureText: 'Ana Ruiz',
    scraChecked: true,
    scraCheckDate: TODAY,
    vcDateDrafted: dated,
    clrsSubmission: residential,
    clrsExemption: false,
  };
  let property: Partial<Property> = {
    propertyType: g.commercial ? 'Commercial' : 'Residential',
    ownershipType: g.ownershipType,
    clientType: g.agentVerifies ? 'agent' : 'owner',
    deedNames,
    registrationFiled: registered,
    registrationDocsFiledDate: registered ? addDays(terms.leaseStartDate, -30) : null,
  };
  const claimed = rows.filter((r) => r.selected);
  const first = claimed[0]!;
  let hostile = g.hostile !== 'none';
  switch (g.hostile) {
    case 'none':
      break;
    case 'zero':
      rows = rows.map((r) => ({ ...r, amount: 0 }));
      break;
    case 'above':
      rows = rows.map((r) => (r === first ? { ...r, amount: ceiling + 1 } : r));
      break;
    case 'twice':
      rows = [...rows, { ...first }];
      break;
    case 'beforeLease':
      rows = [...rows, { ...first, timePeriod: addDays(terms.leaseStartDate, -1) }];
      break;
    case 'offDay': {
      let day = addDays(terms.leaseStartDate, 1);
      while (isLeaseDueDate(terms, day)) day = addDays(day, 1);
      rows = [...rows, { ...first, timePeriod: day }];
      break;
    }
    case 'datedBefore':
      caseInfo = {
        ...caseInfo,
        vcDateDrafted: addDays(
          claimed
            .map((r) => r.timePeriod)
            .sort()
            .at(-1)!,
          -1,
        ),
      };
      break;
    case 'datedFuture':
      caseInfo = { ...caseInfo, vcDateDrafted: addDays(TODAY, 3) };
      break;
    case 'registrationFuture':
      property = { ...property, registrationDocsFiledDate: addDays(TODAY, 10) };
      break;
    case 'registeredNoDate':
      hostile = residential;
      caseInfo = {
        ...caseInfo,
        statements: { ...caseInfo.statements!, landlordRegistered: residential ? true : null },
      };
      property = { ...property, registrationFiled: residential, registrationDocsFiledDate: null };
      break;
    case 'section8Sum':
      hostile = section8;
      caseInfo = { ...caseInfo, section8Subsidy: section8 ? caseInfo.section8Subsidy! + 100 : null };
      break;
    case 'noAgency':
      hostile = section8;
      caseInfo = { ...caseInfo, publicHousingOfficeSection8: null };
      break;
    case 'category':
      caseInfo = { ...caseInfo, leaseTypeCategory: g.commercial ? 'Residential' : 'Commercial' };
      break;
  }
  const input = pleadings.samplePleadingInput({ caseInfo: { ...caseInfo, pastDueRent: rows }, property });
  const documents = [
    { id: 1, kind: 'lease', name: 'lease.pdf' },
    ...(registered ? [{ id: 2, kind: 'registration', name: 'registration.pdf' }] : []),
    ...(section8 ? [{ id: 3, kind: 'cares-notice', name: 'notice.pdf' }] : []),
  ];
  return { input: { ...input, documents }, hostile };
}

/** What the case says, worked out from it directly, that every paper must repeat. */
function expected(input: pleadings.PleadingInput) {
  const c = input.caseInfo;
  const rows = c.pastDueRent.filter((r) => r.selected);
  const total = rows.reduce((t, r) => t + r.amount, 0);
  return {
    owners: c.deedNames,
    tenants: c.tenants.map((t) => t.name),
    street: '48 Elmora Avenue',
    // The generated cases claim rent only (no charges, no attorney fee): the total is the rent claimed.
    total: formatCurrency(total),
    periods: rows.map((r) => rentPeriodDisplay(c.rentCycle, r.timePeriod)),
    nextDue: formatLongDate(nextDueAfter({ rentCycle: c.rentCycle, rentDueBy: c.rentDueBy ?? '' }, c.vcDateDrafted!)),
    registrationDate:
      c.statements.landlordRegistered === true ? formatLongDate(input.property.registrationDocsFiledDate) : null,
    signer: c.verifier!.name,
  };
}

describe('the whole package agrees with itself and with the case, or the rules refuse', () => {
  it('for generated cases and generated hostile changes', () => {
    fc.assert(
      fc.property(generated, (g) => {
        const { input, hostile } = build(g);
        const refusals = paperReadinessErrors(input.caseInfo, input.property, TODAY, input.documents ?? null);
        if (hostile) {
          expect(refusals.length, `${g.hostile} must be refused`).toBeGreaterThan(0);
        }
        if (refusals.length > 0) {
          for (const message of refusals) expect(message.trim().length).toBeGreaterThan(20);
          // A contradiction of the case's own facts is refused by the save already (rules.md#claim-consistency).
          if (['above', 'twice', 'beforeLease', 'offDay', 'datedBefore', 'datedFuture'].includes(g.hostile))
            expect(claimContradictions(input.caseInfo, null, TODAY).length).toBeGreaterThan(0);
          return;
        }
        const want = expected(input);
        const docs = pleadings.buildPleadings('print_all_individual', input);
        const text = Object.fromEntries(docs.map((d) => [d.templateName, markedText(d).join('\n')]));
        const residential = input.caseInfo.leaseTypeCategory === 'Residential';
        const filed = ['verified_complaint', 'tenant_summons', ...(residential ? ['case_information_statement'] : [])];
        for (const paper of filed) {
          const t = text[paper]!;
          for (const name of [...want.owners, ...want.tenants]) expect(t, `${paper} names ${name}`).toContain(name);
          expect(t, `${paper} gives the premises`).toContain(want.street);
        }
        for (const paper of [
          'verified_complaint',
          'delinquent_letter',
          ...(residential ? ['case_information_statement'] : []),
        ])
          expect(text[paper], `${paper} claims the total`).toContain(want.total);
        for (const period of want.periods) expect(text.verified_complaint).toContain(period);
        expect(text.verified_complaint).toContain(`If the trial is before ${want.nextDue}`);
        expect(text.verified_complaint).toContain(`I, ${want.signer}, of full age`);
        if (residential) {
          const clrs = text.clrs_form!;
          expect(clrs).toContain(`I, ${want.signer}, of full age`);
          expect(clrs).not.toMatch(/neither box/i);
          if (want.registrationDate) expect(clrs).toContain(`filed on ${want.registrationDate}`);
          else expect(clrs).not.toContain('[x] A copy of the registration statement');
        }
      }),
      { seed: SEED, numRuns: 120 },
    );
  });
});
