import { useCallback } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { pleadings, type DocumentKind } from '@rentfile/domain';
import { DocumentUpload } from '../../../components/DocumentUpload.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';
import { SignInToAttach } from '../frame/SignInToAttach.tsx';

const TITLE = 'Documents';

/** The other documents the court may need with the complaint, each with what it is for. */
const OTHER_DOCUMENTS: ReadonlyArray<{ kind: DocumentKind; hint: string }> = [
  { kind: 'notice-to-cease', hint: 'A notice to cease served on the tenant, if there was one.' },
  { kind: 'notice-to-quit', hint: 'A notice to quit served on the tenant, if there was one.' },
  { kind: 'cares-notice', hint: 'The 30-day notice to vacate, for a property covered by the CARES Act.' },
  { kind: 'military-status', hint: "The report of the Defense Manpower Data Center's SCRA website for each tenant." },
  { kind: 'rent-ledger', hint: "The tenant's rent ledger: what was charged and paid." },
];

/**
 * Documents (docs/product/screens.md#documents-step): the notices, the military status report and the rent ledger
 * attached to the case, each to view, replace or delete; the lease and the registration statement are attached on
 * Lease and Registration. Nothing to save but the step's status: every file is stored when it is attached.
 */
export default function DocumentsPage() {
  const wizard = useWizardCase();
  const { caseInfo, property, saveCase, goTo } = wizard;
  const onContinue = useCallback(async () => {
    await saveCase({});
    goTo('vc-signature');
  }, [saveCase, goTo]);
  if (!caseInfo) return <StepLoading title={TITLE} />;
  const caseId = typeof wizard.caseRef === 'number' && wizard.signedIn ? wizard.caseRef : null;
  const covered = pleadings.isCaresCovered(caseInfo, property ?? {}) === true;
  return (
    <WizardStep
      title={TITLE}
      intro="Attach the other papers that go with the complaint. Each is added to the filing package after the court papers, in the order the court lists them."
      onContinue={onContinue}
    >
      {caseId === null ? (
        <SignInToAttach what="documents"> You can attach them later from the case.</SignInToAttach>
      ) : (
        <Stack spacing={2}>
          {covered && (
            <Alert severity="info">
              The property is covered by the CARES Act: attach the 30-day notice to vacate served on the tenant.
            </Alert>
          )}
          {OTHER_DOCUMENTS.map(({ kind, hint }) => (
            <DocumentUpload key={kind} kind={kind} target={{ caseId }} hint={hint} headingLevel={2} />
          ))}
          <Typography variant="body2" color="text.secondary">
            The lease and the registration statement are attached on the Lease and Registration step.
          </Typography>
        </Stack>
      )}
    </WizardStep>
  );
}
