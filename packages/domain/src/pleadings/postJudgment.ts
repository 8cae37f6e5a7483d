/**
 * Papers after a judgment for possession: the Certification by Landlord (Appendix XI-T, CN 10512), the
 * Request for Residential Warrant of Removal (CN 12836) or, for a commercial tenancy, the request for the
 * Commercial Warrant of Removal (CN 12817, Appendix XI-G(2)), and the Certification by Landlord of a breach of a
 * consent judgment listing the missed payments (R. 6:6-4). Sources: nj-forms-facts.md §7, §8, §9.
 *
 * They are safe to make only from a case that records a judgment for possession (docs/product/rules.md#post-judgment):
 * the docket number and the judgment date come from the case, the papers are dated the day they are made and carry
 * no signature (the user signs the printed paper), and the warrant is requested only once three New Jersey court
 * days have passed after the judgment (docs/product/rules.md#warrant-timing). Who signs
 * (docs/product/rules.md#representation): the landlord's certifications (of non-payment, of a breach) by the person
 * who certifies, attorney or not; the warrant request and the attorney's certification by the attorney of record
 * when the case has one.
 */
import type { Case } from '../entities.ts';
import { formatDateUs, formatLongDate, isValidIsoDate, type IsoDate } from '../dates.ts';
import { earliestWarrantDate, warrantWaitHasPassed } from '../courtDays.ts';
import { TRIAL_ACTIONS } from '../lists.ts';
import { formatCurrency } from '../money.ts';
import type { AfterFilingFacts, CaseFacts } from './facts.ts';
import { bold, fillLine, heading, paragraph, run, spacer, type Block } from './model.ts';
import {
  amountsTable,
  attorneySignatureSection,
  caption,
  signatureSection,
  signerCapacityStatement,
  yesNoBoxes,
} from './parts.ts';
import type { SigningOptions } from './complaint.ts';

/** The fee for a warrant of removal, before the court officer's mileage (nj-forms-facts.md §9, §10). */
export const WARRANT_OF_REMOVAL_FEE = 35_00;

/** The post-judgment papers' templates. */
export const POST_JUDGMENT_TEMPLATES = [
  'certification_by_landlord',
  'certification_by_landlords_attorney',
  'wor_request',
  'certification_of_breach',
] as const;
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
export type PostJudgmentCase = Pick<Case, 'trialAction' | 'judgmentDate' | 'docketNo' | 'statements'> &
  Partial<Pick<Case, 'leaseTypeCategory'>>;

export const CERTIFICATION_OF_BREACH_TITLE = 'Certification by Landlord of Breach of Settlement';

const PAPER_NAMES: Record<PostJudgmentTemplate, string> = {
  certification_by_landlord: 'Certification by Landlord',
  certification_by_landlords_attorney: "Certification by Landlord's Attorney",
  wor_request: 'Request for Warrant of Removal',
  certification_of_breach: CERTIFICATION_OF_BREACH_TITLE,
};

export const POST_JUDGMENT_MESSAGES = {
  noJudgment: (paper: string) =>
    `${paper}: this case has no judgment for possession. Record the trial outcome as a judgment for possession (trial action) before making post-judgment papers.`,
  judgmentDate: (paper: string) => `${paper}: enter the date the judgment for possession was entered (judgment date).`,
  judgmentInFuture: (paper: string) =>
    `${paper}: the judgment date cannot be in the future. Enter the date the court entered the judgment.`,
  docketNo: (paper: string) => `${paper}: enter the docket number the court gave the case (docket number, LT-...).`,
  notRegistered:
    'Certification by Landlord: the case does not say that the landlord has registered the leasehold (N.J.S.A. 46:8-27), and this certification states that it has. Register the leasehold and answer Yes to the registration statement before making it.',
  noAttorney:
    "Certification by Landlord's Attorney: this case has no attorney of record. Only the landlord's attorney makes this certification (R. 6:6-3(b)); choose the attorney of record on Review & Sign, or file the Certification by Landlord alone if the landlord is self-represented.",
  noConsent: `${CERTIFICATION_OF_BREACH_TITLE}: this case records no consent to enter judgment. Record the settlement (consent to enter judgment) with its payment plan first.`,
  noMissedPayment: `${CERTIFICATION_OF_BREACH_TITLE}: no payment of the plan has been missed. Record the payments received; a payment is missed only after its due date has passed.`,
  paidInFull: (claimed: number, received: number) =>
    `Certification by Landlord: the payments received since the complaint was filed (${formatCurrency(received)}) cover all of the ${formatCurrency(claimed)} of rent and charges claimed in the complaint, so this certification that they remain unpaid would be false. If a payment was recorded by mistake, correct it on the case first.`,
  tooEarly: (judgment: IsoDate, earliest: IsoDate) =>
    `Request for Warrant of Removal: the warrant can be requested only after three New Jersey court days have passed since the judgment of ${formatLongDate(judgment)}, not counting the day of the judgment, weekends and court holidays. Make this request on or after ${formatLongDate(earliest)}.`,
} as const;

/**
 * Why a post-judgment paper cannot be made from a case today, or null when it can
 * (docs/product/rules.md#post-judgment, #warrant-timing).
 */
export function postJudgmentRefusal(
  templateName: PostJudgmentTemplate,
  c: PostJudgmentCase,
  today: IsoDate,
  context: {
    hasAttorney?: boolean;
    afterFiling?: AfterFilingFacts | null;
    /** The complaint's 9A total (caseFacts(...).amountsTotal): what the Certification by Landlord says is unpaid. */
    rentClaimed?: number;
  } = {},
): string | null {
  const paper = PAPER_NAMES[templateName];
  const afterFiling = context.afterFiling ?? null;
  if (templateName === 'certification_by_landlords_attorney' && !context.hasAttorney)
    return POST_JUDGMENT_MESSAGES.noAttorney;
  if (templateName === 'certification_of_breach') {
    if (!afterFiling?.consentDate) return POST_JUDGMENT_MESSAGES.noConsent;
    if (afterFiling.missedPayments.length === 0) return POST_JUDGMENT_MESSAGES.noMissedPayment;
    if ((c.docketNo ?? '').trim() === '') return POST_JUDGMENT_MESSAGES.docketNo(paper);
    return null;
  }
  if (!JUDGMENT_FOR_POSSESSION_ACTIONS.includes((c.trialAction ?? '').trim()))
    return POST_JUDGMENT_MESSAGES.noJudgment(paper);
  const judgment = c.judgmentDate;
  if (!isValidIsoDate(judgment)) return POST_JUDGMENT_MESSAGES.judgmentDate(paper);
  if (judgment > today) return POST_JUDGMENT_MESSAGES.judgmentInFuture(paper);
  if ((c.docketNo ?? '').trim() === '') return POST_JUDGMENT_MESSAGES.docketNo(paper);
  if (templateName !== 'wor_request' && c.statements.landlordRegistered !== true)
    return POST_JUDGMENT_MESSAGES.notRegistered;
  if (
    templateName === 'certification_by_landlord' &&
    afterFiling &&
    context.rentClaimed !== undefined &&
    afterFiling.paidSinceFiling >= context.rentClaimed
  )
    return POST_JUDGMENT_MESSAGES.paidInFull(context.rentClaimed, afterFiling.paidSinceFiling);
  if (templateName === 'wor_request' && !warrantWaitHasPassed(judgment, today))
    return POST_JUDGMENT_MESSAGES.tooEarly(judgment, earliestWarrantDate(judgment));
  return null;
}

/** Signed by hand after printing: no signature is put on the paper; dated the day it is made. */
function madeToday(f: CaseFacts): { signedAs: null; dated: string } {
  return { signedAs: null, dated: f.todayLong };
}

/**
 * What the Certification by Landlord says remains unpaid (docs/product/rules.md#post-judgment): the complaint's 9A
 * total less the payments received since filing, never below zero. The payments are null when no after-filing
 * record is known (a guest, or a filing not recorded): the paper then leaves them and the balance to be filled in.
 * Rent that fell due after filing is not recorded anywhere, so it is neither added nor guessed.
 */
export function unpaidBalance(
  f: Pick<CaseFacts, 'amountsTotal'>,
  afterFiling: AfterFilingFacts | null,
): { claimed: number; received: number | null; balance: number | null } {
  const received = afterFiling ? afterFiling.paidSinceFiling : null;
  return {
    claimed: f.amountsTotal,
    received,
    balance: received === null ? null : Math.max(0, f.amountsTotal - received),
  };
}

const BLANK_AMOUNT = '$__________';

/** The arithmetic a clerk can follow: claimed, received since filing, the balance as of the day made. */
function balanceTable(f: CaseFacts, afterFiling: AfterFilingFacts | null): Block {
  const b = unpaidBalance(f, afterFiling);
  const amount = (cents: number | null) => (cents === null ? BLANK_AMOUNT : formatCurrency(cents));
  return {
    kind: 'table',
    columns: [
      { header: '', width: 'star' },
      { header: 'Amount', width: 90, align: 'right' },
    ],
    rows: [
      [[run('Claimed in the complaint (total above)')], [run(formatCurrency(b.claimed))]],
      [[run('Less: received from or for the defendant(s) since the complaint was filed')], [run(amount(b.received))]],
    ],
    footer: [[bold(`BALANCE DUE AS OF ${f.todayLong.toUpperCase()}`)], [bold(amount(b.balance))]],
    lines: 'grid',
    showHeader: false,
  };
}

/** The Certification by Landlord required before a judgment for possession by default or consent (§7). */
export function certificationBlocks(f: CaseFacts, afterFiling: AfterFilingFacts | null, opts: SigningOptions): Block[] {
  const signing = madeToday(f);
  return [
    ...caption(f, ['CERTIFICATION BY LANDLORD'], opts.docketNo),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        { label: '1.', runs: [run(signerCapacityStatement(f))] },
        {
          label: '2.',
          runs: [
            run(
              `The defendant(s), ${f.tenantNames}, have not paid in full the rent and charges claimed in the complaint for the premises at ${f.premises.oneLine}. The complaint claimed:`,
            ),
          ],
          children: [
            amountsTable(f, 'TOTAL CLAIMED IN THE COMPLAINT'),
            spacer(6),
            balanceTable(f, afterFiling),
            paragraph(
              'This balance does not include rent or other charges that have fallen due since the complaint was filed.',
              { size: 'small' },
            ),
          ],
        },
        {
          label: '3.',
          runs: [
            run(
              'Every charge claimed as rent, other than base rent, is allowed as rent by the lease and by applicable federal, state and local law.',
            ),
          ],
        },
        {
          label: '4.',
          runs: [
            run(
              'The landlord has registered the leasehold as required by N.J.S.A. 46:8-27 and given the tenant(s) a copy of the registration statement.',
            ),
          ],
        },
        {
          label: '5.',
          runs: [run('To the best of my knowledge, no defendant is in the military service of the United States.')],
          children: [yesNoBoxes(f.statements.tenantInMilitary === null ? null : !f.statements.tenantInMilitary)],
        },
        {
          label: '6.',
          runs: [
            run(
              'I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.',
            ),
          ],
        },
      ],
    },
    ...signatureSection(f, signing.signedAs, signing.dated),
  ];
}

/**
 * The Certification by Landlord's Attorney (Appendix XI-U, CN 10513): with the landlord's certification before a
 * judgment for possession by default or consent, the landlord's attorney certifies that the charges claimed as rent,
 * other than base rent, may be charged as rent under the lease and the law (R. 6:6-3(b), R. 6:6-4). Signed by the
 * attorney of record by hand; the product words it itself (docs/product/sources.md#representation).
 */
export function attorneyCertificationBlocks(f: CaseFacts, opts: SigningOptions): Block[] {
  const a = f.attorney;
  const name = a?.name ?? '____________________';
  return [
    ...caption(f, ["CERTIFICATION BY LANDLORD'S ATTORNEY"], opts.docketNo),
    paragraph(`I, ${name}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        {
          label: '1.',
          runs: [
            run(
              `I am an attorney at law of the State of New Jersey${a ? ` (NJ Attorney ID No. ${a.attorneyId})` : ''} and the attorney for the plaintiff${f.pluralPlaintiffs ? 's' : ''}, ${f.ownerName}, in this action against ${f.tenantNames} for the premises at ${f.premises.oneLine}.`,
            ),
          ],
        },
        {
          label: '2.',
          runs: [
            run(
              'I have reviewed the complaint, the lease and the certification of the landlord filed with this certification. The amounts claimed as rent are:',
            ),
          ],
          children: [amountsTable(f, 'TOTAL CLAIMED IN THE COMPLAINT')],
        },
        {
          label: '3.',
          runs: [
            run(
              'The charges and fees claimed to be due as rent, other than base rent, are permitted to be charged as rent by the lease and by applicable federal, state and local law.',
            ),
          ],
        },
        {
          label: '4.',
          runs: [
            run(
              'I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.',
            ),
          ],
        },
      ],
    },
    ...(a ? attorneySignatureSection(f, madeToday(f).dated) : signatureSection(f, null, madeToday(f).dated)),
  ];
}

/**
 * The Request for Residential Warrant of Removal (§9, CN 12836), or for a commercial tenancy the request for the
 * Commercial Warrant of Removal (CN 12817): $35 plus the court officer's mileage.
 */
export function warrantRequestBlocks(f: CaseFacts, c: PostJudgmentCase, opts: SigningOptions): Block[] {
  const signing = madeToday(f);
  const trialAction = (c.trialAction ?? '').trim() || null;
  const judgmentDate = formatLongDate(c.judgmentDate);
  return [
    ...caption(
      f,
      [f.answers.commercial ? 'REQUEST FOR COMMERCIAL' : 'REQUEST FOR RESIDENTIAL', 'WARRANT OF REMOVAL'],
      opts.docketNo,
    ),
    paragraph(`To the Clerk of the Special Civil Part, ${f.county || '________'} County:`),
    paragraph(
      [
        run(
          f.attorney
            ? `The plaintiff${f.pluralPlaintiffs ? 's' : ''}, ${f.ownerName}, by ${f.attorney.name}, attorney for the plaintiff${f.pluralPlaintiffs ? 's' : ''}, request${f.pluralPlaintiffs ? '' : 's'} that a Warrant of Removal issue against the defendant(s), `
            : 'The plaintiff requests that a Warrant of Removal issue against the defendant(s), ',
        ),
        bold(f.tenantNames),
        run(`, for the premises at ${f.premises.oneLine}.`),
      ],
      { align: 'justify' },
    ),
    judgmentDate
      ? paragraph([run('Date the judgment for possession was entered: '), bold(judgmentDate)])
      : fillLine('Date the judgment for possession was entered:', 160),
    paragraph([run('Outcome: '), bold(trialAction ?? 'Judgment for Possession')]),
    paragraph(
      'At least three business days (not counting the court day) have passed since the judgment. The defendant(s) have not vacated the premises, or have failed to comply with the terms of a settlement.',
      { align: 'justify' },
    ),
    heading('Fee', 3),
    paragraph(
      `Enclosed is the warrant fee of ${formatCurrency(WARRANT_OF_REMOVAL_FEE)} plus the court officer's mileage. A second mileage fee is paid directly to the officer if the officer must return to execute the warrant.`,
      { align: 'justify' },
    ),
    spacer(6),
    // A request the party makes through its attorney of record is signed by the attorney (R. 1:21-1(c), R. 6:10):
    // an entity's manager or agent may not sign it. Without an attorney the landlord signs it.
    ...(f.attorney ? attorneySignatureSection(f, signing.dated) : signatureSection(f, signing.signedAs, signing.dated)),
  ];
}

/**
 * The Certification by Landlord of a breach of a consent judgment (R. 6:6-4; nj-forms-facts.md §8): the consent's
 * date and terms, each missed payment with its due date, amount due and the part unpaid, and the payments received
 * since filing. Dated the day it is made and signed by hand.
 */
export function breachCertificationBlocks(
  f: CaseFacts,
  c: PostJudgmentCase,
  record: AfterFilingFacts | null,
  opts: SigningOptions,
): Block[] {
  const signing = madeToday(f);
  const missed = record?.missedPayments ?? [];
  const consentDate = formatLongDate(record?.consentDate ?? c.judgmentDate);
  const totalShort = missed.reduce((sum, m) => sum + m.shortBy, 0);
  const missedTable: Block = {
    kind: 'table',
    columns: [
      { header: 'Payment due on', width: 'star' },
      { header: 'Amount due', width: 110, align: 'right' },
      { header: 'Unpaid', width: 110, align: 'right' },
    ],
    rows: missed.map((m) => [
      [run(formatDateUs(m.dueDate))],
      [run(formatCurrency(m.amountDue))],
      [run(formatCurrency(m.shortBy))],
    ]),
    footer: [[bold('TOTAL UNPAID')], [run('')], [bold(formatCurrency(totalShort))]],
    lines: 'grid',
    showHeader: true,
  };
  return [
    ...caption(f, ['CERTIFICATION BY LANDLORD', 'OF BREACH OF SETTLEMENT'], opts.docketNo),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        { label: '1.', runs: [run(signerCapacityStatement(f))] },
        {
          label: '2.',
          runs: [
            run(
              `On ${consentDate || '________'} the parties entered into a consent to enter judgment${record?.consentTermsLabel ? ` (${record.consentTermsLabel.toLowerCase()})` : ''} for the premises at ${f.premises.oneLine}, under which the defendant(s), ${f.tenantNames}, agreed to make the payments listed below by their due dates.`,
            ),
          ],
        },
        {
          label: '3.',
          runs: [run('The defendant(s) have failed to make the following payments required by the agreement:')],
          children: [missedTable],
        },
        {
          label: '4.',
          runs: [
            run(
              `Since the complaint was filed the landlord has received ${formatCurrency(record?.paidSinceFiling ?? 0)} in total from or for the defendant(s), every payment counted above.`,
            ),
          ],
        },
        {
          label: '5.',
          runs: [
            run('The defendant(s) have breached the agreement, and the landlord asks that a warrant of removal issue.'),
          ],
        },
        {
          label: '6.',
          runs: [
            run(
              'I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.',
            ),
          ],
        },
      ],
    },
    ...signatureSection(f, signing.signedAs, signing.dated),
  ];
}
