/**
 * The Verified Complaint – Landlord/Tenant (Appendix XI-X, CN 11252) with the Landlord Verification, as laid out
 * in nj-forms-facts.md §3: caption, allegations 1-11, the yes/no statements, the demand for judgment for
 * possession, and the verification by someone with personal knowledge with the trial accommodations.
 */
import { formatCurrency } from '../money.ts';
import { formatLongDate } from '../dates.ts';
import { joinNames } from '../format.ts';
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
  caresStatement,
  describedOwners,
  endSentence,
  militaryBasis,
  PUBLIC_DOCUMENT_NOTICE,
  signatureSection,
  signerCapacityStatement,
  STATEMENT_SENTENCES,
  yesNoBoxes,
} from './parts.ts';
import { complaintSignatureSection } from './signers.ts';

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
  if (f.answers.subsidized) {
    return text(
      `The total rent is ${formatCurrency(f.contractRent)}, payable ${f.rentSchedule}. The tenancy is subsidized (${f.subsidyName}): the tenant's portion of the rent is ${formatCurrency(f.periodRent)}, and only the tenant's portion is claimed in this complaint.`,
    );
  }
  return text(`The rent is ${formatCurrency(f.contractRent)}, payable ${f.rentSchedule}.`);
}

const COSTS_TEXT = 'plus the accrued costs of this action as the court states them (N.J.S.A. 2A:18-55)';

/**
 * 9B (N.J.S.A. 2A:18-55: the rent in default with the accrued costs stops the action). One amount for each window
 * between the rent due dates that fall before a trial at least three weeks away, so that weekly and semi-monthly
 * tenancies count every rent that falls due meanwhile; costs are not stated as a figure the product cannot know.
 */
function dismissalAllegation(f: CaseFacts): Allegation {
  const dates = f.rentDueBeforeTrial;
  if (dates.length === 0) {
    return {
      label: '9B.',
      runs: [
        run('The next rent is due on '),
        bold('__________'),
        run(
          `. To have this complaint dismissed the tenant must pay the total in 9A, any rent that falls due before the trial, ${COSTS_TEXT}.`,
        ),
      ],
    };
  }
  const rows: Block[] = [];
  let total = f.amountsTotal;
  rows.push(
    paragraph(
      [
        run(`(a) If the trial is before ${formatLongDate(dates[0]!)}: `),
        bold(formatCurrency(total)),
        run(` (the total in 9A), ${COSTS_TEXT}.`),
      ],
      { indent: 18, spaceAfter: 2 },
    ),
  );
  dates.forEach((date, i) => {
    total += f.periodRent;
    const until = dates[i + 1];
    const window = until
      ? `on or after ${formatLongDate(date)} and before ${formatLongDate(until)}`
      : `on or after ${formatLongDate(date)}`;
    const label = String.fromCharCode(98 + i);
    const later = until ? '' : ', and each further rent that falls due before the trial';
    rows.push(
      paragraph(
        [
          run(`(${label}) If the trial is ${window}: `),
          bold(formatCurrency(total)),
          run(
            ` (the total in 9A plus ${i + 1} ${i === 0 ? 'rent' : 'rents'} of ${formatCurrency(f.periodRent)}${later}), ${COSTS_TEXT}.`,
          ),
        ],
        { indent: 18, spaceAfter: 2 },
      ),
    );
  });
  rows.push(
    paragraph(
      `${f.answers.subsidized ? "This is a subsidized tenancy: these amounts are the tenant's portion of the rent only and include no late charges, attorney fees or other charges. " : ''}Payment may be made to the landlord or to the Clerk of the Special Civil Part at any time before the trial; on the trial date, only until 4:30 p.m.`,
      { indent: 18, size: 'small' },
    ),
  );
  return {
    label: '9B.',
    runs: [
      run('The next rent is due on '),
      bold(formatLongDate(dates[0]!)),
      run('. To have this complaint dismissed the tenant must pay:'),
    ],
    children: rows,
  };
}

/** Item 12: judgment for possession plus costs (the court states the costs). */
function wherefore(f: CaseFacts): Run[] {
  return [
    bold('WHEREFORE, '),
    run(
      `the plaintiff${f.pluralPlaintiffs ? 's demand' : ' demands'} judgment for possession of the premises against the defendant${f.tenants.length > 1 ? 's' : ''}, together with costs.`,
    ),
  ];
}

/** A statement that does not apply to a commercial tenancy. */
const notApplicable = (why: string): Block[] => [
  paragraph([italic(`Not applicable: ${why}.`)], { indent: 18, spaceAfter: 2 }),
];

/** Allegations 1-11 of the complaint (nj-forms-facts.md §3 "Numbered allegations"). */
function allegations(f: CaseFacts): Allegation[] {
  const a = f.answers;
  const several = f.tenants.length > 1;
  const agent = f.agent ? `${f.agent.company ?? f.agent.name}` : null;
  // A commercial tenant, or a business renting a dwelling, is in possession of the premises but does not reside there.
  // A deceased tenant's estate does not reside anywhere; the occupants sued beside it do (rules.md#estate-occupants).
  const estate = f.estates.length > 0;
  const possession = estate
    ? `The tenant${f.estates.length > 1 ? 's' : ''} who died, whose estate${f.estates.length > 1 ? 's are' : ' is'} sued, possessed the premises from `
    : a.commercial || !f.tenantsAreIndividuals
      ? `The defendant${several ? 's have' : ' has'} been in possession of the premises since `
      : `The defendant${several ? 's reside in and have' : ' resides in and has'} been in possession of the premises since `;
  const subsidized: Block[] = a.commercial
    ? notApplicable('commercial tenancy')
    : [
        checkbox(
          a.subsidized,
          `The tenancy is subsidized under a federal or state program${f.subsidyName ? ` (${f.subsidyName})` : ''}, or the unit is public housing.`,
          18,
        ),
      ];
  if (a.subsidized && f.housingAgency) {
    subsidized.push(
      paragraph(
        `Public housing agency: ${f.housingAgency.name}, ${f.housingAgency.addressLines.join(', ')}. A copy of this complaint is sent to the agency on or before the filing date.`,
        { indent: 18, size: 'small' },
      ),
    );
  }
  return [
    {
      label: '1.',
      runs: [
        run(
          `The owner${f.pluralPlaintiffs ? 's' : ''} of record of the premises ${f.pluralPlaintiffs ? 'are' : 'is'} `,
        ),
        bold(endSentence(describedOwners(f))),
      ],
    },
    {
      label: '2.',
      runs: text(`The plaintiff${f.pluralPlaintiffs ? 's bring' : ' brings'} this action as (check one):`),
      children: [
        checkbox(f.plaintiffOfRecord === 'owner', `the owner${f.pluralPlaintiffs ? 's' : ''} of the premises;`, 18),
        checkbox(false, "the owner's agent, assignee, grantee or prime tenant.", 18),
        ...(agent
          ? [
              paragraph(
                f.pluralPlaintiffs
                  ? `These papers were prepared for the owners by their managing agent, ${agent}; the owners are the plaintiffs.`
                  : `These papers were prepared for the owner by its managing agent, ${agent}; the owner is the plaintiff.`,
                { indent: 18, size: 'small' },
              ),
            ]
          : []),
      ],
    },
    {
      label: '3.',
      runs: text('The landlord:'),
      children: choice(
        a.acquiredFromTenant,
        'did acquire ownership of the property from the tenant(s).',
        'did not acquire ownership of the property from the tenant(s).',
      ),
    },
    {
      label: '4.',
      runs: text('The landlord:'),
      children: choice(
        a.optionToPurchase,
        'has given the tenant(s) an option to purchase the property.',
        'has not given the tenant(s) an option to purchase the property.',
      ),
    },
    {
      label: '5.',
      runs: [run(possession), bold(f.leaseStart), run(', under a:')],
      children: [
        checkbox(f.leaseType === 'Written', `written agreement (${a.commercial ? 'commercial lease' : 'lease'})`, 18),
        checkbox(f.leaseType === 'Oral', 'oral agreement', 18),
        ...(estate && f.occupants.length > 0
          ? [
              paragraph(
                `${joinNames(f.occupants)} ${f.occupants.length > 1 ? 'reside' : 'resides'} in the premises and ${f.occupants.length > 1 ? 'are' : 'is'} sued as ${f.occupants.length > 1 ? 'occupants' : 'an occupant'} in possession beside the estate.`,
                { indent: 18 },
              ),
            ]
          : []),
      ],
    },
    { label: '6.', runs: text('Subsidy or public housing:'), children: subsidized },
    a.registrationApplies
      ? {
          label: '7.',
          runs: text(
            'The landlord has registered the rental and given the tenant(s) a copy of the registration statement as required by the Landlord Registration Act (N.J.S.A. 46:8-27 et seq.):',
          ),
          children: a.registrationExempt
            ? // Owner-occupied premises of two units or fewer are outside the Act, so "No" alone would misstate it.
              [checkbox(false, 'Yes', 18), checkbox(false, 'No', 18), checkbox(true, REGISTRATION_EXEMPT_TEXT, 18)]
            : [checkbox(a.registered === true, 'Yes', 18), checkbox(a.registered === false, 'No', 18)],
        }
      : {
          label: '7.',
          runs: text('Landlord registration:'),
          children: notApplicable('the Landlord Registration Act covers residential rentals only'),
        },
    { label: '8.', runs: rentAllegation(f) },
    {
      label: '9A.',
      runs: text('The following amounts are due, unpaid and owing:'),
      children: [
        amountsTable(f),
        paragraph(
          a.subsidized
            ? "* Only the tenant's portion of the rent is claimed. No late charge, attorney fee or other charge is claimed as rent from this subsidized tenant."
            : '* The late charges, attorney fees and other charges claimed above are allowed to be charged as rent by federal, state and local law (including any rent control or rent leveling ordinance) and by the lease.',
          { size: 'small' },
        ),
      ],
    },
    dismissalAllegation(f),
    {
      label: '10.',
      runs: [run('Possession is not sought on grounds other than non-payment of rent. '), italic('(Not applicable.)')],
    },
    {
      label: '11.',
      runs: text(
        `The defendant${several ? 's have' : ' has'} not surrendered possession of the premises and ${several ? 'hold' : 'holds'} over without the consent of the plaintiff${f.pluralPlaintiffs ? 's' : ''}.`,
      ),
    },
  ];
}

/** The residential-only statements a commercial complaint marks as not applicable. */
const RESIDENTIAL_ONLY: ReadonlyArray<keyof typeof STATEMENT_SENTENCES> = [
  'ownerOccupied',
  'caresActCovered',
  'rentControlled',
];

function additionalStatements(f: CaseFacts): Block[] {
  const keys = Object.keys(STATEMENT_SENTENCES) as Array<keyof typeof STATEMENT_SENTENCES>;
  const answers: Record<keyof typeof STATEMENT_SENTENCES, boolean | null> = {
    ownerOccupied: f.answers.ownerOccupied,
    tenantInMilitary: f.answers.tenantInMilitary,
    caresActCovered: f.answers.caresCovered,
    rentControlled: f.answers.rentControlled,
    noticesAttached: f.answers.noticesAttached,
  };
  const extra = (key: keyof typeof STATEMENT_SENTENCES): Block[] => {
    if (key === 'tenantInMilitary') return [paragraph(militaryBasis(f), { size: 'small', spaceAfter: 2 })];
    if (key === 'caresActCovered' && f.answers.caresCovered === true)
      return [paragraph(caresStatement(f), { size: 'small', spaceAfter: 2 })];
    return [];
  };
  return [
    heading('Additional Statements', 3),
    {
      kind: 'allegations',
      items: keys.map((key, i) => ({
        label: `${12 + i}.`,
        runs: text(STATEMENT_SENTENCES[key]),
        children:
          f.answers.commercial && RESIDENTIAL_ONLY.includes(key)
            ? notApplicable('commercial tenancy')
            : [yesNoBoxes(answers[key]), ...extra(key)],
      })),
    },
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

/** The verification's military statement: what is known and on what basis (50 U.S.C. 3931). */
function militaryStatement(f: CaseFacts): string {
  const m = f.answers.tenantInMilitary;
  const status =
    m === true
      ? 'A defendant is in the military service of the United States.'
      : m === false
        ? 'To my knowledge no defendant is in the military service of the United States.'
        : 'Military service of the defendants: ____________________.';
  return `${status} ${militaryBasis(f)}`;
}

/** The Landlord Verification (nj-forms-facts.md §3) with the trial accommodations. */
export function verification(
  f: CaseFacts,
  a: { interpreter: boolean; language: string | null; disability: boolean; accommodation: string | null },
  opts: SigningOptions,
): Block[] {
  const needsInterpreter = a.interpreter && (a.language ?? '').trim() !== '';
  const needsAccommodation = a.disability && (a.accommodation ?? '').trim() !== '';
  return [
    heading('LANDLORD VERIFICATION', 2, 'center'),
    paragraph(`I, ${f.signerName}, of full age, certify:`),
    {
      kind: 'allegations',
      items: [
        { label: '1.', runs: text(signerCapacityStatement(f)) },
        {
          label: '2.',
          runs: text('I have read the complaint. The facts in it are true and are based on my personal knowledge.'),
        },
        {
          label: '3.',
          runs: text(
            'The matter in controversy is not the subject of any other court action or arbitration proceeding, now pending or contemplated, and no other parties should be joined in this action.',
          ),
        },
        {
          label: '4.',
          runs: text(
            'Confidential personal identifiers have been redacted from documents now submitted to the court, and will be redacted from all documents submitted in the future, in accordance with R. 1:38-7(b).',
          ),
        },
        { label: '5.', runs: text(militaryStatement(f)) },
        {
          label: '6.',
          runs: text(
            'I certify that the foregoing statements made by me are true. I am aware that if any of the foregoing statements made by me are willfully false, I am subject to punishment.',
          ),
        },
      ],
    },
    heading('Trial needs', 3),
    trialNeed(
      'Do you need an interpreter at the trial?',
      needsInterpreter,
      needsInterpreter ? [run('Yes. Language: '), bold(a.language!.trim())] : [run('Yes. Language: __________')],
    ),
    trialNeed(
      'Do you need an accommodation for a disability?',
      needsAccommodation,
      needsAccommodation
        ? [run('Yes. Accommodation: '), bold(a.accommodation!.trim())]
        : [run('Yes. Accommodation: __________')],
    ),
    ...signatureSection(f, opts.signedAs, opts.dated),
  ];
}

/**
 * Item 7 for an owner-occupied building of not more than two units: the Landlord Registration Act does not count
 * its owner as a "landlord" (N.J.S.A. 46:8-27), so no registration statement is required of it (N.J.S.A. 46:8-28);
 * docs/product/rules.md#registration-exempt.
 */
const REGISTRATION_EXEMPT_TEXT =
  'Exempt from registration: the premises are an owner-occupied building of not more than two units, which the Landlord Registration Act does not require to be registered (N.J.S.A. 46:8-27, 46:8-28).';

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
    {
      kind: 'columns',
      divider: false,
      columns: [
        { width: 'star', blocks: [checkbox(true, [bold('Non-payment of Rent')])] },
        { width: 'star', blocks: [checkbox(false, 'Other (required notices attached)')] },
      ],
    },
    paragraph([run('Address of rental premises: '), bold(f.premises.oneLine)], { spaceAfter: 10 }),
    paragraph(
      `The plaintiff${f.pluralPlaintiffs ? 's' : ''}, ${f.ownerName},${f.attorney ? ` by ${f.attorney.name}, attorney for the plaintiff${f.pluralPlaintiffs ? 's' : ''},` : ''} complaining of the defendant${f.tenants.length > 1 ? 's' : ''}, ${f.tenantNames}, in the ${f.court.name}, ${f.pluralPlaintiffs ? 'say' : 'says'}:`,
    ),
    { kind: 'allegations', items: allegations(f) },
    ...additionalStatements(f),
    spacer(6),
    paragraph(wherefore(f)),
    ...complaintSignatureSection(f, opts.signedAs, opts.dated),
    pageBreak,
    ...verification(f, accommodations, opts),
  ];
}
