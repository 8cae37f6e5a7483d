import { useMemo, useState } from 'react';
import { Alert, Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { api } from '@rentfile/contract';
import {
  caseMoney,
  ORDER_DEFAULTS,
  paperReadinessErrors,
  pleadings,
  propertySchema,
  streetWithUnit,
  todayInNewJersey,
  vcDateDraftedToday,
  type Case,
  type ComplaintStatements,
  type ContactInfo,
  type Property,
  verifierRolesFor,
} from '@rentfile/domain';
import { callApi } from '../../../lib/api.ts';
import { GUEST_KEYS } from '../../../lib/auth/guestData.ts';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { useWizardContacts } from '../store/wizardQueries.ts';
import { WizardStep } from '../frame/WizardStep.tsx';
import { useKeepDraft, useStepDraft } from '../frame/useStepDraft.ts';
import { CancelComplaintDialog } from './CancelComplaintDialog.tsx';
import { ComplaintReview, SignatureBlockView } from './ComplaintReview.tsx';
import { GuestSubmitDialog } from './GuestSubmitDialog.tsx';
import { PdfPreview } from './PdfPreview.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { allStatementsAnswered, STATEMENTS_MESSAGE } from './statements.ts';
import { PapersFields, verifierOf, type PapersAnswers } from './PapersFields.tsx';
import { StatementsFields } from './StatementsFields.tsx';
import { StepLoading } from './StepLoading.tsx';
import { useAutoSave } from './useAutoSave.ts';

const NO_ACCOMMODATIONS: pleadings.TrialAccommodations = { interpreter: false, language: null, disability: false, accommodation: null };

/** The landlord's contact: the property's (or the only one a guest has). */
function useLandlordContact(property: Property | null): ContactInfo | null {
  const wizard = useWizardCase();
  const contacts = useWizardContacts(wizard.repository);
  const list = contacts.data ?? [];
  if (wizard.repository.kind === 'guest') return list[0] ?? null;
  return list.find((c) => c.id === property?.contactInfoId) ?? null;
}

export default function SignaturePage() {
  const { caseInfo, property } = useWizardCase();
  const contactInfo = useLandlordContact(property);
  if (!caseInfo) return <StepLoading title="Review & Sign" />;
  return <ReviewAndSign caseInfo={caseInfo} property={property ?? propertySchema.parse({})} contactInfo={contactInfo} />;
}

/**
 * Review & Sign (spec §2.7, §4.8): the PDF preview beside an HTML review of what the complaint says, the
 * complaint's statements (answered here unless a Section 8 case answered them on Confirmation), the signature
 * (typed name shown as '/s/ Name', an optional drawn signature) in the block worded by the domain, and Submit:
 * creates the order and goes to Filing. A guest is asked to sign in, with the order kept for after sign-in.
 */
function ReviewAndSign({ caseInfo, property, contactInfo }: { caseInfo: Case; property: Property; contactInfo: ContactInfo | null }) {
  const wizard = useWizardCase();
  const draft = useStepDraft<{ statements: ComplaintStatements; name: string; image: string | null; papers: PapersAnswers }>('case');
  const [statements, setStatements] = useState<ComplaintStatements>(draft.restored?.statements ?? caseInfo.statements);
  const [name, setName] = useState(draft.restored?.name ?? caseInfo.verifier?.name ?? caseInfo.signatureText ?? '');
  const [image, setImage] = useState<string | null>(draft.restored ? draft.restored.image : (caseInfo.signatureImage ?? null));
  const [papers, setPapers] = useState<PapersAnswers>(
    draft.restored?.papers ?? {
      role: caseInfo.verifier?.role ?? null,
      title: caseInfo.verifier?.title ?? '',
      scraChecked: caseInfo.scraChecked,
      scraCheckDate: caseInfo.scraCheckDate ?? '',
      caresNoticeDate: caseInfo.caresNoticeDate ?? '',
    },
  );
  useKeepDraft(useMemo(() => ({ statements, name, image, papers }), [statements, name, image, papers]), draft.keep);
  const [showErrors, setShowErrors] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [guestOpen, setGuestOpen] = useState(false);

  const keys = pleadings.applicableStatements(caseInfo, property);
  const askStatements = !caseInfo.section8 || !allStatementsAnswered(caseInfo.statements, keys);
  const answered = allStatementsAnswered(statements, keys);
  const signedAs = name.trim();
  const today = todayInNewJersey();
  const ownerCount = (caseInfo.deedNames.some((n) => n.trim() !== '') ? caseInfo.deedNames : property.deedNames).filter((n) => n.trim() !== '').length;
  const roles = verifierRolesFor(property.ownershipType ?? 'Individual', ownerCount);
  const paperFields = useMemo(
    () => ({
      verifier: verifierOf(papers, signedAs),
      scraChecked: papers.scraChecked,
      scraCheckDate: papers.scraChecked === true && papers.scraCheckDate !== '' ? papers.scraCheckDate : null,
      caresNoticeDate: statements.caresActCovered === true && papers.caresNoticeDate !== '' ? papers.caresNoticeDate : null,
    }),
    [papers, signedAs, statements.caresActCovered],
  );
  const unready = signedAs === '' ? [] : paperReadinessErrors({ ...caseInfo, ...paperFields, signatureText: signedAs, statements }, property, today);

  const facts = useMemo(
    () => pleadings.caseFacts({ caseInfo: { ...caseInfo, ...paperFields, statements }, property, contactInfo, accommodations: NO_ACCOMMODATIONS, court: null, today }),
    [caseInfo, paperFields, statements, property, contactInfo, today],
  );
  const block = pleadings.signatureBlock(facts, signedAs || null, signedAs ? facts.todayLong : null);
  const suitAmount = caseMoney(caseInfo).suitAmount;

  const previewRequest = useMemo(
    () =>
      wizard.signedIn && typeof wizard.caseRef === 'number'
        ? { caseId: wizard.caseRef, templateName: 'verified_complaint_preview' as const, guestData: false as const, isCLRSOnly: false }
        : { templateName: 'verified_complaint_preview' as const, guestData: { caseInfo, property, contactInfo }, isCLRSOnly: false },
    // The preview shows the case as saved when the screen opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const savable = useMemo(
    () => ({
      ...paperFields,
      verifier: signedAs ? paperFields.verifier : null,
      scraCheckDate: paperFields.scraCheckDate && paperFields.scraCheckDate <= today ? paperFields.scraCheckDate : null,
      caresNoticeDate: paperFields.caresNoticeDate && paperFields.caresNoticeDate <= today ? paperFields.caresNoticeDate : null,
    }),
    [paperFields, signedAs, today],
  );
  const entered = useMemo(() => ({ statements, signatureText: signedAs || null, signatureImage: image, ...savable }), [statements, signedAs, image, savable]);
  const onLeave = async () => {
    await wizard.saveCase(entered, null);
  };
  useAutoSave(entered, (value) => wizard.saveCase(value, null), true, 800);

  const onSubmit = async () => {
    if (!answered || signedAs === '' || unready.length > 0) {
      setShowErrors(true);
      return;
    }
    const signature = { statements, signatureText: signedAs, signatureImage: image, ...paperFields, vcDateDrafted: vcDateDraftedToday(), submitted: true };
    if (!wizard.signedIn || typeof wizard.caseRef !== 'number') {
      await wizard.saveCase(signature);
      sessionStorage.setItem(GUEST_KEYS.guestOrder, JSON.stringify(ORDER_DEFAULTS));
      setGuestOpen(true);
      return;
    }
    const caseId = wizard.caseRef;
    await wizard.saveCase(signature);
    // Signing again after a change keeps the one order of the complaint (spec §4.3: submit creates the order).
    const orders = await callApi(api.getCaseOrders, { params: { caseId }, query: { flowType: ORDER_DEFAULTS.flowType } });
    if (orders.length === 0) await callApi(api.createOrder, { body: { caseId, ...ORDER_DEFAULTS } }, { loading: true });
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
        <Box component="section" aria-labelledby="preview-heading">
          <Typography id="preview-heading" variant="h2" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <PdfPreview request={previewRequest} title="Preview of the verified complaint (PDF)" />
        </Box>
        <Paper component="section" aria-labelledby="review-heading" variant="outlined" sx={{ p: { xs: 2, tablet: 3 } }}>
          <Typography id="review-heading" variant="h2" sx={{ mb: 2 }}>
            What the complaint says
          </Typography>
          <ComplaintReview facts={facts} statements={statements} suitAmount={suitAmount} />
        </Paper>

        {askStatements && (
          <Box component="section" aria-labelledby="statements-heading">
            <Typography id="statements-heading" variant="h2" sx={{ mb: 0.5 }}>
              Questions the complaint must answer
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Answer each one truthfully; you sign the complaint under penalty of law.
            </Typography>
            <StatementsFields keys={keys} value={statements} onChange={(key, answer) => setStatements((s) => ({ ...s, [key]: answer }))} showErrors={showErrors} />
          </Box>
        )}
        {facts.answers.registrationApplies && facts.answers.registered === false && (
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
          <PapersFields value={papers} onChange={setPapers} roles={roles} caresCovered={facts.answers.caresCovered === true} showErrors={showErrors} today={today} />
        </Box>

        <Box component="section" aria-labelledby="sign-heading">
          <Typography id="sign-heading" variant="h2" sx={{ mb: 0.5 }}>
            Sign the complaint
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Type your full name to sign. It appears on the complaint as “/s/ {signedAs || 'Your Name'}”.
          </Typography>
          <Stack spacing={3}>
            <TextField
              label="Your full name"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={showErrors && signedAs === ''}
              helperText={showErrors && signedAs === '' ? 'Item is required' : `The name of the person who verifies, chosen above. The complaint names ${facts.signerName} as the signer.`}
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'name' } }}
            />
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
                Your signature on the complaint
              </Typography>
              <SignatureBlockView block={block} />
            </Paper>
            <SignaturePad value={image} onChange={setImage} />
          </Stack>
        </Box>

        {showErrors && (!answered || signedAs === '' || unready.length > 0) && (
          <Alert severity="error">
            {!answered ? STATEMENTS_MESSAGE : signedAs === '' ? 'Type your full name to sign the complaint.' : unready.join(' ')}
          </Alert>
        )}
      </Stack>
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
    </WizardStep>
  );
}
