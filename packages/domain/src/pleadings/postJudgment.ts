/**
 * Papers after a judgment for possession: the Certification by Landlord (Appendix XI-T, CN 10512) and the
 * Request for Residential Warrant of Removal (CN 12836). Sources: nj-forms-facts.md §7, §9.
 */
import { formatCurrency } from '../money.ts';
import type { CaseFacts } from './facts.ts';
import { bold, fillLine, heading, paragraph, run, spacer, type Block } from './model.ts';
import { amountsTable, caption, signatureSection, signerCapacityStatement, yesNoBoxes } from './parts.ts';
import type { SigningOptions } from './complaint.ts';

/** The fee for a warrant of removal, before the court officer's mileage (nj-forms-facts.md §9, §10). */
export const WARRANT_OF_REMOVAL_FEE = 35_00;

/** The Certification by Landlord required before a judgment for possession by default or consent (§7). */
export function certificationBlocks(f: CaseFacts, opts: SigningOptions): Block[] {
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
    ...signatureSection(f, opts.signedAs, opts.dated),
  ];
}

/** The Request for Residential Warrant of Removal (§9): $35 plus the court officer's mileage. */
export function warrantRequestBlocks(f: CaseFacts, trialAction: string | null, opts: SigningOptions): Block[] {
  return [
    ...caption(f, ['REQUEST FOR RESIDENTIAL', 'WARRANT OF REMOVAL'], opts.docketNo),
    paragraph(`To the Clerk of the Special Civil Part, ${f.county || '________'} County:`),
    paragraph([run('The plaintiff requests that a Warrant of Removal issue against the defendant(s), '), bold(f.tenantNames), run(`, for the premises at ${f.premises.oneLine}.`)], { align: 'justify' }),
    fillLine('Date the judgment for possession was entered:', 160),
    paragraph([run('Outcome: '), bold(trialAction ?? 'Judgment for Possession')]),
    paragraph('At least three business days (not counting the court day) have passed since the judgment. The defendant(s) have not vacated the premises, or have failed to comply with the terms of a settlement.', { align: 'justify' }),
    heading('Fee', 3),
    paragraph(`Enclosed is the warrant fee of ${formatCurrency(WARRANT_OF_REMOVAL_FEE)} plus the court officer's mileage. A second mileage fee is paid directly to the officer if the officer must return to execute the warrant.`, { align: 'justify' }),
    spacer(6),
    ...signatureSection(f, opts.signedAs, opts.dated),
  ];
}
