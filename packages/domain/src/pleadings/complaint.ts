/**
 * The Verified Complaint – Landlord/Tenant (Appendix XI-X, CN 11252) with the Landlord Verification, as laid out
 * in nj-forms-facts.md §3: caption, allegations 1-11, the yes/no statements, the demand for judgment for
 * possession, and the verification by someone with personal knowledge with the trial accommodations.
 */
import { addCents, formatCurrency } from '../money.ts';
import { formatLongDate } from '../dates.ts';
import type { CaseFacts } from './facts.ts';
import {
  bold,
  box,
  checkbox,
  heading,
  italic,
  pageBreak,
  paragraph,
  run,
  spacer,
  type Allegation,
  type Block,
  type Run,
} from './model.ts';
import {
  amountsTable,
  caption,
  PUBLIC_DOCUMENT_NOTICE,
  signatureSection,
  signerCapacityStatement,
  STATEMENT_SENTENCES,
  yesNoBoxes,
} from './parts.ts';

export interface SigningOptions {
  signedAs: string | null;
  dated: string | null;
  docketNo: string | null;
}

const text = (s: string): Run[] => [run(s)];

/** A choice between two wordings; neither box is ticked while the answer is unknown. */
function choice(answer: boolean | null, yes: string, no: string): Block[] {
  return [checkbox(answer === false, no, 18), checkbox(answer === true, yes, 18)];
}

function rentAllegation(f: CaseFacts): Run[] {
  if (f.section8) {
    return text(
      `The total monthly rent is ${formatCurrency(f.contractRent)}, payable ${f.rentSchedule}. The tenancy is subsidized (${f.subsidyName}): the tenant's portion of the rent is ${formatCurrency(f.periodRent)} and the balance is paid under the program.`,
    );
  }
  return text(`The rent is ${formatCurrency(f.contractRent)}, payable ${f.rentSchedule}.`);
}

function dismissalAllegation(f: CaseFacts): Allegation {
  const next = f.nextRentDue ? formatLongDate(f.nextRentDue) : '__________';
  const withNext = addCents(f.amountsTotal, f.periodRent);
  const children: Block[] = [
    paragraph([run('(a) If the trial is before '), bold(next), run(': '), bold(formatCurrency(f.amountsTotal)), run(' (the total in 9A).')], { indent: 18, spaceAfter: 2 }),
    paragraph([run('(b) If the trial is on or after '), bold(next), run(': '), bold(formatCurrency(withNext)), run(` (the total in 9A plus the next rent of ${formatCurrency(f.periodRent)}).`)], { indent: 18 }),
    paragraph(
      `For Section 8 and public-housing tenants these amounts do not include late charges or attorney fees. Payment may be made to the landlord or to the Clerk of the Special Civil Part at any time before the trial; on the trial date, only until 4:30 p.m.`,
      { indent: 18, size: 'small' },
    ),
  ];
  return { label: '9B.', runs: [run('The next rent is due on '), bold(next), run('. To have this complaint dismissed the tenant must pay:')], children };
}

/** Item 12: judgment for possession plus costs; the costs claimed and the resulting suit amount are stated. */
function wherefore(f: CaseFacts): Run[] {
  const demand = [bold('WHEREFORE, '), run('the plaintiff demands judgment for possession of the premises against the defendant(s), together with costs')];
  if (f.costsClaimed <= 0) return [...demand, run('.')];
  return [
    ...demand,
    run(' of '),
    bold(formatCurrency(f.costsClaimed)),
    run(' (filing fee, court officer mileage and additional-defendant fees), for a total suit amount of '),
    bold(formatCurrency(f.suitAmount)),
    run(' (the total in 9A plus costs).'),
  ];
}

/** Allegations 1-11 of the complaint (nj-forms-facts.md §3 "Numbered allegations"). */
function allegations(f: CaseFacts): Allegation[] {
  const s = f.statements;
  const agent = f.agent ? `${f.agent.name}${f.agent.company ? ` of ${f.agent.company}` : ''}` : null;
  const subsidized: Block[] = [
    checkbox(f.section8, `The tenancy is subsidized under a federal or state program${f.subsidyName ? ` (${f.subsidyName})` : ''}, or the unit is public housing.`, 18),
  ];
  return [
    { label: '1.', runs: [run('The owner of record of the premises is '), bold(f.ownerName), run('.')] },
    {
      label: '2.',
      runs: text('The plaintiff brings this action as (check one):'),
      children: [
        checkbox(f.clientType === 'owner', 'the owner of the premises;', 18),
        checkbox(f.clientType === 'agent', `the owner's agent${agent ? ` (${agent}, property manager)` : ''}, assignee, grantee or prime tenant.`, 18),
      ],
    },
    { label: '3.', runs: text('The landlord:'), children: choice(s.acquiredFromTenant, 'did acquire ownership of the property from the tenant(s).', 'did not acquire ownership of the property from the tenant(s).') },
    { label: '4.', runs: text('The landlord:'), children: choice(s.optionToPurchase, 'has given the tenant(s) an option to purchase the property.', 'has not given the tenant(s) an option to purchase the property.') },
    {
      label: '5.',
      runs: [run('The defendant(s) reside in and have been in possession of the premises since '), bold(f.leaseStart), run(', under a:')],
      children: [checkbox(f.leaseType === 'Written', 'written agreement (lease)', 18), checkbox(f.leaseType === 'Oral', 'oral agreement', 18)],
    },
    { label: '6.', runs: text('Subsidy or public housing:'), children: subsidized },
    {
      label: '7.',
      runs: text('The landlord has registered the leasehold and notified the tenant(s) as required by N.J.S.A. 46:8-27 (Landlord Registration Act):'),
      children: [checkbox(s.landlordRegistered === true, 'Yes', 18), checkbox(s.landlordRegistered === false, 'No', 18)],
    },
    { label: '8.', runs: rentAllegation(f) },
    {
      label: '9A.',
      runs: text('The following amounts are due, unpaid and owing:'),
      children: [
        amountsTable(f),
        paragraph(
          '* The late charges, attorney fees and other charges claimed above are allowed to be charged as rent by federal, state and local law (including any rent control or rent leveling ordinance) and by the lease.',
          { size: 'small' },
        ),
      ],
    },
    dismissalAllegation(f),
    { label: '10.', runs: [run('Possession is not sought on grounds other than non-payment of rent. '), italic('(Not applicable.)')] },
    { label: '11.', runs: text('The defendant(s) have not surrendered possession of the premises and hold over without the consent of the plaintiff.') },
  ];
}

function additionalStatements(f: CaseFacts): Block[] {
  const keys = Object.keys(STATEMENT_SENTENCES) as Array<keyof typeof STATEMENT_SENTENCES>;
  return [
    heading('Additional Statements', 3),
    { kind: 'allegations', items: keys.map((key, i) => ({ label: `${12 + i}.`, runs: text(STATEMENT_SENTENCES[key]), children: [yesNoBoxes(f.statements[key])] })) },
  ];
}

function trialNeed(question: string, yes: boolean, yesText: Run[]): Block {
  return {
    kind: 'columns',
    divider: false,
    columns: [
      { width: 230, blocks: [paragraph(question, { spaceAfter: 2 })] },
      { width: 40, blocks: [checkbox(!yes, 'No')] },
      { width: 'star', blocks: [checkbox(yes, yesText)] },
    ],
  };
}

/** The Landlord Verification (nj-forms-facts.md §3) with the trial accommodations. */
export function verification(f: CaseFacts, a: { interpreter: boolean; language: string | null; disability: boolean; accommodation: string | null }, opts: SigningOptions): Block[] {
  const needsInterpreter = a.interpreter && (a.language ?? '').trim() !== '';
  const needsAccommodation = a.disability && (a.accommodation ?? '').trim() !== '';
  return [
    heading('LANDLORD VERIFICATION', 2, 'center'),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        { label: '1.', runs: text(signerCapacityStatement(f)) },
        { label: '2.', runs: text('I have read the complaint. The facts in it are true and are based on my personal knowledge.') },
        { label: '3.', runs: text('The matter in controversy is not the subject of any other court action or arbitration proceeding, now pending or contemplated, and no other parties should be joined in this action.') },
        { label: '4.', runs: text('Confidential personal identifiers have been redacted from documents now submitted to the court, and will be redacted from all documents submitted in the future, in accordance with R. 1:38-7(b).') },
        { label: '5.', runs: text('I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.') },
      ],
    },
    heading('Trial needs', 3),
    trialNeed('Do you need an interpreter at the trial?', needsInterpreter, needsInterpreter ? [run('Yes. Language: '), bold(a.language!.trim())] : [run('Yes. Language: __________')]),
    trialNeed('Do you need an accommodation for a disability?', needsAccommodation, needsAccommodation ? [run('Yes. Accommodation: '), bold(a.accommodation!.trim())] : [run('Yes. Accommodation: __________')]),
    ...signatureSection(f, opts.signedAs, opts.dated),
  ];
}

/** The complaint's blocks, verification included. */
export function complaintBlocks(
  f: CaseFacts,
  accommodations: { interpreter: boolean; language: string | null; disability: boolean; accommodation: string | null },
  opts: SigningOptions,
): Block[] {
  return [
    box([paragraph([italic(PUBLIC_DOCUMENT_NOTICE)], { size: 'small', spaceAfter: 0 })]),
    spacer(8),
    ...caption(f, ['VERIFIED COMPLAINT', 'LANDLORD/TENANT'], opts.docketNo),
    { kind: 'columns', divider: false, columns: [
      { width: 'star', blocks: [checkbox(true, [bold('Non-payment of Rent')])] },
      { width: 'star', blocks: [checkbox(false, 'Other (required notices attached)')] },
    ] },
    paragraph([run('Address of rental premises: '), bold(f.premises.oneLine)], { spaceAfter: 10 }),
    paragraph(`The plaintiff, ${f.ownerName}, complaining of the defendant(s), ${f.tenantNames}, in the ${f.court.name}, says:`),
    { kind: 'allegations', items: allegations(f) },
    ...additionalStatements(f),
    spacer(6),
    paragraph(wherefore(f)),
    ...signatureSection(f, opts.signedAs, opts.dated),
    pageBreak,
    ...verification(f, accommodations, opts),
  ];
}
