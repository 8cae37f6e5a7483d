import { lazy, Suspense } from 'react';
import { Box, Paper, Stack, TextField, Typography } from '@mui/material';
import { pleadings, type AttorneyOfRecord, type Case } from '@rentfile/domain';
import { SignatureBlockView } from './ComplaintReview.tsx';

const SignaturePad = lazy(() => import('./SignaturePad.tsx').then((m) => ({ default: m.SignaturePad })));
/** Who signs each paper (domain paperSigners), in a chunk of its own: the step's budget. */
const PaperSignersList = lazy(() => import('./PaperSignersList.tsx'));

interface Props {
  facts: pleadings.CaseFacts;
  caseInfo: Case;
  /** The attorney of record, or null: the landlord files. */
  attorney: AttorneyOfRecord | null;
  name: string;
  onName(name: string): void;
  image: string | null;
  onImage(image: string | null): void;
  showErrors: boolean;
}

/**
 * Review & Sign's signature (SignaturePage.tsx): the typed name shown as '/s/ Name' in the signature blocks worded
 * by the domain (the complaint's own lines: its attorney of record, or the parties), who signs each paper, and an
 * optional drawn signature.
 */
export function SignSection({ facts, caseInfo, attorney, name, onName, image, onImage, showErrors }: Props) {
  const signedAs = name.trim();
  const dated = signedAs ? facts.todayLong : null;
  const complaintLines = (
    attorney
      ? pleadings.attorneySignatureSection(facts, dated)
      : [pleadings.signatureBlock(facts, signedAs || null, dated), ...pleadings.coPlaintiffSignatures(facts)]
  ).filter((b): b is pleadings.SignatureBlock => b.kind === 'signature');
  const verifierBlock = pleadings.signatureBlock(facts, signedAs || null, dated);
  return (
    <Box component="section" aria-labelledby="sign-heading">
      <Typography id="sign-heading" variant="h2" sx={{ mb: 0.5 }}>
        {attorney ? 'Sign the verification and the papers' : 'Sign the complaint'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {attorney
          ? `Type your full name to sign. It appears on the landlord verification and the other papers as “/s/ ${signedAs || 'Your Name'}”; ${attorney.name}, the attorney of record, signs the complaint itself.`
          : `Type your full name to sign. It appears on the complaint as “/s/ ${signedAs || 'Your Name'}”.`}
      </Typography>
      <Stack spacing={3}>
        <TextField
          label="Your full name"
          required
          value={name}
          onChange={(e) => onName(e.target.value)}
          error={showErrors && signedAs === ''}
          helperText={
            showErrors && signedAs === ''
              ? 'Item is required'
              : `The name of the person who verifies, chosen above. The papers name ${facts.signerName} as the one who verifies.`
          }
          slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'name' } }}
        />
        {attorney && (
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
              Your signature on the landlord verification
            </Typography>
            <SignatureBlockView block={verifierBlock} />
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {attorney
              ? 'The complaint is signed by the attorney of record'
              : complaintLines.length > 1
                ? 'Signatures on the complaint: each other plaintiff signs on a line of their own'
                : 'Your signature on the complaint'}
          </Typography>
          <Stack spacing={2}>
            {complaintLines.map((b) => (
              <SignatureBlockView key={b.signerName} block={b} />
            ))}
          </Stack>
        </Paper>
        <Suspense fallback={null}>
          <PaperSignersList facts={facts} caseInfo={caseInfo} signedAs={signedAs || null} />
          <SignaturePad value={image} onChange={(value) => onImage(value)} />
        </Suspense>
      </Stack>
    </Box>
  );
}
