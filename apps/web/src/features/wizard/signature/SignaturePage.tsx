import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import {
  attorneyFee,
  attorneyOfRecord,
  attorneySchema,
  mayFileWithoutAttorney,
  ORDER_DEFAULTS,
  paperReadinessErrors,
  pleadings,
  propertySchema,
  representationRefusal,
  statementContradictions,
  streetWithUnit,
  todayInNewJersey,
  vcDateDraftedToday,
  type Case,
  type ContactInfo,
  type Property,
  verifierRolesFor,
} from '@rentfile/domain';
import { flushPendingSaves } from '../../../lib/pendingSaves.ts';
import { useSignCase } from '../../../lib/queries/wizardSaves.ts';
import { useAttorneys } from '../../../lib/queries/attorneys.ts';
import { GUEST_KEYS } from '../../../lib/auth/guestData.ts';
import { useWizardCase, type SaveOptions } from '../frame/WizardContext.tsx';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useStepForm, type StepSave } from '../frame/useStepForm.ts';
import { ComplaintReview } from './ComplaintReview.tsx';
import { allStatementsAnswered, STATEMENTS_MESSAGE } from '../frame/statements.ts';
import { PapersFields } from './PapersFields.tsx';
import { PreviewSection } from './PreviewSection.tsx';
import { SignSection } from './SignSection.tsx';
import {
  enteredOf,
  NO_ACCOMMODATIONS,
  paperFieldsOf,
  signatureFormSchema,
  type SignatureForm,
} from './signatureForm.ts';
import { useLandlordContact } from './useLandlordContact.ts';
import { StatementsFields } from '../frame/StatementsFields.tsx';
import { StepLoading } from '../frame/StepLoading.tsx';

/**
 * What the step shows on demand, each in a chunk of its own (the step's budget): the two dialogs (the preview is
 * PreviewSection's, the drawing pad SignSection's).
 */
const CancelComplaintDialog = lazy(() =>
  import('./CancelComplaintDialog.tsx').then((m) => ({ default: m.CancelComplaintDialog })),
);
/** A batch-made case's facts still to confirm: only such cases show them. */
const ReportFactsSection = lazy(() => import('./ReportFactsSection.tsx'));
const GuestSubmitDialog = lazy(() => import('./GuestSubmitDialog.tsx').then((m) => ({ default: m.GuestSubmitDialog })));
/** Who files the papers, with its attorney dialog's opener, in a chunk of its own (the step's budget). */
const RepresentationFields = lazy(() =>
  import('./RepresentationFields.tsx').then((m) => ({ default: m.RepresentationFields })),
);

export default function SignaturePage() {
  const { caseInfo, property } = useWizardCase();
  const contactInfo = useLandlordContact(property);
  if (!caseInfo) return <StepLoading title="Review & Sign" />;
  return (
    <ReviewAndSign caseInfo={caseInfo} property={property ?? propertySchema.parse({})} contactInfo={contactInfo} />
  );
}

/**
 * Review & Sign (docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#signature-and-filing): the PDF preview beside an HTML review of what the complaint says, the
 * complaint's statements (answered here unless a Section 8 case answered them on Confirmation), the signature
 * (typed name shown as '/s/ Name', an optional drawn signature) in the block worded by the domain, and Submit:
 * creates the order and goes to Filing. A guest is asked to sign in, with the order kept for after sign-in.
 */
function ReviewAndSign({
  caseInfo,
  property,
  contactInfo,
}: {
  caseInfo: Case;
  property: Property;
  contactInfo: ContactInfo | null;
}) {
  const wizard = useWizardCase();
  const { saveCase } = wizard;
  const { form, onLeave } = useStepForm({
    schema: signatureFormSchema,
    next: null,
    defaultValues: {
      statements: caseInfo.statements,
      name: caseInfo.verifier?.name ?? caseInfo.signatureText ?? '',
      image: caseInfo.signatureImage ?? null,
      papers: {
        role: caseInfo.verifier?.role ?? null,
        title: caseInfo.verifier?.title ?? '',
        scraChecked: caseInfo.scraChecked,
        scraCheckDate: caseInfo.scraCheckDate ?? '',
        caresNoticeDate: caseInfo.caresNoticeDate ?? '',
      },
      attorneyId: caseInfo.attorneyId ?? null,
    },
    save: useCallback<StepSave<SignatureForm>>(
      (values, status) => saveCase(enteredOf(values, todayInNewJersey()), status),
      [saveCase],
    ),
    autosave: {
      save: useCallback(
        (values: z.input<typeof signatureFormSchema>, options: SaveOptions) =>
          saveCase(enteredOf(signatureFormSchema.parse(values), todayInNewJersey()), null, options),
        [saveCase],
      ),
      delayMs: 800,
    },
  });
  const { statements, name, image, papers, attorneyId } = signatureFormSchema.parse(form.watch());
  const setValue = <K extends keyof SignatureForm>(key: K, value: SignatureForm[K]) =>
    form.setValue(key, value as never, { shouldDirty: true });
  const [showErrors, setShowErrors] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [guestOpen, setGuestOpen] = useState(false);
  /** The server's refusal to sign, in its words. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const sign = useSignCase(typeof wizard.caseRef === 'number' ? wizard.caseRef : null);

  const keys = pleadings.applicableStatements(caseInfo, property);
  const askStatements = !caseInfo.section8 || !allStatementsAnswered(caseInfo.statements, keys);
  const answered = allStatementsAnswered(statements, keys);
  const signedAs = name.trim();
  const today = todayInNewJersey();
  const ownerCount = (caseInfo.deedNames.some((n) => n.trim() !== '') ? caseInfo.deedNames : property.deedNames).filter(
    (n) => n.trim() !== '',
  ).length;
  const roles = verifierRolesFor(property.ownershipType ?? 'Individual', ownerCount);
  const paperFields = useMemo(
    () => paperFieldsOf(papers, signedAs, statements.caresActCovered),
    [papers, signedAs, statements.caresActCovered],
  );
  const unready =
    signedAs === ''
      ? []
      : // Checked as the complaint will be signed: dated today (rules.md#claim-consistency).
        paperReadinessErrors(
          { ...caseInfo, ...paperFields, signatureText: signedAs, statements, vcDateDrafted: today },
          property,
          today,
        );

  const attorneyList = useAttorneys(wizard.signedIn);
  const attorney = useMemo(() => {
    const chosen = attorneyList.data?.find((a) => a.id === attorneyId);
    const parsed = chosen ? attorneySchema.safeParse(chosen) : null;
    return parsed?.success ? attorneyOfRecord(parsed.data) : null;
  }, [attorneyList.data, attorneyId]);

  const facts = useMemo(
    () =>
      pleadings.caseFacts({
        caseInfo: { ...caseInfo, ...paperFields, statements },
        property,
        contactInfo,
        accommodations: NO_ACCOMMODATIONS,
        court: null,
        today,
        attorney,
      }),
    [caseInfo, paperFields, statements, property, contactInfo, today, attorney],
  );
  const representationProblem = representationRefusal({
    ownershipType: facts.ownershipType,
    ownerName: facts.ownerName,
    ownerKind: facts.landlord.kind,
    verifierRole: papers.role,
    attorney,
    attorneyFeeClaimed: attorneyFee(caseInfo) > 0,
  });
  const suitAmount = caseInfo.suitAmount;

  const onSubmit = async () => {
    setRefusal(null);
    if (!answered || signedAs === '' || unready.length > 0 || representationProblem) {
      setShowErrors(true);
      return;
    }
    const signature = {
      statements,
      attorneyId,
      signatureText: signedAs,
      signatureImage: image,
      ...paperFields,
      vcDateDrafted: vcDateDraftedToday(),
      submitted: true,
    };
    if (!wizard.signedIn || typeof wizard.caseRef !== 'number') {
      await wizard.saveCase(signature);
      sessionStorage.setItem(GUEST_KEYS.guestOrder, JSON.stringify(ORDER_DEFAULTS));
      setGuestOpen(true);
      return;
    }
    // One server operation signs: it checks the papers' rules, issues them and creates the order
    // (docs/product/rules.md#signed-papers). An autosave still pending is finished first: none lands after it.
    const { vcDateDrafted: _drafted, submitted: _submitted, ...entries } = signature;
    await flushPendingSaves();
    try {
      await sign.mutateAsync(entries);
    } catch (err) {
      setRefusal(err instanceof Error ? err.message : String(err));
      return;
    }
    wizard.goTo('vc-filing', { t: String(Date.now()) });
  };

  const address = streetWithUnit(caseInfo.streetAddress ?? property.streetAddress, caseInfo.unitNo ?? property.unitNo);
  return (
    <WizardStep
      title="Review & Sign"
      intro={`Read the verified complaint for ${address || 'the premises'} carefully, answer its questions and sign it.`}
      onContinue={onSubmit}
      continueLabel="Submit"
      onLeave={onLeave}
      onClose={() => setCancelOpen(true)}
    >
      <Stack spacing={4}>
        <PreviewSection
          caseId={wizard.signedIn && typeof wizard.caseRef === 'number' ? wizard.caseRef : null}
          caseInfo={caseInfo}
          property={property}
          contactInfo={contactInfo}
        />
        <Paper component="section" aria-labelledby="review-heading" variant="outlined" sx={{ p: { xs: 2, tablet: 3 } }}>
          <Typography id="review-heading" variant="h2" sx={{ mb: 2 }}>
            What the complaint says
          </Typography>
          <ComplaintReview facts={facts} statements={statements} suitAmount={suitAmount} />
        </Paper>

        {caseInfo.reportFacts.length > 0 && typeof wizard.caseRef === 'number' && (
          <Suspense fallback={null}>
            <ReportFactsSection caseId={wizard.caseRef} facts={caseInfo.reportFacts} />
          </Suspense>
        )}

        {askStatements && (
          <Box component="section" aria-labelledby="statements-heading">
            <Typography id="statements-heading" variant="h2" sx={{ mb: 0.5 }}>
              Questions the complaint must answer
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Answer each one truthfully; you sign the complaint under penalty of law.
            </Typography>
            <StatementsFields
              keys={keys}
              value={statements}
              onChange={(key, answer) => setValue('statements', { ...statements, [key]: answer })}
              showErrors={showErrors}
              contradicted={statementContradictions({ ...caseInfo, statements }, property)}
            />
          </Box>
        )}
        {facts.answers.registrationApplies &&
          facts.answers.registered === false &&
          !facts.answers.registrationExempt && (
            <Alert severity="warning" role="status">
              <strong>The rental is not registered.</strong> {pleadings.UNREGISTERED_NOTICE}
            </Alert>
          )}
        {facts.answers.tenantInMilitary === true && (
          <Alert severity="warning" role="status">
            {pleadings.MILITARY_NOTICE}
          </Alert>
        )}

        <Box component="section" aria-labelledby="verifier-heading">
          <Typography id="verifier-heading" variant="h2" sx={{ mb: 2 }}>
            Who signs, and the basis of the military statement
          </Typography>
          <PapersFields
            value={papers}
            onChange={(value) => setValue('papers', value)}
            roles={roles}
            caresCovered={facts.answers.caresCovered === true}
            showErrors={showErrors}
            today={today}
          />
        </Box>

        <Suspense fallback={null}>
          <RepresentationFields
            signedIn={wizard.signedIn}
            attorneys={attorneyList.data ?? []}
            attorneyId={attorneyId}
            onChange={(id) => setValue('attorneyId', id)}
            attorneyRequired={!mayFileWithoutAttorney(property.ownershipType ?? 'Individual')}
            refusal={representationProblem}
          />
        </Suspense>

        <SignSection
          facts={facts}
          caseInfo={caseInfo}
          attorney={attorney}
          name={name}
          onName={(value) => setValue('name', value)}
          image={image}
          onImage={(value) => setValue('image', value)}
          showErrors={showErrors}
        />

        {showErrors && (!answered || signedAs === '' || unready.length > 0 || representationProblem) && (
          <Alert severity="error">
            {!answered
              ? STATEMENTS_MESSAGE
              : signedAs === ''
                ? 'Type your full name to sign the complaint.'
                : unready.length > 0
                  ? unready.join(' ')
                  : representationProblem}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" role="alert">
            <strong>The complaint was not signed.</strong> {refusal}
          </Alert>
        )}
      </Stack>
      <Suspense fallback={null}>
        <CancelComplaintDialog
          open={cancelOpen}
          signedIn={wizard.signedIn}
          onStay={() => setCancelOpen(false)}
          onCancel={() => {
            setCancelOpen(false);
            void wizard.leave().then(() => wizard.quit());
          }}
        />
        <GuestSubmitDialog open={guestOpen} onClose={() => setGuestOpen(false)} />
      </Suspense>
    </WizardStep>
  );
}
