import { Box, Typography } from '@mui/material';
import type { Case } from '@rentfile/domain';
import { ReportFactsList } from '../../../components/ReportFactsList.tsx';

/**
 * Review & Sign's list of the facts a delinquency report gave a batch-made case, each to confirm before signing: in a
 * chunk of its own (the step's budget), as only such cases show it.
 */
export default function ReportFactsSection({ caseId, facts }: { caseId: number; facts: Case['reportFacts'] }) {
  return (
    <Box component="section" aria-labelledby="report-facts-heading">
      <Typography id="report-facts-heading" variant="h2" sx={{ mb: 0.5 }}>
        Facts from the delinquency report
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        This case was made from a delinquency report. Each fact the report gave it, or that was assumed, must be
        confirmed on its step (or on the batch) before you sign.
      </Typography>
      <ReportFactsList caseId={caseId} facts={facts} />
    </Box>
  );
}
