/**
 * Pieces shared by several pleadings: the caption, the signature block (its wording varies by ownership type
 * and client type, docs/product/data-and-rules.md#signature-and-filing), the signer's capacity for verifications, the public-document notice, the amounts
 * table and the landlord's notes page.
 */
import { COURT_FIELD_LABELS, type ComplaintStatement } from '../entities.ts';
import type { VerifierRole } from '../lists.ts';
import { TENANT_KIND } from '../tenantNames.ts';
import { formatLongDate } from '../dates.ts';
import { formatCurrency } from '../money.ts';
import { joinNames } from '../format.ts';
import { BLANK_LINE, type CaseFacts } from './facts.ts';
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
  "This is a public document. Do not enter personal identifiers such as a Social Security number, driver's license number, vehicle plate number, insurance policy number, active financial account number, active credit card number, or military status.";

export const ATTORNEY_REQUIRED_NOTICE = (owner: string, kind: string) =>
  `${owner} is ${kind}. A corporation, limited liability company or limited partnership must be represented by a New Jersey attorney in the Special Civil Part: it cannot file these papers or appear in court on its own. Have a New Jersey attorney review, sign and file them.`;

export const CONFIRM_ADDRESS_NOTICE = 'Confirm this address with the court before filing.';

/**
 * For the landlord only (never a filed paper): what about the county's court office is not confirmed, and how to
 * check it.
 */
export function courtCheckAdvice(f: CaseFacts): string {
  const county = f.county ? `${f.county} County` : 'the county';
  const office = (['street', 'city', 'zip', 'phone'] as const)
    .map((k) => COURT_FIELD_LABELS[k])
    .filter((label) => f.court.unconfirmed.includes(label));
  const what =
    office.length > 0
      ? `These details of ${county}'s Special Civil Part are missing or not confirmed: ${office.join(', ')}.`
      : `The ${county} Special Civil Part's details on the papers are not confirmed.`;
  const call = f.court.phone ? `call the court at ${f.court.phone}` : 'call the Superior Court in the county';
  return `${what} Before filing, ${call} or look up the county's Superior Court on njcourts.gov, and correct the caption and the summons if anything differs; fill in any blank help line by hand.`;
}

/** A sentence ending: no second period after an abbreviation that already ends in one ('Elmora Holdings, Inc.'). */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** The owners as the complaint names them, each described: 'Robert Chen, an individual, and Linda Chen, an individual'. */
export function describedOwners(f: CaseFacts): string {
  const each = f.owners.map((o) => `${o.name}, ${o.kind}`);
  if (each.length === 0) return '________';
  if (each.length === 1) return each[0]!;
  if (each.length === 2) return `${each[0]!}, and ${each[1]!}`;
  return `${each.slice(0, -1).join('; ')}; and ${each.at(-1)!}`;
}

/** The plaintiff heading of a signature block: the owner(s), with the kind of entity for an entity. */
function entityHeading(f: CaseFacts, asParty: boolean): string[] {
  const suffix = asParty ? `, Plaintiff${f.pluralPlaintiffs ? 's' : ''}` : '';
  // An owner or a co-owner signs only for themself (each co-owner has a line of their own): no plaintiffs' heading.
  const signsForOthers = f.verifier?.role !== 'owner' && f.verifier?.role !== 'coOwner';
  if (f.ownershipType === 'Individual')
    return f.clientType === 'agent' || (f.pluralPlaintiffs && signsForOthers) || !f.verifier
      ? [`${f.ownerName}${suffix}`]
      : [];
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

/** The capacity printed under the signer's name when the verifier gave no title. */
const ROLE_CAPACITY: Record<VerifierRole, string> = {
  owner: 'Plaintiff and Owner',
  coOwner: 'Plaintiff',
  officer: 'Authorized Officer',
  member: 'Member',
  generalPartner: 'General Partner',
  trustee: 'Trustee',
  managingAgent: 'Managing Agent for the Owner',
};

/**
 * The signature block (docs/product/data-and-rules.md#signature-and-filing, issue 15): the signer is the verifier chosen on Review & Sign, in the capacity
 * they gave; an officer, member, partner or agent signs "By:" under the plaintiff's name. Until a verifier is
 * chosen the name and capacity are blank lines.
 */
export function signatureBlock(
  f: CaseFacts,
  signedAs: string | null,
  dated: string | null,
  options: SignatureOptions = {},
): SignatureBlock {
  const role = f.verifier?.role ?? null;
  const owners = f.pluralPlaintiffs ? 'Owners' : 'Owner';
  const capacity = f.verifier
    ? [f.verifier.title ?? ROLE_CAPACITY[f.verifier.role].replace(/Owner$/, owners)]
    : ['(capacity)'];
  if (role === 'managingAgent' && f.agent?.company)
    capacity.splice(0, 1, f.verifier?.title ?? 'Employee', `${f.agent.company}, Managing Agent`);
  return {
    kind: 'signature',
    heading: entityHeading(f, options.asParty ?? true),
    byLine: role !== 'owner' && role !== 'coOwner',
    signerName: f.signerName,
    capacity,
    signedAs,
    dated,
    dateLine: options.dateLine ?? true,
    closing: options.closing ?? null,
  };
}

/**
 * The first statement of a verification or certification: who the signer is and why they know the facts (the
 * complaint must be verified by someone with personal knowledge, nj-forms-facts.md §3). Drawn from the verifier
 * chosen on Review & Sign, never from the property's contact.
 */
export function signerCapacityStatement(f: CaseFacts): string {
  const v = f.verifier;
  const owner = describedOwners(f);
  const party = f.pluralPlaintiffs
    ? 'the plaintiffs and owners of the premises'
    : 'the plaintiff and owner of the premises';
  const knowledge = 'and I have personal knowledge of the facts stated';
  if (!v) return `I am ____________________ (state your relationship to the plaintiff) ${knowledge}.`;
  const title = v.title ? `the ${v.title} and ` : '';
  switch (v.role) {
    case 'owner':
      return `I am the plaintiff and the owner of the premises ${knowledge}.`;
    case 'coOwner':
      return `I am one of the plaintiffs and a co-owner of the premises ${knowledge}.`;
    case 'officer':
      return `I am ${title}an officer of ${owner}, ${party}, ${knowledge}. I am authorized to make this statement on its behalf.`;
    case 'member':
      return `I am ${title}a member of ${owner}, ${party}, ${knowledge}. I am authorized to make this statement on its behalf.`;
    case 'generalPartner':
      return `I am ${title}a general partner of ${owner}, ${party}, ${knowledge}.`;
    case 'trustee':
      return `I am ${title}a trustee of ${owner}, ${party}, ${knowledge}. I am authorized to make this statement on its behalf.`;
    case 'managingAgent': {
      const behalf = f.pluralPlaintiffs ? "the plaintiffs' behalf" : "the plaintiff's behalf";
      // A person who works for a managing company verifies as that person, its employee; the company is the agent.
      const who = f.agent?.company
        ? `I am ${v.title ? `the ${v.title}` : 'an employee'} of ${f.agent.company}, the managing agent for ${owner}, ${party}. ${f.agent.company} manages the premises and I keep or have access to the rent records of this tenancy`
        : `I am ${title}the managing agent for ${owner}, ${party}. I manage the premises and keep the rent records of this tenancy`;
      return `${who}, so I have personal knowledge of the facts stated, and I am authorized to make this statement on ${behalf}.`;
    }
  }
}

const line = (text: string, size: 'small' | 'normal' = 'normal'): Block => paragraph(text, { spaceAfter: 0, size });

/**
 * Who files (the caption's first block, R. 1:4-1(b)): the attorney of record with the New Jersey attorney ID, firm,
 * office address, phone and e-mail; or the landlord as a self-represented party.
 */
function filerBlock(f: CaseFacts): Block[] {
  const a = f.attorney;
  if (a) {
    return [
      line(a.name),
      line(`NJ Attorney ID No. ${a.attorneyId}`),
      ...(a.firm ? [line(a.firm)] : []),
      ...a.addressLines.map((l) => line(l)),
      line(`Phone: ${a.phone}   Email: ${a.email}`),
      line(`Attorney for Plaintiff${f.pluralPlaintiffs ? 's' : ''}`),
    ];
  }
  const plural = f.pluralPlaintiffs ? 's' : '';
  const blocks: Block[] = [];
  if (f.agent) {
    blocks.push(
      line(`${f.ownerName}, by ${f.agent.company ?? f.agent.name}, managing agent`),
      ...contactLines(f.landlord.address, f.landlord.phone, f.landlord.email),
    );
  } else {
    // Each self-represented plaintiff files for themself: each with their own address (rules.md#plaintiffs).
    for (const p of f.plaintiffs) blocks.push(line(p.name), ...contactLines(p.address, p.phone, p.email));
  }
  blocks.push(
    line(
      f.requiresAttorney
        ? `Attorney for Plaintiff${plural}: a New Jersey attorney is required`
        : `Plaintiff${plural}, Self-Represented`,
    ),
  );
  return blocks;
}

/** An address line (a blank to fill in when it is not known) and the phone and e-mail line when there is one. */
function contactLines(
  address: string[],
  phone: string | null,
  email: string | null,
  size: 'small' | 'normal' = 'normal',
): Block[] {
  const blocks: Block[] = [line(address.length > 0 ? address.join(', ') : `Address: ${BLANK_LINE}`)];
  const contact = [phone ? `Phone: ${phone}` : '', email ? `Email: ${email}` : ''].filter(Boolean).join('   ');
  if (contact) blocks.push(line(contact, size));
  return blocks;
}

function partyBlocks(
  name: string,
  kind: string,
  address: string[],
  phone: string | null,
  email: string | null,
): Block[] {
  return [
    paragraph([bold(name), run(`, ${kind}`)], { spaceAfter: 0 }),
    ...contactLines(address, phone, email, 'small'),
    spacer(4),
  ];
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
  court.push(
    docketNo ? paragraph([bold(`Docket No. ${docketNo}`)], { spaceAfter: 0 }) : fillLine('Docket No. LT-', 120),
  );
  court.push(spacer(8), line('Civil Action'));
  for (const t of titleLines) court.push(paragraph([bold(t)], { spaceAfter: 0 }));

  const plaintiffs = f.plaintiffs.length > 0 ? f.plaintiffs : [f.landlord];
  const parties: Block[] = [
    ...plaintiffs.flatMap((o) => partyBlocks(o.name, o.kind, o.address, o.phone, o.email)),
    line(`Plaintiff${f.pluralPlaintiffs ? 's' : ''},`),
    spacer(6),
    paragraph([bold('v.')], { align: 'center', spaceAfter: 6 }),
  ];
  for (const t of f.tenants) parties.push(...partyBlocks(t.name, t.kind, t.address, t.phone, t.email));
  if (f.tenants.length === 0) parties.push(line('________________'));
  parties.push(line(`Defendant${f.tenants.length > 1 ? 's' : ''}.`));

  return [
    ...filerBlock(f),
    spacer(10),
    {
      kind: 'columns',
      divider: true,
      columns: [
        { width: 'star', blocks: parties },
        { width: 220, blocks: court },
      ],
    },
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
export const STATEMENT_SENTENCES: Record<
  Exclude<ComplaintStatement, 'acquiredFromTenant' | 'optionToPurchase' | 'landlordRegistered'>,
  string
> = {
  ownerOccupied: 'The rental property is owner-occupied.',
  tenantInMilitary:
    'A defendant (or a spouse, child or dependent of a service member living at the premises) is in the military service of the United States.',
  caresActCovered: 'The property is a covered property under the federal CARES Act (15 U.S.C. § 9057(f) or § 9058(a)).',
  rentControlled: 'The tenancy is subject to a municipal rent control ordinance.',
  noticesAttached:
    'The notices required for this tenancy (hold-over, public-housing or subsidized tenancy) are attached.',
};

/**
 * The attorney of record's signature on a paper the attorney files (the complaint): signed by the attorney, by hand
 * or electronically when filed; the landlord's verification is signed beside it by the verifier.
 */
export function attorneySignatureSection(f: CaseFacts, dated: string | null): Block[] {
  const a = f.attorney;
  if (!a) return [];
  return [
    spacer(10),
    {
      kind: 'signature',
      heading: [
        ...(a.firm ? [a.firm] : []),
        `Attorney${a.firm ? 's' : ''} for Plaintiff${f.pluralPlaintiffs ? 's' : ''}`,
      ],
      byLine: true,
      signerName: a.name,
      capacity: [`NJ Attorney ID No. ${a.attorneyId}`],
      signedAs: null,
      dated,
      dateLine: true,
      closing: null,
    },
  ];
}

/**
 * Self-represented co-owners who sue in their own names each sign the papers they file as parties (the complaint, the
 * case information statement): one co-owner cannot sign for another (only an attorney or the managing agent signs
 * for others). A signature line, as "Plaintiff", for each co-owner other than the one who verifies.
 */
export function coPlaintiffSignatures(f: CaseFacts): Block[] {
  return coSigners(f).flatMap((name) => [
    spacer(6),
    {
      kind: 'signature' as const,
      heading: [],
      byLine: false,
      signerName: name,
      capacity: ['Plaintiff'],
      signedAs: null,
      dated: null,
      dateLine: true,
      closing: null,
    },
  ]);
}

/** The co-owners, other than the one who verifies, who sign the parties' papers themselves (coPlaintiffSignatures). */
export function coSigners(f: CaseFacts): string[] {
  if (f.attorney || f.ownershipType !== 'Individual' || !f.pluralPlaintiffs || f.verifier?.role !== 'coOwner')
    return [];
  return f.ownerNames.filter((n) => n.toLowerCase() !== f.signerName.toLowerCase());
}

/** The date line and signature of a paper. */
export function signatureSection(
  f: CaseFacts,
  signedAs: string | null,
  dated: string | null,
  options: SignatureOptions = {},
): Block[] {
  return [spacer(10), signatureBlock(f, signedAs, dated, options)];
}

/** What the landlord did to learn each tenant's military status: the basis of the military statement (50 U.S.C. 3931). */
export function militaryBasis(f: CaseFacts): string {
  const a = f.answers;
  const people = f.tenants.filter((t) => t.kind === TENANT_KIND.individual);
  // The SCRA website searches people; a business defendant cannot be in military service (rules.md#tenant-type),
  // nor can a tenant who has died, whose estate is sued (rules.md#estate).
  if (people.length === 0 && f.tenants.every((t) => t.estate === true))
    return 'The defendant is the estate of a tenant who has died, sued through its personal representative; a deceased person cannot be in military service, and no search of the DMDC SCRA website applies to the estate.';
  if (people.length === 0)
    return f.tenants.length > 1
      ? 'The defendants are businesses, not persons, and cannot be in military service; no search of the DMDC SCRA website applies to them.'
      : 'The defendant is a business, not a person, and cannot be in military service; no search of the DMDC SCRA website applies to it.';
  const whom =
    people.length < f.tenants.length
      ? `the status of each defendant who is a person (${joinNames(people.map((t) => t.name))})`
      : "each defendant's status";
  if (a.scraChecked === true && a.scraCheckDate) {
    return `This statement is based on a search of ${whom} on the Department of Defense Manpower Data Center's Servicemembers Civil Relief Act (SCRA) website on ${formatLongDate(a.scraCheckDate)}.`;
  }
  if (a.scraChecked === false)
    return f.pluralPlaintiffs
      ? "The plaintiffs have not searched the defendants' status on the Department of Defense Manpower Data Center's SCRA website; this statement is made on the plaintiffs' own knowledge only."
      : "The plaintiff has not searched the defendants' status on the Department of Defense Manpower Data Center's SCRA website; this statement is made on the plaintiff's own knowledge only.";
  return 'Basis of this statement (search of the DMDC SCRA website and its date): ____________________';
}

/** The CARES Act statement: covered or not, and for a covered property the date of the 30-day notice to vacate. */
export function caresStatement(f: CaseFacts): string {
  const a = f.answers;
  if (a.caresCovered !== true) return '';
  return a.caresNoticeDate
    ? `A notice to vacate giving the tenant(s) at least 30 days was served on ${formatLongDate(a.caresNoticeDate)}, as section 4024(c) of the CARES Act (15 U.S.C. § 9058(c)) requires for a covered property; a copy is attached.`
    : 'The 30-day notice to vacate required by section 4024(c) of the CARES Act (15 U.S.C. § 9058(c)) has not been served.';
}

/** What an unregistered residential landlord must know before signing (N.J.S.A. 46:8-33). */
export const UNREGISTERED_NOTICE =
  'No judgment for possession can be entered until the landlord has registered the rental under the Landlord Registration Act (N.J.S.A. 46:8-33). File the registration statement with the municipal clerk (one- and two-unit buildings) or with the Bureau of Housing Inspection of the Department of Community Affairs (three or more units), give each tenant a copy, and bring proof to the court.';

/** What happens when a tenant is in military service (50 U.S.C. 3931). */
export const MILITARY_NOTICE =
  'A defendant is in military service. Under the Servicemembers Civil Relief Act (50 U.S.C. 3931) no judgment can be entered by default until the court has appointed an attorney for the service member, and the court may stay the case for at least 90 days. Tell the court at the first appearance and talk to a New Jersey attorney.';

/** Notes for the landlord on a separate last page (attorney requirement, court address, registration, CARES Act, subsidy, military). */
export function landlordNotes(f: CaseFacts, what: 'file' | 'send'): Block[] {
  const notes: Run[][] = [];
  const a = f.answers;
  if (f.requiresAttorney && !f.attorneyName)
    notes.push([
      bold('A New Jersey attorney is required. '),
      run(ATTORNEY_REQUIRED_NOTICE(f.ownerName, f.landlord.kind)),
    ]);
  if (f.court.needsConfirmation)
    notes.push([bold('Court address. '), run(`${CONFIRM_ADDRESS_NOTICE} ${courtCheckAdvice(f)}`)]);
  if (a.registrationApplies && a.registered === false && !a.registrationExempt)
    notes.push([bold('Registration. '), run(UNREGISTERED_NOTICE)]);
  if (a.caresCovered === true) notes.push([bold('CARES Act. '), run(caresStatement(f))]);
  if (a.subsidized) {
    const agency = f.housingAgency
      ? `${f.housingAgency.name}, ${f.housingAgency.addressLines.join(', ')}`
      : 'the public housing agency';
    notes.push([
      bold('Subsidized tenancy. '),
      run(
        `Only the tenant's portion of the rent is claimed: no late charge, attorney fee, utility or other charge is claimed as rent. Send a copy of the complaint to ${agency} on or before the day you file.`,
      ),
    ]);
  }
  if (a.tenantInMilitary === true) notes.push([bold('Military service. '), run(MILITARY_NOTICE)]);
  if (notes.length === 0) return [];
  return [
    pageBreak,
    heading(`Notes for the Landlord (do not ${what} this page)`, 2, 'center'),
    box(notes.map((n) => paragraph(n, { spaceAfter: 8 }))),
  ];
}
