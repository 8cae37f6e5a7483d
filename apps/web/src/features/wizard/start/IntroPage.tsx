import { Alert, Stack, Typography } from '@mui/material';
import { WizardStep } from '../frame/WizardStep.tsx';

/** The Delinquent Letter intro (route vc-intro, docs/product/data-and-rules.md#product, docs/product/data-and-rules.md#wizard). */
export default function IntroPage() {
  return (
    <WizardStep title="Delinquent Letter">
      <Stack spacing={2}>
        <Typography>
          A Delinquent Letter is a cover letter that asks your tenant to pay the rent they owe. A Verified Complaint,
          filled in with what you enter here, is attached to it, so the tenant sees the case you are ready to file.
        </Typography>
        <Typography>
          Everything you enter is kept. If the rent is still not paid, the same case can later become an eviction case
          without typing it again.
        </Typography>
        <Alert severity="info">The software fee during the beta is $0.00. Court fees are not included.</Alert>
      </Stack>
    </WizardStep>
  );
}
