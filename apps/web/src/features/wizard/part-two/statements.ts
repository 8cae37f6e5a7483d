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
    help: 'Answer to the best of your knowledge. Service members have special protections in court.',
  },
  caresActCovered: {
    question: 'Is the property covered by the federal CARES Act?',
    help: 'Covered properties include those with a federally backed mortgage (such as Fannie Mae), Section 8 and other federal housing programs, and tax-credit housing. A 30-day notice to vacate may be required first; confirm with an attorney.',
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

/** True when every statement has a yes or no answer: no complaint is generated before (the server also refuses). */
export function allStatementsAnswered(statements: ComplaintStatements): boolean {
  return COMPLAINT_STATEMENTS.every((key) => statements[key] === true || statements[key] === false);
}

export const STATEMENTS_MESSAGE = 'Answer every question before you continue.';
