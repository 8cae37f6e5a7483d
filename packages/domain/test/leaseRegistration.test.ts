import { describe, expect, it } from 'vitest';
import { caseSchema, type Case } from '../src/entities.ts';
import {
  LEASE_REGISTRATION_MESSAGES,
  leaseRegistrationFormSchema,
  leaseRegistrationPatch,
  registrationAgreementErrors,
  registrationAnswer,
  registrationOfficeText,
} from '../src/leaseRegistration.ts';
import { paperFieldErrors } from '../src/paperRules.ts';
import { CLRS_MESSAGES, clrsBoxes } from '../src/pleadings/attachments.ts';
import { paperFacts } from '../src/pleadings/facts.ts';

const makeCase = (fields: Partial<Case> = {}): Case => ({ ...caseSchema.parse({}), ...fields });
const now = new Date('2026-11-25T12:00:00Z');
const residential = leaseRegistrationFormSchema({ residential: true, now });
const messages = (form: object, schema = residential) => {
  const parsed = schema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};
const form = {
  leaseTypeTitle: 'Written',
  leaseCopySubmission: 'complete',
  registration: 'registered',
  registrationDocsFiledDate: '2024-03-01',
} as const;

describe('leaseRegistrationFormSchema (docs/product/screens.md#lease-registration)', () => {
  it('takes a written lease attached whole and a registration with its date', () => {
    expect(messages(form)).toEqual([]);
    expect(messages({ ...form, leaseTypeTitle: 'Oral', leaseCopySubmission: null })).toEqual([]);
    expect(messages({ ...form, registration: 'exempt', registrationDocsFiledDate: null })).toEqual([]);
  });

  it('asks what of a written lease is attached, and the registration answer', () => {
    expect(messages({ ...form, leaseCopySubmission: null })).toEqual([LEASE_REGISTRATION_MESSAGES.leaseCopy]);
    expect(messages({ ...form, registration: null })).toEqual([LEASE_REGISTRATION_MESSAGES.registration]);
  });

  it('needs the date a registration was filed, never in the future', () => {
    expect(messages({ ...form, registrationDocsFiledDate: null })).toEqual([LEASE_REGISTRATION_MESSAGES.filedDate]);
    expect(messages({ ...form, registrationDocsFiledDate: '2026-11-26' })).toEqual([
      LEASE_REGISTRATION_MESSAGES.filedDateFuture,
    ]);
  });

  it('asks a commercial tenancy nothing about registration', () => {
    expect(
      messages(
        { ...form, registration: null, registrationDocsFiledDate: null },
        leaseRegistrationFormSchema({ residential: false, now }),
      ),
    ).toEqual([]);
  });
});

describe('leaseRegistrationPatch: the answers become the complaint statements and the property registration', () => {
  it('writes a registration into the complaint and the property, and makes the certification', () => {
    const { caseChanges, propertyChanges } = leaseRegistrationPatch(residential.parse(form), makeCase(), true);
    expect(caseChanges).toMatchObject({
      leaseTypeTitle: 'Written',
      leaseCopySubmission: 'complete',
      clrsExemption: false,
      clrsSubmission: true,
    });
    expect(caseChanges.statements.landlordRegistered).toBe(true);
    expect(propertyChanges).toEqual({ registrationFiled: true, registrationDocsFiledDate: '2024-03-01' });
  });

  it('claims the exemption as an owner-occupied building, and ticks the exemption box', () => {
    const c = makeCase();
    const { caseChanges, propertyChanges } = leaseRegistrationPatch(
      residential.parse({ ...form, registration: 'exempt' }),
      c,
      true,
    );
    expect(caseChanges.clrsExemption).toBe(true);
    expect(caseChanges.statements).toMatchObject({ ownerOccupied: true, landlordRegistered: false });
    expect(propertyChanges).toEqual({ registrationFiled: false, registrationDocsFiledDate: null });
    const saved = { ...c, ...caseChanges };
    expect(registrationAnswer(saved)).toBe('exempt');
    expect(clrsBoxes(saved, { registered: false, ownerOccupied: true }, []).registration).toBe('exempt');
    expect(registrationAgreementErrors(saved)).toEqual([]);
    // Not registered because exempt: the papers give no warning that a judgment needs a registration.
    expect(paperFacts(saved, { propertyType: 'Residential' })).toMatchObject({
      registered: false,
      registrationExempt: true,
    });
    expect(paperFacts({ ...saved, clrsExemption: false }, { propertyType: 'Residential' }).registrationExempt).toBe(
      false,
    );
  });

  it('keeps no lease part for an oral lease', () => {
    const { caseChanges } = leaseRegistrationPatch(
      residential.parse({ ...form, leaseTypeTitle: 'Oral' }),
      makeCase(),
      true,
    );
    expect(caseChanges.leaseCopySubmission).toBeNull();
  });
});

describe('registrationAgreementErrors (docs/product/rules.md#registration-agrees), applied on every save', () => {
  const statements = makeCase().statements;
  it('refuses an exemption the complaint denies', () => {
    expect(
      registrationAgreementErrors({ clrsExemption: true, statements: { ...statements, ownerOccupied: false } }),
    ).toEqual([CLRS_MESSAGES.exemptionDisagrees]);
    expect(
      registrationAgreementErrors({ clrsExemption: true, statements: { ...statements, landlordRegistered: true } }),
    ).toEqual([LEASE_REGISTRATION_MESSAGES.registeredAndExempt]);
    expect(
      paperFieldErrors({ clrsExemption: true, statements: { ...statements, ownerOccupied: false } }, '2026-11-25'),
    ).toEqual([CLRS_MESSAGES.exemptionDisagrees]);
  });

  it('lets a case without the exemption say anything', () => {
    expect(
      registrationAgreementErrors({ clrsExemption: false, statements: { ...statements, ownerOccupied: false } }),
    ).toEqual([]);
  });
});

it('names the office a registration statement is filed with', () => {
  expect(registrationOfficeText('Trenton')).toContain('municipal clerk of Trenton');
  expect(registrationOfficeText(null)).toContain('Department of Community Affairs');
});
