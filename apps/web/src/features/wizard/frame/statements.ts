/**
 * The yes/no statements of the verified complaint (domain COMPLAINT_STATEMENTS) as plain questions for a
 * landlord, each with a short help text from the NJ forms fact sheet (nj-forms-facts.md §3, §6, §11).
 */
import { COMPLAINT_STATEMENTS, type ComplaintStatement, type ComplaintStatements } from '@rentfile/domain';

export interface StatementQuestion {
  key: ComplaintStatement;
  question: string;
  help: string;
}

const QUESTIONS: Record<ComplaintStatement, Omit<StatementQuestion, 'key'>> = {
  ownerOccupied: {
    question: 'Does the owner live in the rental property?',
    help: 'Answer yes if the property is owner-occupied, for example a two-family house where the owner lives in the other unit.',
  },
  tenantInMilitary: {
    question: 'Is any tenant in the U.S. military, or the spouse, child or dependent of a service member living there?',
    help: 'Check each tenant on the Defense Manpower Data Center SCRA website first (asked below). Service members have special protections in court (50 U.S.C. 3931).',
  },
  caresActCovered: {
    question: 'Is the property covered by the federal CARES Act?',
    help: 'Covered properties include those with a federally backed mortgage (such as Fannie Mae), Section 8 and other federal housing programs, and tax-credit housing. For a covered property the tenant must first get a notice to vacate giving at least 30 days (15 U.S.C. 9058(c)); you will be asked when it was served.',
  },
  rentControlled: {
    question: 'Is the tenancy subject to a municipal rent control ordinance?',
    help: 'Many New Jersey towns limit rents by ordinance. Rent control may limit the amounts you can claim.',
  },
  noticesAttached: {
    question: 'Are the notices required for this tenancy attached to the complaint?',
    help: 'Public housing and subsidized tenancies need a notice terminating the tenancy before filing, attached to the complaint. A private non-payment case needs no notice to quit.',
  },
  landlordRegistered: {
    question: 'Have you registered the rental and given each tenant a copy of the registration?',
    help: 'The Landlord Registration Act (N.J.S.A. 46:8-27) requires it: one-unit rentals and two-unit buildings that are not owner-occupied register with the municipal clerk; buildings with 3 or more units with the state Bureau of Housing Inspection.',
  },
  acquiredFromTenant: {
    question: 'Did you buy or otherwise get the property from the tenant?',
    help: 'Answer yes only if the tenant used to own the property.',
  },
  optionToPurchase: {
    question: 'Have you given the tenant an option to buy the property?',
    help: 'For example, a rent-to-own lease or a lease with a purchase option.',
  },
};

export const STATEMENT_QUESTIONS: StatementQuestion[] = COMPLAINT_STATEMENTS.map((key) => ({ key, ...QUESTIONS[key] }));

/**
 * True when every statement asked (by default all; a commercial case is asked only those that apply, domain
 * pleadings.applicableStatements) has a yes or no answer: no complaint is generated before (the server also refuses).
 */
export function allStatementsAnswered(
  statements: ComplaintStatements,
  keys: ReadonlyArray<ComplaintStatement> = COMPLAINT_STATEMENTS,
): boolean {
  return keys.every((key) => statements[key] === true || statements[key] === false);
}

export const STATEMENTS_MESSAGE = 'Answer every question before you continue.';
