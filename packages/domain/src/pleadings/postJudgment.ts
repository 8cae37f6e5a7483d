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
import { formatDateUs, formatLongDate, type IsoDate } from '../dates.ts';
import { earliestWarrantDate, warrantWaitHasPassed } from '../courtDays.ts';
import { CONSENT_TERMS_LABELS, enforcedJudgment, servicememberDefaultRefusal } from '../afterFiling.ts';
import { joinNames } from '../format.ts';
import { TENANT_KIND } from '../tenantNames.ts';
import { formatCurrency } from '../money.ts';
import type { AfterFilingFacts, CaseFacts } from './facts.ts';
import { bold, fillLine, heading, paragraph, run, spacer, type Block, type Run } from './model.ts';
import { amountsTable, attorneySignatureSection, caption, signatureSection, signerCapacityStatement } from './parts.ts';
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

/** The case fields the post-judgment papers read (the court record comes from AfterFilingFacts). */
export type PostJudgmentCase = Pick<Case, 'statements'> & Partial<Pick<Case, 'leaseTypeCategory'>>;

export const CERTIFICATION_OF_BREACH_TITLE = 'Certification by Landlord of Breach of Settlement';

const PAPER_NAMES: Record<PostJudgmentTemplate, string> = {
  certification_by_landlord: 'Certification by Landlord',
  certification_by_landlords_attorney: "Certification by Landlord's Attorney",
  wor_request: 'Request for Warrant of Removal',
  certification_of_breach: CERTIFICATION_OF_BREACH_TITLE,
};

export const POST_JUDGMENT_MESSAGES = {
  notFiled: (paper: string) =>
    `${paper}: this case has no court record. Record the docket number and the date filed on the case view first: the post-judgment papers read the court record.`,
  noJudgment: (paper: string) =>
    `${paper}: this case records no judgment for possession. Record the judgment (its date, and whether by default) in the case view's Outcome first.`,
  notDue: (paper: string) =>
    `${paper}: the court needs it for a default or a consent judgment. Record in the case view's Outcome that the tenant did not appear at trial, or the consent to enter judgment, first.`,
  afterTrial: (paper: string) =>
    `${paper}: the judgment for possession was entered after a trial; the court asks for this certification only for a judgment by default or by consent (R. 6:6-3(b), R. 6:6-4).`,
  ended: (paper: string) => `${paper}: the case was dismissed or withdrawn.`,
  judgmentInFuture: (paper: string) =>
    `${paper}: the judgment date cannot be in the future. Enter the date the court entered the judgment.`,
  notRegistered:
    'Certification by Landlord: the case does not say that the landlord has registered the leasehold (N.J.S.A. 46:8-27), and this certification states that it has. Register the leasehold and answer Yes to the registration statement before making it.',
  noAttorney:
    "Certification by Landlord's Attorney: this case has no attorney of record. Only the landlord's attorney makes this certification (R. 6:6-3(b)); choose the attorney of record on Review & Sign, or file the Certification by Landlord alone if the landlord is self-represented.",
  noConsent: `${CERTIFICATION_OF_BREACH_TITLE}: this case records no consent to enter judgment. Record the settlement (consent to enter judgment) with its payment plan first.`,
  noMissedPayment: `${CERTIFICATION_OF_BREACH_TITLE}: no payment of the plan has been missed. Record the payments received; a payment is missed only after its due date has passed.`,
  notBreached:
    'Request for Warrant of Removal: the consent to enter judgment has not been breached on record. Make the Certification by Landlord of Breach of Settlement first.',
  paidInFull: (claimed: number, received: number) =>
    `Certification by Landlord: the payments received since the complaint was filed (${formatCurrency(received)}) cover all of the ${formatCurrency(claimed)} of rent and charges claimed in the complaint, so this certification that they remain unpaid would be false. If a payment was recorded by mistake, correct it on the case first.`,
  tooEarly: (judgment: IsoDate, earliest: IsoDate) =>
    `Request for Warrant of Removal: the warrant can be requested only after three New Jersey court days have passed since the judgment of ${formatLongDate(judgment)}, not counting the day of the judgment, weekends and court holidays. Make this request on or after ${formatLongDate(earliest)}.`,
} as const;

/** True for a commercial (non-residential) tenancy: no residential statement is made on its papers. */
function isCommercial(c: PostJudgmentCase): boolean {
  return c.leaseTypeCategory === 'Commercial';
}

/**
 * Why a post-judgment paper cannot be made from a case today, or null when it can
 * (docs/product/rules.md#post-judgment, #warrant-timing). Every paper reads the court record (`afterFiling`), never
 * the case's own copy of the trial action, judgment date or docket number. The Certification by Landlord is due for a
 * default (the tenant did not appear) or a consent, before the judgment; the warrant after a judgment for possession
 * or a certified breach; the breach certification once a plan payment is missed.
 */
export function postJudgmentRefusal(
  templateName: PostJudgmentTemplate,
  c: PostJudgmentCase,
  today: IsoDate,
  context: { hasAttorney?: boolean; afterFiling?: AfterFilingFacts | null } = {},
): string | null {
  const paper = PAPER_NAMES[templateName];
  const record = context.afterFiling ?? null;
  if (templateName === 'certification_by_landlords_attorney' && !context.hasAttorney)
    return POST_JUDGMENT_MESSAGES.noAttorney;
  if (!record) return POST_JUDGMENT_MESSAGES.notFiled(paper);
  const o = record.outcome;
  if (o?.kind === 'dismissed' || o?.kind === 'withdrawn') return POST_JUDGMENT_MESSAGES.ended(paper);
  const military = { tenantInMilitary: c.statements.tenantInMilitary === true };
  if (templateName === 'certification_of_breach') {
    if (o?.kind !== 'consent') return POST_JUDGMENT_MESSAGES.noConsent;
    if ((record.allocation?.missed.length ?? 0) === 0) return POST_JUDGMENT_MESSAGES.noMissedPayment;
    return null;
  }
  if (templateName === 'wor_request') {
    const judgment = enforcedJudgment(record.outcome, record.breachCertified);
    if (!judgment)
      return o?.kind === 'consent' ? POST_JUDGMENT_MESSAGES.notBreached : POST_JUDGMENT_MESSAGES.noJudgment(paper);
    if (judgment.date > today) return POST_JUDGMENT_MESSAGES.judgmentInFuture(paper);
    const servicemember = servicememberDefaultRefusal(o, military);
    if (servicemember) return `${paper}: ${servicemember}`;
    if (!warrantWaitHasPassed(judgment.date, today))
      return POST_JUDGMENT_MESSAGES.tooEarly(judgment.date, earliestWarrantDate(judgment.date));
    return null;
  }
  // The landlord's and the attorney's certifications, for a default or a consent judgment.
  if (!o) return POST_JUDGMENT_MESSAGES.notDue(paper);
  if (o.kind === 'judgment_for_possession' && !o.byDefault) return POST_JUDGMENT_MESSAGES.afterTrial(paper);
  const servicemember = servicememberDefaultRefusal(o, military);
  if (servicemember) return `${paper}: ${servicemember}`;
  if (templateName === 'certification_by_landlord') {
    if (!isCommercial(c) && c.statements.landlordRegistered !== true) return POST_JUDGMENT_MESSAGES.notRegistered;
    if (record.paidSinceFiling >= record.claimedAsFiled)
      return POST_JUDGMENT_MESSAGES.paidInFull(record.claimedAsFiled, record.paidSinceFiling);
  }
  return null;
}

/** Signed by hand after printing: no signature is put on the paper; dated the day it is made. */
function madeToday(f: CaseFacts): { signedAs: null; dated: string } {
  return { signedAs: null, dated: f.todayLong };
}

/**
 * What the Certification by Landlord says remains unpaid (docs/product/rules.md#post-judgment): the amount as filed
 * (the complaint's 9A total) less the payments received since filing, never below zero. The payments are null when
 * no court record is known: the paper then leaves them and the balance to be filled in. Rent that fell due after
 * filing is not recorded anywhere, so it is neither added nor guessed.
 */
export function unpaidBalance(
  f: Pick<CaseFacts, 'amountsTotal'>,
  afterFiling: AfterFilingFacts | null,
): { claimed: number; received: number | null; balance: number | null } {
  const claimed = afterFiling ? afterFiling.claimedAsFiled : f.amountsTotal;
  const received = afterFiling ? afterFiling.paidSinceFiling : null;
  return { claimed, received, balance: received === null ? null : Math.max(0, claimed - received) };
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
      [[run('Claimed in the complaint as filed (total above)')], [run(formatCurrency(b.claimed))]],
      [[run('Less: received from or for the defendant(s) since the complaint was filed')], [run(amount(b.received))]],
    ],
    footer: [[bold(`BALANCE DUE AS OF ${f.todayLong.toUpperCase()}`)], [bold(amount(b.balance))]],
    lines: 'grid',
    showHeader: false,
  };
}

const isOrAre = (n: number) => (n === 1 ? 'is' : 'are');

/**
 * How the landlord knows each defendant's military status (50 U.S.C. 3931(b)(1)): per defendant who is a person, the
 * Department of Defense Manpower Data Center search with its date and result; a business defendant is not a person.
 * Full sentences, never a double negative; blanks where the case records no search.
 */
export function militaryFacts(f: CaseFacts, record: AfterFilingFacts | null): string[] {
  const people = f.tenants.filter((t) => t.kind === TENANT_KIND.individual).map((t) => t.name);
  const businesses = f.tenants.filter((t) => t.kind !== TENANT_KIND.individual).map((t) => t.name);
  const lines = businesses.map(
    (name) => `${name} is a business, not a person, and cannot be in the military service of the United States.`,
  );
  if (people.length === 0) return lines;
  const names = joinNames(people);
  const site = "Department of Defense Manpower Data Center's Servicemembers Civil Relief Act (SCRA) website";
  const a = f.answers;
  if (a.tenantInMilitary === true) {
    const o = record?.outcome;
    const counsel = o && 'servicememberCounselAppointed' in o && o.servicememberCounselAppointed;
    lines.push(
      `The landlord has reported that a defendant (${names}${people.length > 1 ? ', or one of them' : ''}) is in the military service of the United States.`,
      counsel
        ? 'The court has appointed an attorney to represent the servicemember (50 U.S.C. 3931(b)(2)).'
        : 'The court has not yet appointed an attorney to represent the servicemember (50 U.S.C. 3931(b)(2)).',
    );
    return lines;
  }
  if (a.scraChecked === true && a.scraCheckDate) {
    lines.push(
      `On ${formatLongDate(a.scraCheckDate)} the ${site} was searched for ${names}. The search reported that ${names} ${isOrAre(people.length)} not in the military service of the United States.`,
    );
    return lines;
  }
  if (a.scraChecked === false) {
    lines.push(
      `The ${site} has not been searched for ${names}. I am therefore unable to state from such a search whether ${people.length === 1 ? 'this defendant is' : 'these defendants are'} in the military service of the United States.`,
    );
    return lines;
  }
  lines.push(
    `The ${site} was searched for ${names} on ____________ (date). The search reported: ______________________________.`,
  );
  return lines;
}

/** What the certification is for, from the court record: a default after the tenant did not appear, or a consent. */
function certificationPurpose(record: AfterFilingFacts | null): string {
  const o = record?.outcome;
  if (o?.kind === 'no_appearance' || (o?.kind === 'judgment_for_possession' && o.byDefault))
    return `The defendant(s) did not appear at the trial on ${formatLongDate(o.date)}. I make this certification for the entry of a judgment for possession by default.`;
  if (o?.kind === 'consent')
    return `On ${formatLongDate(o.date)} the parties entered into a consent to enter judgment (${CONSENT_TERMS_LABELS[o.terms].toLowerCase()}). I make this certification for the entry of that judgment (R. 6:6-4).`;
  return 'I make this certification for the entry of a judgment for possession by default or by consent.';
}

/**
 * The Certification by Landlord (Appendix XI-T, CN 10512) the court needs before a judgment for possession by default
 * or consent (R. 6:6-3(b), R. 6:6-4): the amount claimed as filed less the payments since filing, that the charges
 * are rent, for a residential tenancy that the leasehold is registered, and how the landlord knows the defendants'
 * military status.
 */
export function certificationBlocks(f: CaseFacts, afterFiling: AfterFilingFacts | null, opts: SigningOptions): Block[] {
  const signing = madeToday(f);
  const statements: Run[][] = [[run(signerCapacityStatement(f))], [run(certificationPurpose(afterFiling))]];
  const amounts = {
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
        {
          size: 'small',
        },
      ),
    ],
  };
  const rest: Run[][] = [
    [
      run(
        'Every charge claimed as rent, other than base rent, is allowed as rent by the lease and by applicable federal, state and local law.',
      ),
    ],
    ...(f.answers.commercial
      ? []
      : [
          [
            run(
              'The landlord has registered the leasehold as required by N.J.S.A. 46:8-27 and given the tenant(s) a copy of the registration statement.',
            ),
          ],
        ]),
    ...militaryFacts(f, afterFiling).map((line) => [run(line)]),
    [
      run(
        'I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.',
      ),
    ],
  ];
  const items = [...statements.map((runs) => ({ runs })), amounts, ...rest.map((runs) => ({ runs }))].map(
    (item, i) => ({ label: `${i + 1}.`, ...item }),
  );
  return [
    ...caption(f, ['CERTIFICATION BY LANDLORD'], opts.docketNo),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    { kind: 'allegations', items },
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

/** The outcome the warrant enforces, in words, and the one ground that applies (docs/product/rules.md#post-judgment). */
function warrantGround(f: CaseFacts, record: AfterFilingFacts | null): { outcome: string; ground: string } {
  const judgment = record ? enforcedJudgment(record.outcome, record.breachCertified) : null;
  const o = record?.outcome;
  if (judgment?.breach && o?.kind === 'consent')
    return {
      outcome: `Consent to enter judgment of ${formatLongDate(o.date)} (${CONSENT_TERMS_LABELS[o.terms].toLowerCase()}), breached`,
      ground: `The defendant(s) have failed to comply with the terms of the settlement of ${formatLongDate(o.date)}, as the Certification by Landlord of Breach of Settlement filed with this request states.`,
    };
  return {
    outcome: judgment?.byDefault
      ? 'Judgment for possession entered by default (the defendant(s) did not appear at trial)'
      : 'Judgment for possession',
    ground: `The defendant(s) have not vacated the premises${f.answers.commercial ? ' or surrendered possession of them' : ''}.`,
  };
}

/** Self-represented co-owners each sign the request they make; otherwise the landlord's or the attorney's block. */
function requestSignatures(f: CaseFacts, dated: string): Block[] {
  if (f.attorney) return attorneySignatureSection(f, dated);
  if (f.ownershipType !== 'Individual' || !f.pluralPlaintiffs) return signatureSection(f, null, dated);
  return f.owners.flatMap((owner) => [
    spacer(10),
    {
      kind: 'signature' as const,
      heading: [],
      byLine: false,
      signerName: owner.name,
      capacity: ['Plaintiff'],
      signedAs: null,
      dated,
      dateLine: true,
      closing: null,
    },
  ]);
}

/**
 * The Request for Residential Warrant of Removal (§9, CN 12836), or for a commercial tenancy the request for the
 * Commercial Warrant of Removal (CN 12817): $35 plus the court officer's mileage. The judgment and its date come from
 * the court record; the request names the outcome in words and states only the ground that applies.
 */
export function warrantRequestBlocks(f: CaseFacts, record: AfterFilingFacts | null, opts: SigningOptions): Block[] {
  const signing = madeToday(f);
  const judgment = record ? enforcedJudgment(record.outcome, record.breachCertified) : null;
  const judgmentDate = formatLongDate(judgment?.date);
  const { outcome, ground } = warrantGround(f, record);
  const plaintiffs = f.pluralPlaintiffs ? 'plaintiffs' : 'plaintiff';
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
            ? `The ${plaintiffs}, ${f.ownerName}, by ${f.attorney.name}, attorney for the ${plaintiffs}, request${f.pluralPlaintiffs ? '' : 's'} that a Warrant of Removal issue against the defendant(s), `
            : `The ${plaintiffs}, ${f.ownerName}, request${f.pluralPlaintiffs ? '' : 's'} that a Warrant of Removal issue against the defendant(s), `,
        ),
        bold(f.tenantNames),
        run(`, for the ${f.answers.commercial ? 'commercial ' : ''}premises at ${f.premises.oneLine}.`),
      ],
      { align: 'justify' },
    ),
    judgmentDate
      ? paragraph([run('Date the judgment for possession was entered: '), bold(judgmentDate)])
      : fillLine('Date the judgment for possession was entered:', 160),
    paragraph([run('Outcome: '), bold(outcome)]),
    paragraph(
      `At least three court days (not counting the day of the judgment, weekends and court holidays) have passed since the judgment. ${ground}`,
      { align: 'justify' },
    ),
    heading('Fee', 3),
    paragraph(
      `Enclosed is the warrant fee of ${formatCurrency(WARRANT_OF_REMOVAL_FEE)} plus the court officer's mileage. A second mileage fee is paid directly to the officer if the officer must return to execute the warrant.`,
      { align: 'justify' },
    ),
    // A request the party makes through its attorney of record is signed by the attorney (R. 1:21-1(c), R. 6:10):
    // an entity's manager or agent may not sign it. Without an attorney each plaintiff who is a person signs it.
    ...requestSignatures(f, signing.dated),
  ];
}

/**
 * The Certification by Landlord of a breach of a consent judgment (R. 6:6-4; nj-forms-facts.md §8): the consent's
 * date and terms, every installment of the plan with what was paid of it, when, and what is left
 * (planAllocation), and the totals due by today, received and unpaid. Dated the day it is made and signed by hand.
 */
export function breachCertificationBlocks(
  f: CaseFacts,
  record: AfterFilingFacts | null,
  opts: SigningOptions,
): Block[] {
  const signing = madeToday(f);
  const consent = record?.outcome?.kind === 'consent' ? record.outcome : null;
  const allocation = record?.allocation ?? null;
  const rows = allocation?.installments ?? [];
  const planTable: Block = {
    kind: 'table',
    columns: [
      { header: 'Due on', width: 'star' },
      { header: 'Amount due', width: 80, align: 'right' },
      { header: 'Paid', width: 80, align: 'right' },
      { header: 'Date paid', width: 80, align: 'right' },
      { header: 'Unpaid', width: 80, align: 'right' },
    ],
    rows: rows.map((r) => [
      [run(formatDateUs(r.dueDate))],
      [run(formatCurrency(r.amount))],
      [run(formatCurrency(r.paid))],
      [run(r.paidOn ? `${formatDateUs(r.paidOn)}${r.paidByDue < r.paid ? ' (late)' : ''}` : 'none')],
      [run(formatCurrency(r.balance))],
    ]),
    lines: 'grid',
    showHeader: true,
  };
  const totals: Block = {
    kind: 'table',
    columns: [
      { header: '', width: 'star' },
      { header: 'Amount', width: 90, align: 'right' },
    ],
    rows: [
      [
        [run(`Due under the agreement on or before ${f.todayLong}`)],
        [run(formatCurrency(allocation?.dueByToday ?? 0))],
      ],
      [
        [run('Received from or for the defendant(s) since the agreement')],
        [run(formatCurrency(allocation?.received ?? 0))],
      ],
    ],
    footer: [[bold(`UNPAID AS OF ${f.todayLong.toUpperCase()}`)], [bold(formatCurrency(allocation?.balanceDue ?? 0))]],
    lines: 'grid',
    showHeader: false,
  };
  const missed = allocation?.missed ?? [];
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
              `On ${formatLongDate(consent?.date) || '________'} the parties entered into a consent to enter judgment${consent ? ` (${CONSENT_TERMS_LABELS[consent.terms].toLowerCase()})` : ''} for the premises at ${f.premises.oneLine}, under which the defendant(s), ${f.tenantNames}, agreed to make the payments listed below by their due dates.`,
            ),
          ],
        },
        {
          label: '3.',
          runs: [
            run(
              'Each payment received since the agreement was applied to the oldest payment of the plan not yet paid in full. The plan and what was paid of each payment:',
            ),
          ],
          children: [planTable, spacer(6), totals],
        },
        {
          label: '4.',
          runs: [
            run(
              `The defendant(s) did not make in full, by ${missed.length === 1 ? 'its due date, the payment' : 'their due dates, the payments'} due on ${joinNames(missed.map((m) => formatLongDate(m.dueDate))) || '________'}. Since the complaint was filed the landlord has received ${formatCurrency(record?.paidSinceFiling ?? 0)} in total from or for the defendant(s).`,
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
