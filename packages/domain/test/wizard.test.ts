import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { caseSchema, type Case, type CaseAction } from '../src/entities.ts';
import {
  canEditCase,
  caseProgress,
  isWizardRouteName,
  navigation,
  type NavigationContext,
  type PropertyChoice,
  propertyStatusAfterSave,
  propertyStepSaved,
  resumeRoute,
  resumeRouteFromStatus,
  statusWrittenBy,
  stepsCompleted,
  WIZARD_ROUTE_NAMES,
  WIZARD_ROUTE_PATHS,
  wizardPath,
  wizardRouteOfSegment,
  wizardSteps,
  type WizardRouteName,
} from '../src/index.ts';

const makeCase = (fields: Partial<Case>): Case => ({ ...caseSchema.parse({}), ...fields });
const action = (actionId: number, clientRouteName = 'vc-tenants'): CaseAction => ({
  actionId,
  clientRouteName,
  actionStringId: String(actionId),
  name: 'action',
});
const ctx = (fields: Partial<Case>, propertyChoice: PropertyChoice | null = 'new'): NavigationContext => ({
  case: makeCase(fields),
  propertyChoice,
});

describe('route paths (docs/product/data-and-rules.md#routes)', () => {
  it.each([
    ['vc-before-creating', '/verified-complaint/new/before-creating'],
    ['vc-property-association-to-owner', '/verified-complaint/new/property/owner-association'],
    ['vc-client-contact', '/verified-complaint/new/property/contact'],
    ['vc-additional-charges-extended', '/verified-complaint/new/additional-charges-extended'],
  ] as const)('%s', (name, path) => {
    expect(wizardPath('new', name)).toBe(path);
  });

  it('reads route names back from segments, the root being before-creating', () => {
    expect(wizardRouteOfSegment('')).toBe('vc-before-creating');
    expect(wizardRouteOfSegment('/property/type/')).toBe('vc-property-type');
    expect(wizardRouteOfSegment('nope')).toBeNull();
    for (const name of WIZARD_ROUTE_NAMES) expect(wizardRouteOfSegment(WIZARD_ROUTE_PATHS[name])).toBe(name);
    expect(wizardPath(12, 'vc-filing')).toBe('/verified-complaint/12/filing');
  });
});

describe('navigation table (docs/product/data-and-rules.md#wizard)', () => {
  it.each<[WizardRouteName, Partial<Case>, string | null, string | null]>([
    ['vc-lease-details', {}, 'vc-tenants', 'vc-past-due-rent'],
    ['vc-past-due-rent', {}, 'vc-lease-details', 'vc-additional-charges'],
    [
      'vc-additional-charges',
      { additionalChargesPermitted: true },
      'vc-past-due-rent',
      'vc-additional-charges-extended',
    ],
    ['vc-additional-charges', { additionalChargesPermitted: false }, 'vc-past-due-rent', 'vc-legal-fees'],
    [
      'vc-additional-charges',
      { additionalChargesPermitted: false, section8: true },
      'vc-past-due-rent',
      'vc-confirmation',
    ],
    ['vc-additional-charges', { additionalChargesPermitted: null }, 'vc-past-due-rent', null],
    ['vc-additional-charges-extended', {}, 'vc-additional-charges', 'vc-legal-fees'],
    ['vc-additional-charges-extended', { section8: true }, 'vc-additional-charges', 'vc-confirmation'],
    ['vc-legal-fees', { additionalChargesPermitted: true }, 'vc-additional-charges-extended', 'vc-suit-summary'],
    ['vc-legal-fees', { additionalChargesPermitted: false }, 'vc-additional-charges', 'vc-suit-summary'],
    ['vc-suit-summary', {}, 'vc-legal-fees', 'vc-lease-registration'],
    ['vc-suit-summary', { section8: true }, 'vc-confirmation', 'vc-lease-registration'],
    ['vc-lease-registration', {}, 'vc-suit-summary', 'vc-documents'],
    ['vc-documents', {}, 'vc-lease-registration', 'vc-signature'],
    ['vc-signature', {}, 'vc-documents', 'vc-filing'],
    ['vc-filing', {}, 'vc-signature', 'main'],
    ['vc-filing', { isClrsInStandAloneForm: true }, 'saf-signature', 'main'],
    ['vc-intro', {}, 'vc-before-creating', 'vc-select-property'],
    ['vc-property-type', {}, 'vc-select-property', 'vc-property-address'],
    ['vc-property-address', {}, 'vc-property-type', 'vc-property-owner'],
    ['vc-property-owner', {}, 'vc-property-address', 'vc-property-association-to-owner'],
    ['vc-property-association-to-owner', {}, 'vc-property-owner', 'vc-client-contact'],
    ['vc-client-contact', {}, 'vc-property-association-to-owner', 'vc-tenants'],
    ['vc-tenants', {}, 'vc-client-contact', 'vc-lease-details'],
  ])('%s with %j: back %s, continue %s', (route, fields, back, next) => {
    expect(navigation(route, ctx(fields))).toEqual({ back, continue: next });
  });

  it('goes from select-property by the choice made', () => {
    expect(navigation('vc-select-property', ctx({}, null)).continue).toBeNull();
    expect(navigation('vc-select-property', ctx({}, 'new')).continue).toBe('vc-property-type');
    expect(navigation('vc-select-property', ctx({}, 'existing')).continue).toBe('vc-tenants');
    expect(navigation('vc-tenants', ctx({}, 'addUnit')).back).toBe('vc-select-property');
  });

  it('every step reachable by continue can be left by back, to where it came from', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(true, false, null),
        fc.boolean(),
        fc.constantFrom<PropertyChoice | null>('new', 'existing', 'addUnit', null),
        (section8, additionalChargesPermitted, isClrsInStandAloneForm, propertyChoice) => {
          const context = ctx({ section8, additionalChargesPermitted, isClrsInStandAloneForm }, propertyChoice);
          let route: string = 'vc-before-creating';
          let steps = 0;
          while (isWizardRouteName(route) && steps < 30) {
            const next = navigation(route, context).continue;
            if (next === null || !isWizardRouteName(next)) break;
            // A CLRS-only order signs on saf-signature, so its filing step goes back there (docs/product/data-and-rules.md#wizard).
            const cameFrom = next === 'vc-filing' && isClrsInStandAloneForm ? 'saf-signature' : route;
            expect(navigation(next, context).back).toBe(cameFrom);
            route = next;
            steps += 1;
          }
          expect(steps).toBeGreaterThan(1);
        },
      ),
    );
  });

  it('walks from the first screen to filing', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<PropertyChoice>('new', 'existing', 'addUnit'),
        (section8, additionalChargesPermitted, choice) => {
          const context = ctx({ section8, additionalChargesPermitted }, choice);
          let route: string = 'vc-before-creating';
          const visited: string[] = [];
          while (isWizardRouteName(route) && visited.length < 30) {
            visited.push(route);
            route = navigation(route, context).continue ?? 'stuck';
          }
          expect(route).toBe('main');
          expect(visited).toContain('vc-filing');
          expect(visited.includes('vc-legal-fees')).toBe(!section8);
          expect(visited.includes('vc-confirmation')).toBe(section8);
          expect(visited.includes('vc-additional-charges-extended')).toBe(additionalChargesPermitted);
          expect(visited.slice(-4)).toEqual(['vc-lease-registration', 'vc-documents', 'vc-signature', 'vc-filing']);
        },
      ),
    );
  });
});

describe('status written on save (docs/product/data-and-rules.md#case-status)', () => {
  it.each<[WizardRouteName, Partial<Case>, string | null]>([
    ['vc-property-type', {}, 'vc-property'],
    ['vc-client-contact', {}, 'vc-tenants'],
    ['vc-select-property', {}, 'vc-tenants'],
    ['vc-tenants', {}, 'vc-leaseDetails'],
    ['vc-lease-details', {}, 'vc-pastDueRent'],
    ['vc-past-due-rent', {}, 'vc-additionalCharges'],
    ['vc-additional-charges', { additionalChargesPermitted: true }, 'vc-additionalCharges'],
    ['vc-additional-charges', { additionalChargesPermitted: false }, 'vc-legalFees'],
    ['vc-additional-charges-extended', {}, 'vc-legalFees'],
    ['vc-additional-charges-extended', { section8: true }, 'vc-confirmation'],
    ['vc-legal-fees', {}, 'vc-suitSummary'],
    ['vc-suit-summary', {}, 'vc-leaseRegistration'],
    ['vc-lease-registration', {}, 'vc-documents'],
    ['vc-documents', {}, 'vc-sign'],
    ['vc-signature', {}, 'verifiedComplaintComplete'],
    ['vc-filing', {}, null],
  ])('%s with %j writes %s', (route, fields, status) => {
    expect(statusWrittenBy(route, makeCase(fields))).toBe(status);
  });

  it('resumes at the step whose save wrote the status, for every continue', () => {
    for (const route of WIZARD_ROUTE_NAMES) {
      const c = makeCase({ additionalChargesPermitted: false });
      const status = statusWrittenBy(route, c);
      const next = navigation(route, { case: c, propertyChoice: 'existing' }).continue;
      if (status === null || status === 'vc-property' || status === 'verifiedComplaintComplete' || next === null)
        continue;
      expect(resumeRouteFromStatus(status)).toBe(next);
    }
  });
});

describe('step statuses (docs/product/data-and-rules.md#step-status, docs/product/data-and-rules.md#hidden-steps)', () => {
  const statuses = (
    fields: Partial<Case>,
    property: { status: 'type' | 'owner' | 'contact'; completed: boolean } | null = null,
  ) => Object.fromEntries(wizardSteps(makeCase(fields), property).map((s) => [s.key, s.status]));

  it('marks the steps before the current status completed', () => {
    expect(statuses({ status: 'vc-pastDueRent' }, { status: 'contact', completed: true })).toEqual({
      property: 'completed',
      tenants: 'completed',
      leaseDetails: 'completed',
      pastDueRent: '',
      additionalCharges: '',
      legalFees: '',
      suitSummary: '',
      leaseRegistration: '',
      documents: '',
      signature: '',
      filing: '',
      verifiedComplaintComplete: 'hidden',
    });
  });

  it('hides legal fees for the Section 8 voucher only', () => {
    expect(statuses({ section8: true, section8Type: 2 }).legalFees).toBe('hidden');
    expect(statuses({ section8: true, section8Type: 1 }).legalFees).toBe('');
  });

  it('completes everything once the complaint is complete', () => {
    const all = statuses({ status: 'verifiedComplaintComplete', section8Type: 2 });
    expect(Object.values(all).filter((s) => s === 'completed')).toHaveLength(10);
    expect(all.filing).toBe('completed');
  });

  it('marks property sub-steps by the property status order and shows the current step children', () => {
    const steps = wizardSteps(makeCase({}), { status: 'owner', completed: false }, 'vc-property-owner');
    const property = steps[0];
    expect(property?.showChildren).toBe(true);
    expect(property?.status).toBe('');
    expect(property?.children.map((c) => c.status)).toEqual(['completed', 'completed', '', '', '']);
    expect(steps[1]?.showChildren).toBe(false);
  });

  it('moves the property status past each saved step; contact completes the property', () => {
    expect(propertyStatusAfterSave('type')).toEqual({ status: 'address', completed: false });
    expect(propertyStatusAfterSave('address')).toEqual({ status: 'owner', completed: false });
    expect(propertyStatusAfterSave('owner')).toEqual({ status: 'associationToOwner', completed: false });
    expect(propertyStatusAfterSave('associationToOwner')).toEqual({ status: 'contact', completed: false });
    expect(propertyStatusAfterSave('contact')).toEqual({ status: 'contact', completed: true });
  });

  it('saves a property step with the later status kept; contact completes it, and it stays complete', () => {
    expect(propertyStepSaved(null, 'type')).toEqual({ status: 'type', completed: false });
    expect(propertyStepSaved({ status: 'type', completed: false }, 'address')).toEqual({
      status: 'address',
      completed: false,
    });
    expect(propertyStepSaved({ status: 'owner', completed: false }, 'address')).toEqual({
      status: 'owner',
      completed: false,
    });
    expect(propertyStepSaved({ status: 'associationToOwner', completed: false }, 'contact')).toEqual({
      status: 'contact',
      completed: true,
    });
    expect(propertyStepSaved({ status: 'contact', completed: true }, 'type')).toEqual({
      status: 'contact',
      completed: true,
    });
  });
});

describe('resume route (docs/product/data-and-rules.md#action-ids)', () => {
  it.each([
    ['vc-property', 'vc-property-owner'],
    ['vc-select-property', 'vc-property-type'],
    ['vc-tenants', 'vc-tenants'],
    ['vc-leaseDetails', 'vc-lease-details'],
    ['vc-pastDueRent', 'vc-past-due-rent'],
    ['vc-confirmation', 'vc-confirmation'],
    ['vc-sign', 'vc-signature'],
    ['vc-legal-fees', 'vc-legal-fees'],
    ['wor-trialAction', 'wor-trial-action'],
    ['co-outcome', 'wor-court-outcome'],
    ['verifiedComplaintComplete', 'vc-signature'],
  ])('status %s resumes at %s', (status, route) => {
    expect(resumeRouteFromStatus(status)).toBe(route);
  });

  it('takes the route of the first action, except 181 which reads the status', () => {
    expect(
      resumeRoute(makeCase({ status: 'vc-sign', actions: [action(31, 'wor-trial-date'), action(181, 'x')] })),
    ).toBe('wor-trial-date');
    expect(resumeRoute(makeCase({ status: 'vc-select-property', actions: [action(181, 'vc-filing')] }))).toBe(
      'vc-property-type',
    );
    expect(resumeRoute(makeCase({ status: 'vc-pastDueRent' }))).toBe('vc-past-due-rent');
  });

  it('blocks editing a closed case', () => {
    expect(canEditCase(makeCase({ isDeleted: 'Closed' }))).toBe(false);
    expect(canEditCase(makeCase({ isDeleted: null }))).toBe(true);
  });
});

describe('case progress by action id (docs/product/data-and-rules.md#action-ids)', () => {
  const progress = (fields: Partial<Case>) =>
    Object.fromEntries(caseProgress(makeCase(fields)).map((s) => [s.key, s.status]));

  it.each<[number, Partial<Case>, Record<string, string>]>([
    [11, {}, { verifiedComplaint: '', leaseRegistration: '', trialDate: '', trialOutcome: '' }],
    [21, {}, { verifiedComplaint: '', leaseRegistration: 'completed', trialDate: '', trialOutcome: '' }],
    [31, {}, { verifiedComplaint: '', leaseRegistration: 'completed', trialDate: 'completed', trialOutcome: '' }],
    [41, {}, { verifiedComplaint: '', leaseRegistration: 'completed', trialDate: '', trialOutcome: '' }],
    [
      41,
      { trialDate: '2026-02-01', trialTime: '09:00' },
      { verifiedComplaint: '', leaseRegistration: 'completed', trialDate: 'completed', trialOutcome: '' },
    ],
    [
      51,
      { trialDate: '2026-02-01', trialTime: '09:00' },
      { verifiedComplaint: '', leaseRegistration: 'completed', trialDate: 'completed', trialOutcome: 'completed' },
    ],
    [
      61,
      { trialAction: 'Request for Warrant of Removal: Default Judgment' },
      {
        verifiedComplaint: '',
        leaseRegistration: 'completed',
        trialDate: '',
        trialOutcome: 'completed',
        warrantOfRemoval: 'completed',
      },
    ],
    [
      61,
      { trialAction: 'Bankruptcy Pending' },
      {
        verifiedComplaint: '',
        leaseRegistration: 'completed',
        trialDate: '',
        trialOutcome: 'completed',
        warrantOfRemoval: '',
      },
    ],
    [181, {}, { verifiedComplaint: 'completed', leaseRegistration: 'completed', trialDate: '', trialOutcome: '' }],
    [191, {}, { verifiedComplaint: '', leaseRegistration: '', trialDate: '', trialOutcome: '' }],
    [21, { clrsDraft: 0 }, { verifiedComplaint: '', leaseRegistration: 'hidden', trialDate: '', trialOutcome: '' }],
  ])('action %i with %j', (actionId, fields, expected) => {
    expect(progress({ ...fields, actions: [action(actionId)] })).toEqual(expected);
  });
});

describe('steps a save completes, for the timeline (docs/product/rules.md#after-filing)', () => {
  const labels = (before: Partial<Case>, after: Partial<Case>) =>
    stepsCompleted(makeCase(before), makeCase(after)).map((s) => s.label);

  it.each([
    [{ status: 'vc-property' }, { status: 'vc-tenants' }, ['Property']],
    [{ status: 'vc-tenants' }, { status: 'vc-pastDueRent' }, ['Tenant Information', 'Lease Details']],
    [{ status: 'vc-sign' }, { status: 'verifiedComplaintComplete' }, ['Review & Sign']],
    [
      { status: 'vc-suitSummary' },
      { status: 'vc-sign' },
      ['Summary of Suit Amount', 'Lease and Registration', 'Documents'],
    ],
    [
      { status: 'vc-additionalCharges', section8Type: 2 },
      { status: 'vc-suitSummary', section8Type: 2 },
      ['Additional Charges'],
    ],
    [{ status: 'vc-legalFees' }, { status: 'vc-legalFees' }, []],
    [{ status: 'vc-suitSummary' }, { status: 'vc-tenants' }, []],
  ] as const)('%j to %j', (before, after, expected) => {
    expect(labels(before, after)).toEqual(expected);
  });

  it('never names a step twice, however a case moves forward step by step', () => {
    const order = [
      'vc-property',
      'vc-tenants',
      'vc-leaseDetails',
      'vc-pastDueRent',
      'vc-additionalCharges',
      'vc-legalFees',
      'vc-suitSummary',
      'vc-leaseRegistration',
      'vc-documents',
      'vc-sign',
      'verifiedComplaintComplete',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: order.length - 1 }), { minLength: 1, maxLength: 12 }),
        (indexes) => {
          const path = [0, ...indexes.sort((a, b) => a - b)].map((i) => order[i]!);
          const named = path.slice(1).flatMap((status, i) => labels({ status: path[i]! }, { status }));
          expect(new Set(named).size).toBe(named.length);
          expect(named).toEqual(labels({ status: path[0]! }, { status: path.at(-1)! }));
        },
      ),
    );
  });
});
