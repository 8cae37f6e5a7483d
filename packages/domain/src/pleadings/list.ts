/** The pleadings list of a case with the template of each paper (docs/product/data-and-rules.md#entities "Pleadings list", docs/product/data-and-rules.md#action-ids action 61). */
import type { Case } from '../entities.ts';
import { pleadingsList, reachedWarrantOfRemoval, TRIAL_ACTIONS_LETTER_TO_TENANT } from '../lists.ts';
import { ATTORNEY_CERTIFICATION, CERTIFICATION_OF_BREACH, PLEADING_TITLES, type PaperTemplateName } from './build.ts';

export interface PleadingListEntry {
  name: string;
  templateName: PaperTemplateName;
}

const TEMPLATE_BY_NAME = new Map<string, PaperTemplateName>(
  (Object.entries(PLEADING_TITLES) as Array<[PaperTemplateName, string]>)
    .filter(
      ([t]) =>
        ![
          'instructions',
          'print_all',
          'print_all_individual',
          'eviction_preview',
          'verified_complaint_preview',
          ATTORNEY_CERTIFICATION,
        ].includes(t),
    )
    .map(([t, name]) => [name, t]),
);

/**
 * The domain's pleadings list (lists.ts pleadingsList) with each paper's template. Consent to Enter Judgment and
 * Letter to Tenant have no template among docs/product/data-and-rules.md#entities's, so they are not offered here. The case keeps no consent
 * drafting date, so no consent counts as drafted.
 */
export function pleadingsWithTemplates(
  c: Pick<Case, 'clrsSubmission' | 'clrsExemption' | 'actions' | 'trialAction'> &
    Partial<Pick<Case, 'leaseTypeCategory' | 'attorneyId'>>,
): PleadingListEntry[] {
  // A commercial tenancy files no residential-only paper (docs/product/forms.md), as packageTemplates leaves them out.
  const residentialOnly: ReadonlyArray<PaperTemplateName> =
    c.leaseTypeCategory === 'Commercial' ? ['case_information_statement', 'clrs_form'] : [];
  const names = pleadingsList({
    clrsSubmission: c.clrsSubmission,
    clrsExemption: c.clrsExemption,
    actionId: c.actions[0]?.actionId ?? null,
    trialAction: c.trialAction,
    consentDrafted: false,
  });
  const listed = names.flatMap((name) => {
    const templateName = TEMPLATE_BY_NAME.get(name);
    if (!templateName || residentialOnly.includes(templateName)) return [];
    // With an attorney of record, the attorney's certification goes with the landlord's (R. 6:6-3(b); docs/product/rules.md#representation).
    const attorneys: PleadingListEntry[] =
      templateName === 'certification_by_landlord' && c.attorneyId != null
        ? [{ name: PLEADING_TITLES[ATTORNEY_CERTIFICATION], templateName: ATTORNEY_CERTIFICATION }]
        : [];
    return [{ name, templateName }, ...attorneys];
  });
  // A breached consent (trial actions 3 to 5) is certified with the missed payments (docs/product/rules.md#consent-breach).
  const breached =
    reachedWarrantOfRemoval(c.actions[0]?.actionId ?? null) &&
    TRIAL_ACTIONS_LETTER_TO_TENANT.some((a) => a.value === c.trialAction);
  return breached
    ? [...listed, { name: PLEADING_TITLES[CERTIFICATION_OF_BREACH], templateName: CERTIFICATION_OF_BREACH }]
    : listed;
}
