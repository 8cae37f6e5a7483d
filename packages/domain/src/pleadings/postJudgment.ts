/**
 * Papers after a judgment for possession: the Certification by Landlord (Appendix XI-T, CN 10512) and the
 * Request for Residential Warrant of Removal (CN 12836). Sources: nj-forms-facts.md §7, §9.
 *
 * They are safe to make only from a case that records a judgment for possession (docs/product/rules.md#post-judgment):
 * the docket number and the judgment date come from the case, the papers are dated the day they are made and carry
 * no signature (the user signs the printed paper), and the warrant is requested only once three New Jersey court
 * days have passed after the judgment (docs/product/rules.md#warrant-timing).
 */
import type { Case } from '../entities.ts';
import { formatLongDate, isValidIsoDate, type IsoDate } from '../dates.ts';
import { earliestWarrantDate, warrantWaitHasPassed } from '../courtDays.ts';
import { TRIAL_ACTIONS } from '../lists.ts';
import { formatCurrency } from '../money.ts';
import type { CaseFacts } from './facts.ts';
import { bold, fillLine, heading, paragraph, run, spacer, type Block } from './model.ts';
import { amountsTable, caption, signatureSection, signerCapacityStatement, yesNoBoxes } from './parts.ts';
import type { SigningOptions } from './complaint.ts';

/** The fee for a warrant of removal, before the court officer's mileage (nj-forms-facts.md §9, §10). */
export const WARRANT_OF_REMOVAL_FEE = 35_00;

/** The post-judgment papers' templates. */
export const POST_JUDGMENT_TEMPLATES = ['certification_by_landlord', 'wor_request'] as const;
export type PostJudgmentTemplate = (typeof POST_JUDGMENT_TEMPLATES)[number];

export function isPostJudgmentTemplate(templateName: string): templateName is PostJudgmentTemplate {
  return (POST_JUDGMENT_TEMPLATES as ReadonlyArray<string>).includes(templateName);
}

/**
 * The trial actions that record a judgment for possession (docs/product/data-and-rules.md#entities trial actions): the five that lead to a
 * warrant of removal and the three judgments. A consent not yet breached, a Marini hearing, a bankruptcy or
 * "Other" record none.
 */
export const JUDGMENT_FOR_POSSESSION_ACTIONS: ReadonlyArray<string> = TRIAL_ACTIONS.filter(
  (a) => a.group === 'Request for Warrant of Removal' || a.group === 'Judgments',
).map((a) => a.value);

/** The case fields the post-judgment papers read. */
export type PostJudgmentCase = Pick<Case, 'trialAction' | 'judgmentDate' | 'docketNo' | 'statements'>;

const PAPER_NAMES: Record<PostJudgmentTemplate, string> = {
  certification_by_landlord: 'Certification by Landlord',
  wor_request: 'Request for Warrant of Removal',
};

export const POST_JUDGMENT_MESSAGES = {
  noJudgment: (paper: string) =>
    `${paper}: this case has no judgment for possession. Record the trial outcome as a judgment for possession (trial action) before making post-judgment papers.`,
  judgmentDate: (paper: string) => `${paper}: enter the date the judgment for possession was entered (judgment date).`,
  judgmentInFuture: (paper: string) => `${paper}: the judgment date cannot be in the future. Enter the date the court entered the judgment.`,
  docketNo: (paper: string) => `${paper}: enter the docket number the court gave the case (docket number, LT-...).`,
  notRegistered:
    'Certification by Landlord: the case does not say that the landlord has registered the leasehold (N.J.S.A. 46:8-27), and this certification states that it has. Register the leasehold and answer Yes to the registration statement before making it.',
  tooEarly: (judgment: IsoDate, earliest: IsoDate) =>
    `Request for Warrant of Removal: the warrant can be requested only after three New Jersey court days have passed since the judgment of ${formatLongDate(judgment)}, not counting the day of the judgment, weekends and court holidays. Make this request on or after ${formatLongDate(earliest)}.`,
} as const;

/**
 * Why a post-judgment paper cannot be made from a case today, or null when it can
 * (docs/product/rules.md#post-judgment, #warrant-timing).
 */
export function postJudgmentRefusal(templateName: PostJudgmentTemplate, c: PostJudgmentCase, today: IsoDate): string | null {
  const paper = PAPER_NAMES[templateName];
  if (!JUDGMENT_FOR_POSSESSION_ACTIONS.includes((c.trialAction ?? '').trim())) return POST_JUDGMENT_MESSAGES.noJudgment(paper);
  const judgment = c.judgmentDate;
  if (!isValidIsoDate(judgment)) return POST_JUDGMENT_MESSAGES.judgmentDate(paper);
  if (judgment > today) return POST_JUDGMENT_MESSAGES.judgmentInFuture(paper);
  if ((c.docketNo ?? '').trim() === '') return POST_JUDGMENT_MESSAGES.docketNo(paper);
  if (templateName === 'certification_by_landlord' && c.statements.landlordRegistered !== true) return POST_JUDGMENT_MESSAGES.notRegistered;
  if (templateName === 'wor_request' && !warrantWaitHasPassed(judgment, today)) return POST_JUDGMENT_MESSAGES.tooEarly(judgment, earliestWarrantDate(judgment));
  return null;
}

/** Signed by hand after printing: no signature is put on the paper; dated the day it is made. */
function madeToday(f: CaseFacts): { signedAs: null; dated: string } {
  return { signedAs: null, dated: f.todayLong };
}

/** The Certification by Landlord required before a judgment for possession by default or consent (§7). */
export function certificationBlocks(f: CaseFacts, opts: SigningOptions): Block[] {
  const signing = madeToday(f);
  return [
    ...caption(f, ['CERTIFICATION BY LANDLORD'], opts.docketNo),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        { label: '1.', runs: [run(signerCapacityStatement(f))] },
        { label: '2.', runs: [run(`The defendant(s), ${f.tenantNames}, have not paid the rent and charges claimed in the complaint for the premises at ${f.premises.oneLine}. As of this date the following remains due:`)], children: [amountsTable(f, 'BALANCE DUE')] },
        { label: '3.', runs: [run('Every charge claimed as rent, other than base rent, is allowed as rent by the lease and by applicable federal, state and local law.')] },
        { label: '4.', runs: [run('The landlord has registered the leasehold as required by N.J.S.A. 46:8-27 and given the tenant(s) a copy of the registration statement.')] },
        { label: '5.', runs: [run('To the best of my knowledge, no defendant is in the military service of the United States.')], children: [yesNoBoxes(f.statements.tenantInMilitary === null ? null : !f.statements.tenantInMilitary)] },
        { label: '6.', runs: [run('I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.')] },
      ],
    },
    ...signatureSection(f, signing.signedAs, signing.dated),
  ];
}

/** The Request for Residential Warrant of Removal (§9): $35 plus the court officer's mileage. */
export function warrantRequestBlocks(f: CaseFacts, c: PostJudgmentCase, opts: SigningOptions): Block[] {
  const signing = madeToday(f);
  const trialAction = (c.trialAction ?? '').trim() || null;
  const judgmentDate = formatLongDate(c.judgmentDate);
  return [
    ...caption(f, ['REQUEST FOR RESIDENTIAL', 'WARRANT OF REMOVAL'], opts.docketNo),
    paragraph(`To the Clerk of the Special Civil Part, ${f.county || '________'} County:`),
    paragraph([run('The plaintiff requests that a Warrant of Removal issue against the defendant(s), '), bold(f.tenantNames), run(`, for the premises at ${f.premises.oneLine}.`)], { align: 'justify' }),
    judgmentDate ? paragraph([run('Date the judgment for possession was entered: '), bold(judgmentDate)]) : fillLine('Date the judgment for possession was entered:', 160),
    paragraph([run('Outcome: '), bold(trialAction ?? 'Judgment for Possession')]),
    paragraph('At least three business days (not counting the court day) have passed since the judgment. The defendant(s) have not vacated the premises, or have failed to comply with the terms of a settlement.', { align: 'justify' }),
    heading('Fee', 3),
    paragraph(`Enclosed is the warrant fee of ${formatCurrency(WARRANT_OF_REMOVAL_FEE)} plus the court officer's mileage. A second mileage fee is paid directly to the officer if the officer must return to execute the warrant.`, { align: 'justify' }),
    spacer(6),
    ...signatureSection(f, signing.signedAs, signing.dated),
  ];
}
