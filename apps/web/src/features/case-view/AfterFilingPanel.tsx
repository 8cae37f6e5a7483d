/**
 * After filing, on the case view (docs/product/rules.md#after-filing, #consent-breach, #court-calendar): the court
 * record, court dates with their adjournments and .ics downloads (each correctable or removable), the outcome,
 * payments and the post-judgment papers, one small form per court action (after-filing/). The server checks every
 * rule; a refusal is shown on the field it names, in words, and nothing typed is lost.
 */
import { Stack } from '@mui/material';
import { OutlinedSection as Section } from '../../components/OutlinedSection.tsx';
import { useCourt } from '../../lib/queries/afterFiling.ts';
import { CourtDatesSection } from './after-filing/CourtDatesSection.tsx';
import { OutcomeForm } from './after-filing/OutcomeForm.tsx';
import { PapersSection } from './after-filing/PapersSection.tsx';
import { PaymentsSection } from './after-filing/PaymentsSection.tsx';
import { RecordForm } from './after-filing/RecordForm.tsx';

/** The case view's after-filing sections; the court record comes first, the rest once the filing is recorded. */
export default function AfterFilingPanel({ caseId }: { caseId: number }) {
  const court = useCourt(caseId);
  const view = court.data;
  if (!view) return null;
  return (
    <Stack spacing={3}>
      <Section id="court-record" title="Court record">
        <RecordForm key={`${view.record?.docketNo ?? ''}${view.record?.dateFiled ?? ''}`} view={view} />
      </Section>
      {view.record && (
        <>
          <Section id="court-dates" title="Court dates">
            <CourtDatesSection view={view} />
          </Section>
          <Section id="court-outcome" title="Outcome">
            <OutcomeForm key={JSON.stringify(view.outcome)} view={view} />
          </Section>
          <Section id="court-payments" title="Payments after filing">
            <PaymentsSection view={view} />
          </Section>
          <Section id="court-warrant" title="Papers after filing">
            <PapersSection view={view} />
          </Section>
        </>
      )}
    </Stack>
  );
}
