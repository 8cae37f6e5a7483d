/**
 * Pieces shared by several pleadings: the caption, the signature block (its wording varies by ownership type
 * and client type, spec §4.8), the signer's capacity for verifications, the public-document notice, the amounts
 * table and the landlord's notes page.
 */
import { COURT_FIELD_LABELS, type ComplaintStatement } from '../entities.ts';
import { formatCurrency } from '../money.ts';
import type { CaseFacts } from './facts.ts';
import {
  bold,
  box,
  checkbox,
  fillLine,
  heading,
  pageBreak,
  paragraph,
  run,
  spacer,
  type Block,
  type Run,
  type SignatureBlock,
  type TableBlock,
} from './model.ts';

/** The notice printed on public court forms (nj-forms-facts.md §3, R. 1:38-7). */
export const PUBLIC_DOCUMENT_NOTICE =
  'This is a public document. Do not enter personal identifiers such as a Social Security number, driver\'s license number, vehicle plate number, insurance policy number, active financial account number, active credit card number, or military status.';

export const ATTORNEY_REQUIRED_NOTICE = (owner: string, kind: string) =>
  `${owner} is ${kind}. A corporation, limited liability company or limited partnership must be represented by a New Jersey attorney in the Special Civil Part: it cannot file these papers or appear in court on its own. Have a New Jersey attorney review, sign and file them.`;

export const CONFIRM_ADDRESS_NOTICE = 'Confirm this address with the court before filing.';

/**
 * For the landlord only (never a filed paper): what about the county's court office is not confirmed, and how to
 * check it.
 */
export function courtCheckAdvice(f: CaseFacts): string {
  const county = f.county ? `${f.county} County` : 'the county';
  const office = (['street', 'city', 'zip', 'phone'] as const).map((k) => COURT_FIELD_LABELS[k]).filter((label) => f.court.unconfirmed.includes(label));
  const what = office.length > 0 ? `These details of ${county}'s Special Civil Part are missing or not confirmed: ${office.join(', ')}.` : `The ${county} Special Civil Part's details on the papers are not confirmed.`;
  const call = f.court.phone ? `call the court at ${f.court.phone}` : 'call the Superior Court in the county';
  return `${what} Before filing, ${call} or look up the county's Superior Court on njcourts.gov, and correct the caption and the summons if anything differs; fill in any blank help line by hand.`;
}

/** The landlord's kind of entity in words, for signature headings: 'a limited liability company'. */
function entityHeading(f: CaseFacts, asParty: boolean): string[] {
  const suffix = asParty ? ', Plaintiff' : '';
  if (f.ownershipType === 'Individual') return f.clientType === 'agent' ? [`${f.ownerName}${suffix}`] : [];
  return [`${f.ownerName}, ${f.landlord.kind}${suffix}`];
}

export interface SignatureOptions {
  /** Signed as the plaintiff (court papers) rather than as the landlord (a letter). */
  asParty?: boolean;
  /** A closing printed above the block ('Sincerely,'). */
  closing?: string | null;
  /** Whether a 'Dated:' line is printed (a letter is dated at its top). */
  dateLine?: boolean;
}

function agentCapacity(f: CaseFacts): string[] {
  const company = f.agent?.company;
  return ['Authorized Agent and Property Manager', company ? `${company}, for the Owner` : 'for the Owner'];
}

/**
 * The signature block of spec §4.8: eight wordings, by ownership type (Individual, Limited Liability Company,
 * General Partnership, Corporation) and client type (owner or agent).
 */
export function signatureBlock(f: CaseFacts, signedAs: string | null, dated: string | null, options: SignatureOptions = {}): SignatureBlock {
  const base = {
    kind: 'signature' as const,
    heading: entityHeading(f, options.asParty ?? true),
    signerName: f.signerName,
    signedAs,
    dated,
    dateLine: options.dateLine ?? true,
    closing: options.closing ?? null,
  };
  if (f.clientType === 'agent') return { ...base, byLine: true, capacity: agentCapacity(f) };
  switch (f.ownershipType) {
    case 'Individual':
      return { ...base, byLine: false, capacity: [f.ownerNames.length > 1 ? 'Plaintiff, Landlord and Co-Owner' : 'Plaintiff, Landlord and Owner'] };
    case 'Limited Liability Company':
      return { ...base, byLine: true, capacity: ['Member and Authorized Signatory'] };
    case 'General Partnership':
      return { ...base, byLine: true, capacity: ['General Partner'] };
    case 'Corporation':
      return { ...base, byLine: true, capacity: ['Authorized Officer'] };
  }
}

/**
 * The first statement of a verification or certification: who the signer is and why they know the facts
 * (the complaint must be verified by someone with personal knowledge, nj-forms-facts.md §3).
 */
export function signerCapacityStatement(f: CaseFacts): string {
  if (f.clientType === 'agent') {
    const company = f.agent?.company ? ` of ${f.agent.company}` : '';
    return `I am the authorized agent and property manager${company} for ${f.ownerName}, ${f.landlord.kind}, the owner and landlord of the premises. I manage the premises and keep the rent records of this tenancy, so I have personal knowledge of the facts stated, and I am authorized to make this statement on the landlord's behalf.`;
  }
  switch (f.ownershipType) {
    case 'Individual':
      return `I am the landlord and ${f.ownerNames.length > 1 ? 'a co-owner' : 'the owner'} of the premises and have personal knowledge of the facts stated.`;
    case 'Limited Liability Company':
      return `I am a member and authorized officer of ${f.ownerName}, the limited liability company that owns the premises, and have personal knowledge of the facts stated. I am authorized to make this statement on its behalf.`;
    case 'General Partnership':
      return `I am a general partner of ${f.ownerName}, the general partnership that owns the premises, and have personal knowledge of the facts stated.`;
    case 'Corporation':
      return `I am an authorized officer of ${f.ownerName}, the corporation that owns the premises, and have personal knowledge of the facts stated. I am authorized to make this statement on its behalf.`;
  }
}

const line = (text: string, size: 'small' | 'normal' = 'normal'): Block => paragraph(text, { spaceAfter: 0, size });

/** Who files: the attorney, or the landlord as a self-represented party (the caption's first block). */
function filerBlock(f: CaseFacts): Block[] {
  if (f.attorneyName) {
    return [line(f.attorneyName), line('Attorney ID: ______________'), line('Attorney for Plaintiff')];
  }
  const name = f.agent ? `${f.ownerName}, by ${f.agent.name}${f.agent.company ? `, ${f.agent.company}` : ''}, agent` : f.ownerName;
  const blocks: Block[] = [line(name), line(f.landlord.address.join(', '))];
  const contact = [f.landlord.phone ? `Phone: ${f.landlord.phone}` : '', f.landlord.email ? `Email: ${f.landlord.email}` : ''].filter(Boolean).join('   ');
  if (contact) blocks.push(line(contact));
  blocks.push(line(f.requiresAttorney ? 'Attorney for Plaintiff: a New Jersey attorney is required' : 'Plaintiff, Self-Represented'));
  return blocks;
}

function partyBlocks(name: string, kind: string, address: string[], phone: string | null, email: string | null): Block[] {
  const blocks: Block[] = [paragraph([bold(name), run(`, ${kind}`)], { spaceAfter: 0 }), line(address.join(', '))];
  const contact = [phone ? `Phone: ${phone}` : '', email ? `Email: ${email}` : ''].filter(Boolean).join('   ');
  if (contact) blocks.push(line(contact, 'small'));
  blocks.push(spacer(4));
  return blocks;
}

/** The caption of a Special Civil Part landlord/tenant paper (nj-forms-facts.md §3 "Caption"). */
export function caption(f: CaseFacts, titleLines: string[], docketNo: string | null = null): Block[] {
  const court: Block[] = [
    paragraph([bold('SUPERIOR COURT OF NEW JERSEY')], { spaceAfter: 0 }),
    line('Law Division, Special Civil Part'),
    line(`${f.county || '________'} County`),
    line('Landlord/Tenant Section'),
    spacer(4),
  ];
  if (f.court.addressLines.length > 0) {
    court.push(...f.court.addressLines.map((l) => line(l, 'small')));
    if (f.court.phone) court.push(line(`Phone: ${f.court.phone}`, 'small'));
  } else {
    court.push(line('Court address: ______________________', 'small'));
  }
  court.push(spacer(8));
  court.push(docketNo ? paragraph([bold(`Docket No. ${docketNo}`)], { spaceAfter: 0 }) : fillLine('Docket No. LT-', 120));
  court.push(spacer(8), line('Civil Action'));
  for (const t of titleLines) court.push(paragraph([bold(t)], { spaceAfter: 0 }));

  const parties: Block[] = [
    ...partyBlocks(f.ownerName, f.landlord.kind, f.landlord.address, f.landlord.phone, f.landlord.email),
    line(`Plaintiff${f.ownerNames.length > 1 ? 's' : ''},`),
    spacer(6),
    paragraph([bold('v.')], { align: 'center', spaceAfter: 6 }),
  ];
  for (const t of f.tenants) parties.push(...partyBlocks(t.name, t.kind, t.address, t.phone, t.email));
  if (f.tenants.length === 0) parties.push(line('________________'));
  parties.push(line(`Defendant${f.tenants.length > 1 ? 's' : ''}.`));

  return [
    ...filerBlock(f),
    spacer(10),
    { kind: 'columns', divider: true, columns: [{ width: 'star', blocks: parties }, { width: 220, blocks: court }] },
    spacer(10),
  ];
}

/** The itemized amounts (the complaint's 9A): description, period, amount, and a TOTAL row. */
export function amountsTable(f: CaseFacts, totalLabel = 'TOTAL'): TableBlock {
  const rows = f.amounts.map((r) => [[run(r.description)], [run(r.period)], [run(formatCurrency(r.amount))]]);
  return {
    kind: 'table',
    columns: [
      { header: 'Description', width: 'star' },
      { header: 'Month / Period', width: 170 },
      { header: 'Amount', width: 90, align: 'right' },
    ],
    rows: rows.length > 0 ? rows : [[[run('No amounts selected')], [run('')], [run(formatCurrency(0))]]],
    footer: [[bold(totalLabel)], [run('')], [bold(formatCurrency(f.amountsTotal))]],
    lines: 'grid',
    showHeader: true,
  };
}

/** Yes and No boxes on one line; neither is ticked when the statement has not been answered. */
export function yesNoBoxes(answer: boolean | null, indent = 0): Block {
  return {
    kind: 'columns',
    divider: false,
    columns: [
      { width: 70 + indent, blocks: [checkbox(answer === true, 'Yes', indent)] },
      { width: 'star', blocks: [checkbox(answer === false, 'No')] },
    ],
  };
}

/** The words a complaint uses for the yes/no statements that are not numbered allegations. */
export const STATEMENT_SENTENCES: Record<Exclude<ComplaintStatement, 'acquiredFromTenant' | 'optionToPurchase' | 'landlordRegistered'>, string> = {
  ownerOccupied: 'The rental property is owner-occupied.',
  tenantInMilitary:
    'A defendant (or a spouse, child or dependent of a service member living at the premises) is in the military service of the United States.',
  caresActCovered: 'The property is a covered property under the federal CARES Act (15 U.S.C. § 9057(f) or § 9058(a)).',
  rentControlled: 'The tenancy is subject to a municipal rent control ordinance.',
  noticesAttached: 'The notices required for this tenancy (hold-over, public-housing or subsidized tenancy) are attached.',
};

/** The date line and signature of a paper. */
export function signatureSection(f: CaseFacts, signedAs: string | null, dated: string | null, options: SignatureOptions = {}): Block[] {
  return [spacer(10), signatureBlock(f, signedAs, dated, options)];
}

/** Notes for the landlord on a separate last page (attorney requirement, court address, CARES Act). */
export function landlordNotes(f: CaseFacts, what: 'file' | 'send'): Block[] {
  const notes: Run[][] = [];
  if (f.requiresAttorney && !f.attorneyName) notes.push([bold('A New Jersey attorney is required. '), run(ATTORNEY_REQUIRED_NOTICE(f.ownerName, f.landlord.kind))]);
  if (f.court.needsConfirmation) notes.push([bold('Court address. '), run(`${CONFIRM_ADDRESS_NOTICE} ${courtCheckAdvice(f)}`)]);
  if (f.statements.caresActCovered === true) {
    notes.push([bold('CARES Act. '), run('For a covered property, a 30-day notice to vacate may be required before filing for non-payment. Confirm with a New Jersey attorney before filing.')]);
  }
  if (f.section8) notes.push([bold('Section 8. '), run('Late charges and attorney fees are not claimed from a Section 8 tenant; only the tenant\'s portion of the rent is claimed.')]);
  if (notes.length === 0) return [];
  return [
    pageBreak,
    heading(`Notes for the Landlord (do not ${what} this page)`, 2, 'center'),
    box(notes.map((n) => paragraph(n, { spaceAfter: 8 }))),
  ];
}
