/**
 * The Lease and Registration step (docs/product/screens.md#lease-registration, docs/product/rules.md#lease-copy,
 * #registration-where, #registration-agrees): what the landlord answers for the Certification of Lease and
 * Registration Statement, how those answers are written into the case (the complaint's own statements, so that the
 * complaint and the certification say the same) and the property (the registration date, reused by its cases),
 * and the rule the server applies on every save: the certification never claims what the complaint denies.
 */
import { z } from 'zod';
import type { Case, ComplaintStatements, Property } from './entities.ts';
import { isoDate } from './entities.ts';
import { todayInNewJersey, type IsoDate } from './dates.ts';
import { LEASE_TYPE_TITLES } from './lists.ts';
import { CLRS_MESSAGES } from './pleadings/attachments.ts';

/** Whether the rental is registered under the Landlord Registration Act, or exempt as an owner-occupied two-unit building. */
export const REGISTRATION_ANSWERS = ['registered', 'not-registered', 'exempt'] as const;
export type RegistrationAnswer = (typeof REGISTRATION_ANSWERS)[number];

export const LEASE_COPY_SUBMISSIONS = ['complete', 'relevant-portions'] as const;

export const LEASE_REGISTRATION_MESSAGES = {
  leaseType: 'Say whether the lease is written or oral.',
  leaseCopy: 'Say whether you attach the complete lease or its relevant parts.',
  registration: 'Say whether the rental is registered, not registered, or exempt.',
  filedDate: 'Enter the date the registration statement was filed.',
  filedDateFuture: 'The date the registration statement was filed cannot be in the future.',
  registeredAndExempt:
    'The case says both that the landlord registered the rental and that it is exempt as owner-occupied. Choose one on the Lease and Registration step.',
} as const;

/** The step's entries: a written lease needs what of it is attached; a residential tenancy needs the registration answer. */
export function leaseRegistrationFormSchema(options: { residential: boolean; now?: Date }) {
  const today = todayInNewJersey(options.now);
  return z
    .object({
      leaseTypeTitle: z.enum(LEASE_TYPE_TITLES, { error: LEASE_REGISTRATION_MESSAGES.leaseType }),
      leaseCopySubmission: z.enum(LEASE_COPY_SUBMISSIONS).nullable(),
      registration: z.enum(REGISTRATION_ANSWERS).nullable(),
      registrationDocsFiledDate: isoDate.nullable(),
    })
    .superRefine((form, ctx) => {
      if (form.leaseTypeTitle === 'Written' && form.leaseCopySubmission === null) {
        ctx.addIssue({ code: 'custom', path: ['leaseCopySubmission'], message: LEASE_REGISTRATION_MESSAGES.leaseCopy });
      }
      if (!options.residential) return;
      if (form.registration === null)
        ctx.addIssue({ code: 'custom', path: ['registration'], message: LEASE_REGISTRATION_MESSAGES.registration });
      if (form.registration === 'registered') {
        if (!form.registrationDocsFiledDate)
          ctx.addIssue({
            code: 'custom',
            path: ['registrationDocsFiledDate'],
            message: LEASE_REGISTRATION_MESSAGES.filedDate,
          });
        else if (form.registrationDocsFiledDate > today) {
          ctx.addIssue({
            code: 'custom',
            path: ['registrationDocsFiledDate'],
            message: LEASE_REGISTRATION_MESSAGES.filedDateFuture,
          });
        }
      }
    });
}
export type LeaseRegistrationForm = z.output<ReturnType<typeof leaseRegistrationFormSchema>>;

/** The registration answer a case and its property give: the exemption, else the complaint's statement. */
export function registrationAnswer(c: Pick<Case, 'clrsExemption' | 'statements'>): RegistrationAnswer | null {
  if (c.clrsExemption) return 'exempt';
  const registered = c.statements.landlordRegistered;
  return registered === true ? 'registered' : registered === false ? 'not-registered' : null;
}

/**
 * The case and property fields the answers write. The registration answer is the complaint's statement "the
 * landlord has registered"; the exemption is the statement "owner-occupied" answered yes. The certification is
 * made (clrsSubmission) for a residential tenancy; a commercial one has none.
 */
export function leaseRegistrationPatch(
  form: LeaseRegistrationForm,
  c: Pick<Case, 'statements'>,
  residential: boolean,
): {
  caseChanges: Pick<Case, 'leaseTypeTitle' | 'leaseCopySubmission' | 'clrsExemption' | 'clrsSubmission' | 'statements'>;
  propertyChanges: Pick<Property, 'registrationFiled' | 'registrationDocsFiledDate'> | null;
} {
  const written = form.leaseTypeTitle === 'Written';
  const caseFields = {
    leaseTypeTitle: form.leaseTypeTitle,
    leaseCopySubmission: written ? form.leaseCopySubmission : null,
  };
  if (!residential)
    return {
      caseChanges: { ...caseFields, clrsExemption: false, clrsSubmission: false, statements: c.statements },
      propertyChanges: null,
    };
  const exempt = form.registration === 'exempt';
  const statements: ComplaintStatements = {
    ...c.statements,
    landlordRegistered:
      form.registration === null ? c.statements.landlordRegistered : form.registration === 'registered',
    ownerOccupied: exempt ? true : c.statements.ownerOccupied,
  };
  const registered = form.registration === 'registered';
  return {
    caseChanges: { ...caseFields, clrsExemption: exempt, clrsSubmission: true, statements },
    propertyChanges:
      form.registration === null
        ? null
        : {
            registrationFiled: registered,
            registrationDocsFiledDate: registered ? (form.registrationDocsFiledDate as IsoDate) : null,
          },
  };
}

/**
 * The certification agrees with the complaint (docs/product/rules.md#registration-agrees), applied on every save: an
 * exemption is not claimed for a property the complaint says is not owner-occupied, nor beside a registration.
 */
export function registrationAgreementErrors(c: Partial<Pick<Case, 'clrsExemption' | 'statements'>>): string[] {
  if (!c.clrsExemption || !c.statements) return [];
  if (c.statements.landlordRegistered === true) return [LEASE_REGISTRATION_MESSAGES.registeredAndExempt];
  if (c.statements.ownerOccupied === false) return [CLRS_MESSAGES.exemptionDisagrees];
  return [];
}

/** Where the registration statement is filed (docs/product/rules.md#registration-where), for the screen's guidance. */
export function registrationOfficeText(city: string | null | undefined): string {
  const clerk = city?.trim() ? `the municipal clerk of ${city.trim()}` : 'the municipal clerk';
  return `A one-unit rental, or a two-unit building the owner does not live in, is registered with ${clerk}. A building of three or more units is registered with the Department of Community Affairs, Bureau of Housing Inspection, which sends the clerk a copy.`;
}
