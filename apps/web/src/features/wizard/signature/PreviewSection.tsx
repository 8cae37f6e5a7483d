import { lazy, Suspense, useState } from 'react';
import { Box, Typography } from '@mui/material';
import type { Case, ContactInfo, Property } from '@rentfile/domain';

/** The preview, in a chunk of its own (the step's budget): it is made after a delay anyway. */
const PdfPreview = lazy(() => import('./PdfPreview.tsx').then((m) => ({ default: m.PdfPreview })));

interface Props {
  /** The saved case's id when signed in; null: a guest's case, sent whole. */
  caseId: number | null;
  caseInfo: Case;
  property: Property;
  contactInfo: ContactInfo | null;
}

/** Review & Sign's PDF preview of the verified complaint. */
export function PreviewSection({ caseId, caseInfo, property, contactInfo }: Props) {
  // The preview shows the case as saved when the screen opened.
  const [previewRequest] = useState(() =>
    caseId !== null
      ? {
          caseId,
          templateName: 'verified_complaint_preview' as const,
          guestData: false as const,
          isCLRSOnly: false,
        }
      : {
          templateName: 'verified_complaint_preview' as const,
          guestData: { caseInfo, property, contactInfo },
          isCLRSOnly: false,
        },
  );
  return (
    <Box component="section" aria-labelledby="preview-heading">
      <Typography id="preview-heading" variant="h2" sx={{ mb: 1 }}>
        Preview
      </Typography>
      <Suspense fallback={null}>
        <PdfPreview request={previewRequest} title="Preview of the verified complaint (PDF)" />
      </Suspense>
    </Box>
  );
}
