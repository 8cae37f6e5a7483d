/** The pleadings list of a case with the template of each paper (docs/product/data-and-rules.md#entities "Pleadings list", docs/product/data-and-rules.md#action-ids action 61). */
import type { Case } from '../entities.ts';
import { pleadingsList } from '../lists.ts';
import { PLEADING_TITLES, type PaperTemplateName } from './build.ts';

export interface PleadingListEntry {
  name: string;
  templateName: PaperTemplateName;
}

const TEMPLATE_BY_NAME = new Map<string, PaperTemplateName>(
  (Object.entries(PLEADING_TITLES) as Array<[PaperTemplateName, string]>).filter(([t]) => !['instructions', 'print_all', 'print_all_individual', 'eviction_preview', 'verified_complaint_preview'].includes(t)).map(([t, name]) => [name, t]),
);

/**
 * The domain's pleadings list (lists.ts pleadingsList) with each paper's template. Consent to Enter Judgment and
 * Letter to Tenant have no template among docs/product/data-and-rules.md#entities's, so they are not offered here. The case keeps no consent
 * drafting date, so no consent counts as drafted.
 */
export function pleadingsWithTemplates(c: Pick<Case, 'clrsSubmission' | 'clrsExemption' | 'actions' | 'trialAction'> & Partial<Pick<Case, 'leaseTypeCategory'>>): PleadingListEntry[] {
  // A commercial tenancy files no residential-only paper (docs/product/forms.md), as packageTemplates leaves them out.
  const residentialOnly: ReadonlyArray<PaperTemplateName> = c.leaseTypeCategory === 'Commercial' ? ['case_information_statement', 'clrs_form'] : [];
  const names = pleadingsList({
    clrsSubmission: c.clrsSubmission,
    clrsExemption: c.clrsExemption,
    actionId: c.actions[0]?.actionId ?? null,
    trialAction: c.trialAction,
    consentDrafted: false,
  });
  return names.flatMap((name) => {
    const templateName = TEMPLATE_BY_NAME.get(name);
    return templateName && !residentialOnly.includes(templateName) ? [{ name, templateName }] : [];
  });
}
