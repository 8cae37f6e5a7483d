/**
 * The papers filed with (or sent before) the complaint: the cover letter to the tenant (the Delinquent Letter,
 * docs/product/data-and-rules.md#product), the Tenancy Summons (Appendix XI-B, CN 10822), the Landlord Case Information Statement (CN 12770),
 * the Certification of Lease and Registration Statement (CN 12842) and the filing instructions for the county.
 * Sources: nj-forms-facts.md §2, §4, §5, §6, §10, §13.
 */
import { formatCurrency } from '../money.ts';
import { COURT_FIELD_LABELS, type Case } from '../entities.ts';
import { formatLongDate } from '../dates.ts';
import { joinNames } from '../format.ts';
import type { CaseFacts, TrialAccommodations } from './facts.ts';
import { BLANK_LINE, STATEMENT_LABELS } from './facts.ts';
import {
  bold,
  box,
  checkbox,
  fillLine,
  heading,
  italic,
  pageBreak,
  paragraph,
  run,
  spacer,
  type Block,
  type TableBlock,
} from './model.ts';
import {
  amountsTable,
  ATTORNEY_REQUIRED_NOTICE,
  caption,
  CONFIRM_ADDRESS_NOTICE,
  courtCheckAdvice,
  MILITARY_NOTICE,
  PUBLIC_DOCUMENT_NOTICE,
  UNREGISTERED_NOTICE,
  signatureSection,
  coSigners,
  signerCapacityStatement,
} from './parts.ts';
import { letterSignatureSection, partySignatureSection } from './signers.ts';
import type { SigningOptions } from './complaint.ts';
import { CLRS_FORM_TEXT, REGISTRATION_EXEMPTION_SCOPE, clrsBoxes } from './attachments.ts';
import { efileName } from '../filingPlan.ts';
import { effectiveFilingPlan } from '../filingSystem.ts';

const plain = (s: string, spaceAfter = 0): Block => paragraph(s, { spaceAfter });

/** Who a cover letter comes from: the letterhead's parties, the one address the tenant writes and pays to, and its signer. */
export interface LetterSender {
  /** Each party named at the head of the letter, with their own address and phone or e-mail (never another's). */
  letterhead: Array<{ name: string; address: string[]; phone: string | null; email: string | null }>;
  /** Whom the tenant pays, and where: the sender's own address. */
  payTo: string;
  /** Who signs the letter: the attorney of record, else the person who verifies (Review & Sign). */
  signer: 'attorney' | 'verifier';
}

const ownLines = (address: string[]) => address.filter((l) => !l.startsWith('c/o '));

/**
 * The cover letter's sender (rules.md#letter-sender): the person who signs and files it, with that person's own
 * address. The attorney of record when there is one; else a managing agent that verifies or receives the owners'
 * mail, at the agent's office; else the plaintiff who verifies, at their own address, beside each other plaintiff at
 * theirs; an entity at its own address. Nobody is printed with another plaintiff's address.
 */
export function letterSender(f: CaseFacts): LetterSender {
  const a = f.attorney;
  if (a) {
    const office = a.firm ?? a.name;
    return {
      letterhead: [
        { name: office, address: [...(a.firm ? [a.name] : []), ...a.addressLines], phone: a.phone, email: a.email },
      ],
      payTo: `${f.ownerName}, in care of ${office}, ${a.addressLines.join(', ')}`,
      signer: 'attorney',
    };
  }
  const role = f.verifier?.role ?? null;
  const plaintiffSigns = role === 'owner' || role === 'coOwner';
  if (f.agent && !plaintiffSigns) {
    const name = f.agent.company ?? f.agent.name;
    const address = ownLines(f.landlord.address);
    return {
      letterhead: [{ name, address, phone: f.landlord.phone, email: f.landlord.email }],
      payTo: [name, ...address].join(', '),
      signer: 'verifier',
    };
  }
  const plaintiffs = f.plaintiffs.length > 0 ? f.plaintiffs : [f.landlord];
  if (f.ownershipType !== 'Individual') {
    const entity = plaintiffs[0]!;
    const address = ownLines(entity.address);
    return {
      letterhead: [{ name: f.ownerName, address, phone: entity.phone, email: entity.email }],
      payTo: [f.ownerName, ...address].join(', '),
      signer: 'verifier',
    };
  }
  const signer =
    (plaintiffSigns && plaintiffs.find((p) => p.name.toLowerCase() === f.signerName.toLowerCase())) || plaintiffs[0]!;
  // The signer first, each plaintiff with their own details.
  const ordered = [signer, ...plaintiffs.filter((p) => p !== signer)];
  const address = ownLines(signer.address);
  return {
    letterhead: ordered.map((p) => ({ name: p.name, address: ownLines(p.address), phone: p.phone, email: p.email })),
    payTo: [signer.name, ...(address.length > 0 ? address : [BLANK_LINE])].join(', '),
    signer: 'verifier',
  };
}

/** The cover letter asking the tenant to pay the outstanding rent (docs/product/data-and-rules.md#product: the Delinquent Letter). */
export function letterBlocks(f: CaseFacts, opts: SigningOptions): Block[] {
  const sender = letterSender(f);
  const letterhead: Block[] = sender.letterhead.flatMap((party, i) => {
    const contact = [party.phone ? `Phone: ${party.phone}` : '', party.email ? `Email: ${party.email}` : '']
      .filter(Boolean)
      .join('   ');
    return [
      ...(i > 0 ? [spacer(4)] : []),
      paragraph([bold(party.name)], { align: 'center', spaceAfter: 0, size: i === 0 ? 'large' : 'normal' }),
      ...(party.address.length > 0 ? party.address : [`Address: ${BLANK_LINE}`]).map((l) =>
        paragraph(l, { align: 'center', spaceAfter: 0 }),
      ),
      ...(contact ? [paragraph(contact, { align: 'center', spaceAfter: 0 })] : []),
    ];
  });
  const payTo = sender.payTo;
  const signature = letterSignatureSection(f, opts.signedAs);
  return [
    ...letterhead,
    spacer(12),
    plain(f.todayLong, 10),
    // An estate is written to through its personal representative.
    ...f.tenants.map((t) => plain(t.estate ? `${t.name}, ${t.kind}` : t.name)),
    ...f.premises.lines.map((l) => plain(l)),
    spacer(8),
    paragraph([bold('Re: '), bold(`Past-due rent for ${f.premises.oneLine}`)]),
    spacer(4),
    paragraph(`Dear ${f.tenantNames}:`),
    paragraph(
      `Our records show that the following ${f.amounts.some((r) => r.description !== 'Rent') ? 'rent and charges for the premises are' : 'rent for the premises is'} past due and unpaid as of ${f.todayLong}:`,
      { align: 'justify' },
    ),
    amountsTable(f, 'TOTAL DUE'),
    spacer(4),
    paragraph(
      [
        run('Please pay the total of '),
        bold(formatCurrency(f.amountsTotal)),
        run(` within ten (10) days of the date of this letter, to ${payTo}.`),
      ],
      { align: 'justify' },
    ),
    paragraph(
      `If the balance is not paid, the landlord intends to file the enclosed Verified Complaint for non-payment of rent with the ${f.court.name}. The complaint asks the court for a judgment for possession of the premises, together with costs.`,
      { align: 'justify' },
    ),
    ...(f.answers.subsidized
      ? [
          paragraph(
            'This letter concerns only your portion of the rent. No late charges, attorney fees or other charges are claimed.',
            { align: 'justify' },
          ),
        ]
      : []),
    paragraph(
      f.answers.commercial
        ? 'If you have already paid, or you believe this balance is wrong, please contact us right away.'
        : 'If you have already paid, or you believe this balance is wrong, please contact us right away. If you are having difficulty paying the rent, you may dial 2-1-1 (NJ 211) for information about rental assistance programs.',
      { align: 'justify' },
    ),
    ...signature,
    plain('Enclosure: Verified Complaint (copy)'),
  ];
}

/** The three help lines of the Tenancy Summons, for the tenant's county, in English or Spanish. */
function helpLines(f: CaseFacts, lang: 'en' | 'es'): Block[] {
  const county = f.county || '______';
  const c = f.court;
  const named = (name: string | null, phone: string) => (name ? `${name}, ${phone}` : phone);
  const size = lang === 'es' ? 'small' : 'normal';
  const line = (label: string, value: string | null) =>
    paragraph([run(`${label} `), value ? bold(value) : run('______________________')], {
      spaceAfter: 2,
      indent: 18,
      size,
    });
  const labels =
    lang === 'en'
      ? [
          `Legal Services (${county} County):`,
          `Lawyer Referral Service (${county} County Bar Association):`,
          `County welfare agency (${county} County):`,
        ]
      : [
          `Servicios Legales (Condado de ${county}):`,
          `Servicio de Referencia de Abogados (colegio de abogados del Condado de ${county}):`,
          `Agencia de bienestar social (Condado de ${county}):`,
        ];
  return [
    line(labels[0]!, c.legalServices ? named(c.legalServices.name, c.legalServices.phone) : null),
    line(labels[1]!, c.lawyerReferralPhone),
    line(labels[2]!, c.welfareAgency ? named(c.welfareAgency.name, c.welfareAgency.phone) : null),
  ];
}

/**
 * The Tenancy Summons and Return of Service (nj-forms-facts.md §4): the notices to the tenant with the county's
 * Legal Services, Lawyer Referral and welfare agency lines, then the same notices in full in Spanish, marked as the
 * product's translation. A filed paper: no note to the landlord appears on it.
 */
export function summonsBlocks(f: CaseFacts, opts: SigningOptions): Block[] {
  const county = f.county || '______';
  const courtAddress = f.court.addressLines.length > 0 ? f.court.addressLines.join(', ') : BLANK_LINE;
  const officePhone = f.court.phone ?? '______________';
  // The interpreter/accommodation line names the county's contact for it when the data has one, and the office's
  // own telephone always, so the summons carries the court's phone in every county.
  const interpreterEn = f.court.accommodationContact
    ? `${f.court.accommodationContact}. The Special Civil Part's telephone: ${officePhone}.`
    : `${officePhone}.`;
  const interpreterEs = f.court.accommodationContact
    ? `${f.court.accommodationContact}. Teléfono de la Parte Civil Especial: ${officePhone}.`
    : `${officePhone}.`;
  const courtNameEs = `Tribunal Superior de Nueva Jersey, División de Derecho, Parte Civil Especial, Condado de ${county}`;
  return [
    ...caption(f, ['TENANCY SUMMONS', 'AND RETURN OF SERVICE'], opts.docketNo),
    heading('TO THE ABOVE-NAMED DEFENDANT(S):', 3),
    paragraph(
      `The plaintiff, your landlord, has filed a lawsuit against you in the ${f.court.name}, asking the court to remove you from the premises at ${f.premises.oneLine} for non-payment of rent. A copy of the complaint is attached.`,
      { align: 'justify' },
    ),
    paragraph(
      'You must appear on the date and at the time and place stated below. If you do not appear, the court may enter a judgment for possession against you and you may be evicted. You may have the case dismissed by paying the amount stated in paragraph 9B of the complaint to the landlord or to the Clerk of the Special Civil Part before the trial (on the trial date, only until 4:30 p.m.).',
      { align: 'justify' },
    ),
    fillLine('Date and time:', 260),
    // Where trials sit elsewhere than the office (trialLocation), the clerk writes the place in with the date.
    ...(f.court.trialLocation
      ? [
          fillLine('Place:', 260),
          paragraph([run('Office of the Special Civil Part: '), bold(courtAddress)], { spaceAfter: 8 }),
        ]
      : [paragraph([run('Place: '), bold(`${f.court.name}, ${courtAddress}`)], { spaceAfter: 8 })]),
    paragraph(
      'If you cannot afford a lawyer, you may call Legal Services. If you can afford a lawyer but do not know one, you may call the Lawyer Referral Service of your county bar association. For housing assistance, you may contact the county welfare agency.',
      { align: 'justify' },
    ),
    ...helpLines(f, 'en'),
    spacer(6),
    paragraph(
      `If you need an interpreter or an accommodation for a disability, tell the court as soon as possible: ${interpreterEn}`,
      { align: 'justify' },
    ),
    heading('AVISO EN ESPAÑOL', 3),
    paragraph(
      [
        italic(
          'Traducción al español de los avisos anteriores, proporcionada por RentFile NJ y no por el tribunal. (Spanish translation of the notices above, supplied by RentFile NJ, not by the court.)',
        ),
      ],
      { size: 'small' },
    ),
    paragraph(
      `El demandante, su arrendador, ha presentado una demanda en su contra en el ${courtNameEs}, en la que pide al tribunal que lo desaloje de la vivienda situada en ${f.premises.oneLine} por falta de pago del alquiler. Se adjunta una copia de la demanda.`,
      { align: 'justify', size: 'small' },
    ),
    paragraph(
      'Usted debe comparecer en la fecha, la hora y el lugar indicados arriba («Date and time» y «Place»). Si no comparece, el tribunal puede dictar en su contra un fallo de posesión a favor del arrendador y usted puede ser desalojado. Puede lograr que se desestime el caso si paga la cantidad indicada en el párrafo 9B de la demanda al arrendador o al Secretario de la Parte Civil Especial antes del juicio (el día del juicio, solo hasta las 4:30 p. m.).',
      { align: 'justify', size: 'small' },
    ),
    ...(f.court.trialLocation
      ? [
          fillLine('Lugar:', 260),
          paragraph([run('Oficina de la Parte Civil Especial: '), bold(courtAddress)], { size: 'small' }),
        ]
      : [paragraph([run('Lugar: '), bold(`${courtNameEs}, ${courtAddress}`)], { size: 'small' })]),
    paragraph(
      'Si no puede pagar un abogado, puede llamar a Servicios Legales (Legal Services). Si puede pagar un abogado pero no conoce a ninguno, puede llamar al Servicio de Referencia de Abogados (Lawyer Referral Service) del colegio de abogados de su condado. Para recibir ayuda con la vivienda, puede comunicarse con la agencia de bienestar social del condado.',
      { align: 'justify', size: 'small' },
    ),
    ...helpLines(f, 'es'),
    paragraph(
      `Si necesita un intérprete o una adaptación por discapacidad, avise al tribunal lo antes posible: ${interpreterEs}`,
      { align: 'justify', size: 'small' },
    ),
    spacer(10),
    fillLine('Date:', 140),
    spacer(14),
    plain('______________________________'),
    plain('Clerk of the Special Civil Part'),
    pageBreak,
    heading("COURT OFFICER'S RETURN OF SERVICE (for court use only)", 2, 'center'),
    fillLine('Docket No.:', 200),
    fillLine('Date and time of service:', 220),
    fillLine('Name of person served:', 240),
    fillLine('Relationship to defendant:', 220),
    fillLine('Description of person served (sex, age, height, weight, race, hair):', 160),
    fillLine('Efforts made to serve personally:', 240),
    fillLine('If posted, description of the premises:', 220),
    spacer(10),
    paragraph(
      'I hereby certify that on the date above I served the defendant(s) by delivering a copy of this summons and the complaint as described above.',
      { align: 'justify' },
    ),
    spacer(18),
    plain('______________________________'),
    plain('Special Civil Part Officer'),
  ];
}

function factTable(rows: Array<[string, string]>): TableBlock {
  return {
    kind: 'table',
    columns: [
      { header: 'Item', width: 170 },
      { header: 'Answer', width: 'star' },
    ],
    rows: rows.map(([k, v]) => [[bold(k)], [run(v)]]),
    lines: 'form',
    showHeader: false,
  };
}

const yesNoText = (v: boolean | null) => (v === null ? 'Not answered' : v ? 'Yes' : 'No');

/** The Landlord Case Information Statement (nj-forms-facts.md §5). */
export function caseInformationBlocks(f: CaseFacts, a: TrialAccommodations, opts: SigningOptions): Block[] {
  const representation = f.attorney
    ? `Represented by ${f.attorney.name}, NJ Attorney ID No. ${f.attorney.attorneyId}${f.attorney.firm ? `, ${f.attorney.firm}` : ''}`
    : f.requiresAttorney
      ? 'A New Jersey attorney is required'
      : 'Self-represented';
  const nonRent = f.amounts.filter((r) => r.description !== 'Rent');
  const rentOwed = f.amountsTotal - nonRent.reduce((t, r) => t + r.amount, 0);
  return [
    box([paragraph([italic(PUBLIC_DOCUMENT_NOTICE)], { size: 'small', spaceAfter: 0 })]),
    spacer(8),
    ...caption(f, ['LANDLORD CASE', 'INFORMATION STATEMENT'], opts.docketNo),
    paragraph(
      [
        italic(
          'The information in this statement is not admissible as evidence. File it with the complaint; it must be on file at least 5 days before the case management conference.',
        ),
      ],
      { size: 'small' },
    ),
    heading('Part 1. Plaintiff (Landlord)', 3),
    factTable([
      ['Name', f.ownerName],
      ['Type', f.ownershipType],
      ...plaintiffRows(f),
      ['Signer', f.verifier?.title ? `${f.signerName}, ${f.verifier.title}` : f.signerName],
      ['Representation', representation],
    ]),
    heading('Part 2. Defendant(s) (Tenants)', 3),
    factTable(
      f.tenants.map((t, i) => [
        `${i + 1}. ${t.name}`,
        [t.kind, t.address.join(', '), t.phone, t.email].filter(Boolean).join('; '),
      ]),
    ),
    heading('Part 3. Premises and Lease', 3),
    factTable([
      ['Rental premises', f.premises.oneLine],
      ['Owner-occupied', yesNoText(f.answers.ownerOccupied)],
      ['Lease', `${f.leaseType}, since ${f.leaseStart}`],
      ['Rent', `${formatCurrency(f.contractRent)}, payable ${f.rentSchedule}`],
      [
        'Subsidy',
        f.answers.subsidized
          ? `${f.subsidyName}; tenant's portion ${formatCurrency(f.periodRent)}${f.housingAgency ? `; agency: ${f.housingAgency.name}, ${f.housingAgency.addressLines.join(', ')}` : ''}`
          : 'None',
      ],
      ['Rent control', yesNoText(f.answers.rentControlled)],
      [
        'CARES Act covered property',
        f.answers.caresCovered === true && f.answers.caresNoticeDate
          ? `Yes; 30-day notice to vacate served ${formatLongDate(f.answers.caresNoticeDate)}`
          : yesNoText(f.answers.caresCovered),
      ],
    ]),
    heading('Part 4. Amounts Claimed', 3),
    factTable([
      ['Rent', formatCurrency(rentOwed)],
      ['Additional rent and charges', formatCurrency(f.amountsTotal - rentOwed)],
      ['Total claimed (complaint 9A)', formatCurrency(f.amountsTotal)],
    ]),
    heading('Part 5. Registration, Notices and Trial Needs', 3),
    factTable([
      [
        'Registered (N.J.S.A. 46:8-27)',
        // As item 7 of the complaint says it (rules.md#registration-exempt).
        f.answers.registrationExempt
          ? 'Exempt: an owner-occupied building of not more than two units (N.J.S.A. 46:8-27, 46:8-28)'
          : yesNoText(f.answers.registered),
      ],
      ['Required notices attached', yesNoText(f.answers.noticesAttached)],
      ['Tenant in military service', yesNoText(f.answers.tenantInMilitary)],
      [
        'Military status checked (DMDC SCRA website)',
        f.answers.scraChecked === true && f.answers.scraCheckDate
          ? `Yes, on ${formatLongDate(f.answers.scraCheckDate)}`
          : yesNoText(f.answers.scraChecked),
      ],
      ['Interpreter', a.interpreter && a.language ? `Yes, ${a.language}` : 'No'],
      ['Disability accommodation', a.disability && a.accommodation ? `Yes, ${a.accommodation}` : 'No'],
    ]),
    spacer(6),
    paragraph(
      coSigners(f).length > 0
        ? 'Each of us certifies that the information provided above is true to the best of our knowledge.'
        : 'I certify that the information provided above is true to the best of my knowledge.',
    ),
    ...partySignatureSection(f, opts.signedAs, opts.dated),
  ];
}

/** Each plaintiff's own address and phone or e-mail (one plaintiff: the two rows of the form; several: one row each). */
function plaintiffRows(f: CaseFacts): Array<[string, string]> {
  const address = (p: CaseFacts['landlord']) => (p.address.length > 0 ? p.address.join(', ') : 'not entered');
  const contact = (p: CaseFacts['landlord']) => [p.phone, p.email].filter(Boolean).join(' / ') || '—';
  const all = f.agent || f.plaintiffs.length === 0 ? [f.landlord] : f.plaintiffs;
  if (all.length === 1)
    return [
      ['Address', address(all[0]!)],
      ['Phone / Email', contact(all[0]!)],
    ];
  return all.map((p) => [p.name, `${address(p)}; ${contact(p)}`]);
}

/** The Certification of Lease and Registration Statement (nj-forms-facts.md §6). */
export function clrsBlocks(
  f: CaseFacts,
  c: Pick<Case, 'leaseTypeTitle' | 'leaseCopySubmission' | 'clrsExemption'>,
  opts: SigningOptions,
): Block[] {
  // The boxes state only what is true of this case and its attached documents (rules.md#lease-copy, #clrs-complete):
  // a box that cannot be ticked truthfully is left for the filer, and the instructions say what completes it.
  const boxes = clrsBoxes(c, f.answers, f.attachments);
  const note = (text: string) => paragraph([italic(text)], { size: 'small', indent: 18 });
  const registrationNotes: Block[] =
    boxes.registration === 'attached' && f.registrationFiledDate
      ? [note(`The registration statement was filed on ${f.registrationFiledDate}.`)]
      : [];
  return [
    ...caption(f, ['CERTIFICATION OF LEASE AND', 'REGISTRATION STATEMENT'], opts.docketNo),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        { label: '1.', runs: [run(signerCapacityStatement(f))] },
        {
          label: '2.',
          runs: [run('Lease (check one):')],
          children: [
            checkbox(boxes.lease === 'complete', CLRS_FORM_TEXT.leaseComplete, 18),
            checkbox(boxes.lease === 'relevant-portions', CLRS_FORM_TEXT.leaseRelevantPortions, 18),
            checkbox(boxes.lease === 'no-written-lease', CLRS_FORM_TEXT.noWrittenLease, 18),
          ],
        },
        {
          label: '3.',
          runs: [run('Registration statement (check one):')],
          children: [
            checkbox(boxes.registration === 'attached', CLRS_FORM_TEXT.registrationAttached, 18),
            checkbox(boxes.registration === 'exempt', CLRS_FORM_TEXT.registrationExempt, 18),
            ...registrationNotes,
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
    ...signatureSection(f, opts.signedAs, opts.dated),
  ];
}

export interface FiledPaper {
  templateName: string;
  title: string;
}

/** What the checklist adds to a paper's title. */
const FILED_PAPER_NOTES: Record<string, string> = {
  verified_complaint: ' with the Landlord Verification, signed',
  tenant_summons: ' (the clerk completes the date, time and place)',
  case_information_statement: ', signed',
  clrs_form: ', signed',
};

/** Warnings for documents the court asks for that the package does not hold (rules.md#lease-copy, #documents). */
function missingAttachmentNotes(f: CaseFacts): Block[] {
  const a = f.answers;
  const has = (kind: string) => f.attachments.some((d) => d.kind === kind);
  const missing: string[] = [];
  if (f.leaseType === 'Written' && !has('lease'))
    missing.push(
      'No copy of the lease is attached. The court asks for it (or its relevant parts if it is longer than 10 pages) with the complaint: attach it on the Documents step and make the package again.',
    );
  if (a.registrationApplies && a.registered === true && !has('registration'))
    missing.push(
      'No copy of the registration statement is attached. Attach it on the Documents step (or on the property) and make the package again.',
    );
  if (a.caresCovered === true && !has('cares-notice'))
    missing.push(
      'The complaint says a copy of the CARES Act 30-day notice to vacate is attached, and none is in this package. Attach it on the Documents step and make the package again, or put a copy behind the complaint in every set you file, so that the complaint is true.',
    );
  return missing.map((m) => box([paragraph([bold('Not in this package. '), run(m)], { spaceAfter: 0 })]));
}

/** How the landlord files, as the instructions read it: an attorney of record always files electronically. */
function filingMethod(f: CaseFacts): CaseFacts['filingPlan'] {
  return effectiveFilingPlan(f.filingPlan, f.attorney !== null);
}

/** Whether the papers are filed on paper (in person, by mail, or not chosen yet), with copies for service. */
function filesOnPaper(f: CaseFacts): boolean {
  return filingMethod(f) !== 'E-FILE';
}

/**
 * How the court officer's mileage is paid for each way of filing (docs/product/rules.md#filing-fees): the court sets
 * it for the premises' municipality and its staff tell the amount; electronic filing shows it with the fees; a mailed
 * check must hold the exact amount, so the landlord calls the office first.
 */
function mileageDirections(f: CaseFacts): string {
  const payable = 'payable to "Treasurer, State of New Jersey"';
  const where = f.premises.city ? ` for ${f.premises.city}` : '';
  switch (filingMethod(f)) {
    case 'E-FILE':
      return "The filing system shows the fees, the court officer's mileage included, when you choose the filing type, and takes them by card or bank transfer.";
    case 'MAIL':
      return `The court officer's mileage depends on the municipality and is set by the court. Before you mail the papers, call the Special Civil Part office above${f.court.phone ? ` (${f.court.phone})` : ''} and ask for the mileage${where}; then make one check or money order ${payable} for ${formatCurrency(f.filingFeesTotal)} plus that mileage.`;
    default:
      return `The court officer's mileage depends on the municipality and is set by the court: the clerk tells you the amount${where} when you file. Pay by check or money order ${payable}.`;
  }
}

/** The way to file the landlord chose, with what it needs; every way keeps the fee table above (rules.md#filing-method). */
function howToFileBlocks(f: CaseFacts, filed: ReadonlyArray<FiledPaper>, copies: number): Block[] {
  const files = [...filed.map((p) => p.title), ...f.attachments.map((d) => d.title)];
  // An attorney of record files electronically through eCourts, whatever the plan says (docs/product/rules.md#filing-system).
  switch (filingMethod(f)) {
    case 'E-FILE':
      return [
        heading('5. How to file: electronically', 2),
        paragraph(
          f.attorney
            ? `${f.attorney.name} files the papers through eCourts, the New Jersey Judiciary's electronic filing system for attorneys (Special Civil Part), signing in with NJ Attorney ID No. ${f.attorney.attorneyId}, uploading each document separately and paying the fees from the firm's Judiciary account. JEDS is meant for self-represented parties.`
            : 'A self-represented landlord files through JEDS (the Judiciary Electronic Document Submission) on njcourts.gov, from a computer (not a phone or tablet). Create a JEDS account first; the fees are paid by card or by transfer from a U.S. bank account.',
          { align: 'justify' },
        ),
        paragraph(
          // The one-submission rule and the 35 MB limit are JEDS's (rules.md#filing-method); eCourts takes each document separately.
          f.attorney
            ? 'Download "Each paper as its own PDF" on the Filing screen and upload each one in eCourts as its own document:'
            : 'Download "Each paper as its own PDF" on the Filing screen and upload one file per paper, all in the same submission (nothing can be added after it is sent). Each file must be at most 35 MB:',
          { align: 'justify' },
        ),
        ...files.map((t) => checkbox(false, efileName(t), 18)),
        paragraph(
          f.attorney
            ? `${f.attorney.name} signs the complaint (by hand or electronically) before uploading it: the product prints no signature for the attorney. The other papers carry the typed signature "/s/ ${f.signerName}" entered on Review & Sign. Each attachment must be at most 7 MB. Keep the Transaction ID eCourts gives you.`
            : `Upload the papers as you downloaded them: they are signed with the typed signature "/s/ ${f.signerName}" entered on Review & Sign, which is how a paper filed electronically is signed, so do not print, sign by hand or scan them. Keep the confirmation the system gives you.`,
          { size: 'small' },
        ),
      ];
    case 'MAIL':
      return [
        heading('5. How to file: by mail', 2),
        paragraph(
          `Mail to the Special Civil Part office above: the signed papers listed in step 2, ${copies - 1} ${copies - 1 === 1 ? 'copy' : 'copies'} of the complaint and summons for service, and one check or money order for the fees in step 4 with the mileage the office gave you when you called (${formatCurrency(f.filingFeesTotal)} plus that mileage). Never mail a check with the amount left blank or guessed. Keep a copy of everything you send; send it by a method that gives you proof of delivery.`,
          { align: 'justify' },
        ),
      ];
    case 'IN-PERSON':
      return [
        heading('5. How to file: in person', 2),
        paragraph(
          `Bring to the Special Civil Part office above${f.court.hours ? ` (open ${f.court.hours})` : ''}: the signed papers listed in step 2, ${copies - 1} ${copies - 1 === 1 ? 'copy' : 'copies'} of the complaint and summons for service, one copy for your records, and the fees in step 4.`,
          { align: 'justify' },
        ),
      ];
    case null:
      return [
        heading('5. How to file', 2),
        paragraph('Choose how you file on the Filing screen; these instructions then say what that way needs.', {
          size: 'small',
        }),
        checkbox(false, 'In person at the Special Civil Part office above', 18),
        checkbox(false, 'By mail to the Special Civil Part office above', 18),
        checkbox(false, 'Electronically through JEDS (Judiciary Electronic Document Submission) on njcourts.gov', 18),
      ];
  }
}

/**
 * The package's checklist of what the papers leave for the filer: the lines no source gives
 * (docs/product/court-offices-and-help-lines.md#blank-lines), and the items of the Certification of Lease and
 * Registration Statement whose box the case cannot tick truthfully (rules.md#clrs-complete). The package is not
 * ready to file until each is done.
 */
export function completeBeforeFiling(f: CaseFacts, clrsInPackage = false): Block[] {
  const clrs = clrsInPackage ? f.clrsToComplete : [];
  if (f.court.blanks.length === 0 && clrs.length === 0) return [];
  const county = f.county ? `${f.county} County` : 'the county';
  const blanks: Block[] =
    f.court.blanks.length === 0
      ? []
      : [
          paragraph(
            `No source we could check gives these details of ${county}'s Special Civil Part and help lines, so the papers leave a blank line for each. Write each one in by hand on every paper where it is blank before you file:`,
            { spaceAfter: 4 },
          ),
          ...f.court.blanks.map((b) => checkbox(false, `The ${b.label}, on ${b.printedOn}: find it ${b.findIt}.`, 6)),
        ];
  const certification: Block[] =
    clrs.length === 0
      ? []
      : [
          paragraph(
            'The Certification of Lease and Registration Statement is signed under penalty of law, and a box is ticked only where the case and this package make it true. Complete these before signing it:',
            { spaceAfter: 4 },
          ),
          ...clrs.map((item) => checkbox(false, item, 6)),
        ];
  return [
    box([
      paragraph(
        [
          bold(
            f.court.blanks.length > 0
              ? 'Not ready to file: complete these lines first. '
              : 'Not ready to file: complete these first. ',
          ),
        ],
        { spaceAfter: 2 },
      ),
      ...blanks,
      ...certification,
    ]),
    spacer(8),
  ];
}

/**
 * What a landlord suing a deceased tenant's estate must know of the people living in the premises
 * (rules.md#estate-occupants): every adult occupant who is not a trespasser is made a defendant, or the judgment
 * does not remove them; the verification says no other party should be joined.
 */
export function estateOccupantsNotice(f: Pick<CaseFacts, 'estates' | 'occupants'>): string {
  const named =
    f.occupants.length > 0
      ? `${joinNames(f.occupants)} ${f.occupants.length > 1 ? 'are' : 'is'} named beside ${joinNames(f.estates)} as ${f.occupants.length > 1 ? 'occupants who reside' : 'an occupant who resides'} in the premises. If any other adult lives there, add them on Tenant Information as an individual defendant before signing.`
      : `Only ${joinNames(f.estates)} is named. If anyone lives in the premises (a family member, a partner, a roommate, an aide), add each adult on Tenant Information as an individual defendant before signing.`;
  return `${named} The court officer removes only the people the judgment is against: an adult who lives there with the tenant's or the landlord's permission is not a trespasser and must be a party to the case, and the Landlord Verification certifies that no other parties should be joined. A family member who lived with the tenant may have rights of a tenant of their own: ask an attorney before filing against them.`;
}

/** The co-owners who sign beside the verifier, named (rules.md#plaintiffs): '' when there are none. */
function coSignersSentence(f: CaseFacts, commercial: boolean): string {
  const others = coSigners(f);
  if (others.length === 0) return '';
  const papers = commercial
    ? 'the Verified Complaint'
    : 'the Verified Complaint and the Landlord Case Information Statement';
  return ` Each plaintiff signs the papers the plaintiffs file: ${joinNames(others)} also ${others.length > 1 ? 'sign and date' : 'signs and dates'} ${papers}, on the line with ${others.length > 1 ? 'their names' : 'that name'}.`;
}

/** Filing instructions for the county court (nj-forms-facts.md §2, §6, §10, §13). */
export function instructionsBlocks(f: CaseFacts, filed: ReadonlyArray<FiledPaper>): Block[] {
  const copies = f.tenants.length + 1;
  const courtLine = (label: string, value: string) =>
    paragraph([run(`${label}: `), run(value)], { spaceAfter: 0, indent: 18 });
  const address: Block[] =
    f.court.addressLines.length > 0
      ? f.court.addressLines.map((l) => paragraph([bold(l)], { spaceAfter: 0, indent: 18 }))
      : [
          paragraph("The court's street address is not on file: look it up on njcourts.gov before filing.", {
            indent: 18,
            spaceAfter: 0,
          }),
        ];
  if (f.court.phone) address.push(courtLine('Phone', f.court.phone));
  if (f.court.hours) address.push(courtLine('Hours', f.court.hours));
  if (f.court.accommodationContact)
    address.push(courtLine('Interpreters and disability accommodations', f.court.accommodationContact));
  if (f.court.trialLocation) address.push(courtLine('Landlord/tenant trials', f.court.trialLocation));
  if (f.court.needsConfirmation) {
    address.push(
      spacer(4),
      box([
        paragraph([bold('Not confirmed. '), run(`${CONFIRM_ADDRESS_NOTICE} ${courtCheckAdvice(f)}`)], {
          spaceAfter: 0,
        }),
      ]),
    );
  }
  const helpLine = (label: string, value: string | null, field: string) => {
    const unconfirmed = f.court.unconfirmed.includes(field);
    const state =
      value === null
        ? "not on file: the summons leaves a blank line; find the number in the New Jersey Courts' directory of county Lawyer Referral and Legal Services offices (njcourts.gov) or ask the court's Special Civil Part office, and write it in before filing"
        : unconfirmed
          ? `${value} (not confirmed: check it before filing)`
          : value;
    return paragraph([run(`${label}: `), run(state)], { spaceAfter: 2, indent: 18 });
  };
  const helpSection: Block[] = [
    heading('Tenant help lines printed on the summons', 3),
    paragraph(
      `The Tenancy Summons names, for ${f.county || 'the'} County, the tenant's Legal Services office, the county bar's Lawyer Referral Service and the county welfare agency.`,
      { align: 'justify' },
    ),
    helpLine(
      'Legal Services',
      f.court.legalServices
        ? [f.court.legalServices.name, f.court.legalServices.phone].filter(Boolean).join(', ')
        : null,
      COURT_FIELD_LABELS.legal_services_phone,
    ),
    helpLine('Lawyer Referral Service', f.court.lawyerReferralPhone, COURT_FIELD_LABELS.lawyer_referral_phone),
    helpLine(
      'County welfare agency',
      f.court.welfareAgency
        ? [f.court.welfareAgency.name, f.court.welfareAgency.phone].filter(Boolean).join(', ')
        : null,
      COURT_FIELD_LABELS.welfare_agency_phone,
    ),
  ];
  const fees: TableBlock = {
    kind: 'table',
    columns: [
      { header: 'Fee', width: 'star' },
      { header: 'Amount', width: 90, align: 'right' },
    ],
    rows: f.filingFees.map((fee) => [
      [run(fee.label)],
      [run(fee.amount === null ? 'set by the court' : formatCurrency(fee.amount))],
    ]),
    footer: [
      [bold("Total payable at filing, plus the court officer's mileage")],
      [bold(formatCurrency(f.filingFeesTotal))],
    ],
    lines: 'grid',
    showHeader: true,
  };
  const blocks: Block[] = [
    heading(`Filing Instructions: ${f.county || '________'} County`, 1),
    paragraph([italic(`Case: ${f.ownerName} v. ${f.tenantNames}, ${f.premises.oneLine}. Prepared ${f.todayLong}.`)], {
      align: 'center',
      spaceAfter: 12,
    }),
  ];
  if (f.requiresAttorney && !f.attorney) {
    blocks.push(
      box([
        paragraph([bold('A New Jersey attorney is required. ')], { spaceAfter: 2 }),
        paragraph(ATTORNEY_REQUIRED_NOTICE(f.ownerName, f.landlord.kind), { spaceAfter: 0 }),
      ]),
      spacer(8),
    );
  }
  const a = f.answers;
  // The instructions name only papers this package holds (issue 17).
  const clrs = filed.some((p) => p.templateName === 'clrs_form');
  blocks.push(...completeBeforeFiling(f, clrs));
  const toSign = a.commercial
    ? 'and the Verified Complaint'
    : `the Landlord Case Information Statement${clrs ? ' and the Certification of Lease and Registration Statement' : ''}`;
  const warnings: Block[] = [];
  if (a.registrationApplies && a.registered === false && !a.registrationExempt)
    warnings.push(
      box([
        paragraph([bold('The rental is not registered. ')], { spaceAfter: 2 }),
        paragraph(UNREGISTERED_NOTICE, { spaceAfter: 0 }),
      ]),
      spacer(8),
    );
  if (clrs && a.registrationExempt)
    warnings.push(
      box([
        paragraph([bold('Before you certify the exemption. ')], { spaceAfter: 2 }),
        paragraph(REGISTRATION_EXEMPTION_SCOPE, { spaceAfter: 0 }),
      ]),
      spacer(8),
    );
  if (f.estates.length > 0)
    warnings.push(
      box([
        paragraph([bold('An estate is sued: name everyone who lives in the premises. ')], { spaceAfter: 2 }),
        paragraph(estateOccupantsNotice(f), { spaceAfter: 0 }),
      ]),
      spacer(8),
    );
  if (a.tenantInMilitary === true)
    warnings.push(
      box([
        paragraph([bold('A tenant is in military service. ')], { spaceAfter: 2 }),
        paragraph(MILITARY_NOTICE, { spaceAfter: 0 }),
      ]),
      spacer(8),
    );
  const agency = f.housingAgency;
  blocks.push(
    ...warnings,
    heading('1. Review and sign', 2),
    paragraph(
      f.attorney
        ? // The papers themselves say who signs: the attorney the complaint, the person who verifies the rest.
          `Read every page. ${f.attorney.name}, attorney for the plaintiff${f.pluralPlaintiffs ? 's' : ''}, signs and dates the Verified Complaint. ${f.signerName} signs and dates the Landlord Verification (the complaint must be verified by someone with personal knowledge of the facts)${a.commercial ? '.' : `, ${toSign}.`}`
        : `Read every page. ${f.signerName} signs and dates the Verified Complaint and the Landlord Verification (the complaint must be verified by someone with personal knowledge of the facts)${a.commercial ? '.' : `, ${toSign}.`}${coSignersSentence(f, a.commercial)}`,
      { align: 'justify' },
    ),
    heading('2. What to file', 2),
    ...filed.map((p) => checkbox(false, `${p.title}${FILED_PAPER_NOTES[p.templateName] ?? ''}`, 18)),
    ...f.attachments.map((d) => checkbox(false, `${d.title}, attached in this package (${d.name})`, 18)),
    ...(a.commercial
      ? [
          paragraph(
            'This is a commercial tenancy. The Landlord Case Information Statement, the Certification of Lease and Registration Statement and the case management conference belong to the residential process, and the Landlord Registration Act does not apply; confirm with the clerk whether the court asks for anything more in a commercial case.',
            { indent: 18, size: 'small' },
          ),
        ]
      : missingAttachmentNotes(f)),
    filesOnPaper(f)
      ? checkbox(
          false,
          `Copies: the original plus ${copies - 1} ${copies - 1 === 1 ? 'copy' : 'copies'} (one for each defendant) and one for your records`,
          18,
        )
      : checkbox(false, 'No paper copies: you upload one file of each paper, and keep your own copy of each', 18),
    ...(a.subsidized
      ? [
          checkbox(
            false,
            `A copy of the complaint for the public housing agency${agency ? `, ${agency.name}` : ''}: send it on or before the filing date`,
            18,
          ),
          ...(agency
            ? agency.addressLines.map((l) => paragraph(l, { indent: 36, spaceAfter: 0 }))
            : [paragraph('No agency was chosen in the wizard: choose it on Lease Details.', { indent: 36 })]),
        ]
      : []),
    heading('3. Where to file', 2),
    paragraph(
      `File in the Special Civil Part of the county where the rental premises are located: the ${f.court.name}.`,
      { align: 'justify' },
    ),
    ...address,
    ...helpSection,
    heading('4. Fees payable to the court', 2),
    fees,
    paragraph(
      `${mileageDirections(f)} A filer who cannot afford the fees may ask for a fee waiver under R. 1:13-2. The fees are not included in the software fee.`,
      {
        align: 'justify',
        size: 'small',
      },
    ),
    ...howToFileBlocks(f, filed, copies),
    heading('6. After filing', 2),
    paragraph(
      a.commercial
        ? 'A court officer serves the summons and complaint on each tenant, and the summons gives the trial date. If the landlord does not appear, the complaint is dismissed. The tenant can stop the case by paying the rent claimed and the accrued costs before judgment (N.J.S.A. 2A:18-55).'
        : 'A court officer serves the summons and complaint on each tenant. The court schedules a case management conference; the Landlord Case Information Statement, the lease, the registration statement and the Certification of Lease and Registration Statement must be on file at least 5 days before it. If the case does not settle, the trial is set at least 14 days after the conference. If the landlord does not appear, the complaint is dismissed.',
      { align: 'justify' },
    ),
  );
  const unanswered = f.unansweredStatements.map((k) => STATEMENT_LABELS[k]);
  if (unanswered.length > 0) {
    blocks.push(
      heading('Still to answer before filing', 2),
      ...unanswered.map((u) => paragraph(`• ${u}`, { indent: 18, spaceAfter: 2 })),
    );
  }
  return blocks;
}
