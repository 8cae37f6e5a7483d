/**
 * One kind of document attached to a case or a property (docs/product/rules.md#documents,
 * docs/product/screens.md#documents-step): the files attached, each to view (as a PDF of its own), replace or delete,
 * and a button to attach one, with the share sent while it uploads and the server's message when it refuses the
 * file. The server checks the content; here only the size is checked first, so a file far too large is not sent.
 */
import { useId, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKindLabel, type DocumentKind } from '@rentfile/domain';
import { fetchApiBlob, uploadErrorText } from '../lib/api.ts';
import {
  documentPdfUrl,
  documentsOfKindQueryOptions,
  useDeleteDocument,
  type AttachedFile,
  type AttachedTo,
} from '../lib/queries/documents.ts';
import { queryKeys } from '../lib/queryKeys.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { useDocumentFilePicker } from './DocumentFilePicker.tsx';

interface Props {
  kind: DocumentKind;
  target: AttachedTo;
  /** The heading; default: the kind's words ('Lease'). */
  label?: string;
  /** A sentence under the heading: what to attach. */
  hint?: string;
  /** The heading's level in the screen's outline (default 3, under a section's h2). */
  headingLevel?: 2 | 3;
}

function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function DocumentUpload({ kind, target, label = documentKindLabel(kind), hint, headingLevel = 3 }: Props) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: files = [], isPending } = useQuery(documentsOfKindQueryOptions(target, kind));
  const caseId = 'caseId' in target ? target.caseId : null;
  // A case's papers list its attachments: they are read again after every change too.
  const papersChanged = () => {
    if (caseId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.pleadings(caseId) });
  };
  const picker = useDocumentFilePicker(target, papersChanged);
  /** The message of a view that failed. */
  const [viewError, setViewError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AttachedFile | null>(null);
  const deletion = useDeleteDocument(target, { showError: false });
  /** The file whose delete failed, named with the server's reason. */
  const failedDelete = deletion.error && files.find((f) => f.id === deletion.variables);
  const error =
    viewError ??
    (deletion.error
      ? `${failedDelete ? failedDelete.name : 'The document'}: ${uploadErrorText(deletion.error)}`
      : null);
  const dismissError = () => {
    setViewError(null);
    deletion.reset();
  };

  const pick = (replace: AttachedFile | null) =>
    picker.pick(
      replace
        ? { replaceId: replace.id }
        : 'caseId' in target
          ? { kind, caseId: target.caseId }
          : { kind: 'registration', propertyId: target.propertyId },
    );

  const view = async (file: AttachedFile) => {
    dismissError();
    // Opened before the PDF arrives, so the browser does not take the new window for an unasked pop-up.
    const opened = window.open('', '_blank');
    try {
      const pdf = await fetchApiBlob(documentPdfUrl(file.id), { showError: false });
      const url = URL.createObjectURL(pdf);
      if (opened) {
        opened.opener = null;
        opened.location.href = url;
      } else setViewError('The browser blocked the new window: allow pop-ups for this site to view the document.');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      opened?.close();
      setViewError(`${file.name}: ${uploadErrorText(err)}`);
    }
  };

  const remove = () => {
    if (!deleting) return;
    deletion.mutate(deleting.id, { onSuccess: papersChanged, onSettled: () => setDeleting(null) });
  };

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minWidth: 0 }}
    >
      <Typography
        id={headingId}
        variant="h3"
        component={`h${headingLevel}`}
        sx={{ fontSize: '1.05rem', fontWeight: 600 }}
      >
        {label}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      {!isPending && files.length === 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Nothing attached yet.
        </Typography>
      )}
      {files.length > 0 && (
        <Box component="ul" aria-label={`${label}: attached files`} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {files.map((file) => (
            <Box
              component="li"
              key={file.id}
              sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {file.name}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({sizeText(file.size)})
                </Typography>
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                <Button size="small" onClick={() => void view(file)} aria-label={`View ${file.name}`}>
                  View
                </Button>
                <Button
                  size="small"
                  onClick={() => pick(file)}
                  disabled={picker.busy}
                  aria-label={`Replace ${file.name}`}
                >
                  Replace
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDeleting(file)}
                  disabled={picker.busy}
                  aria-label={`Delete ${file.name}`}
                >
                  Delete
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
      {picker.status}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1, overflowWrap: 'anywhere' }} onClose={dismissError}>
          {error}
        </Alert>
      )}
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        onClick={() => pick(null)}
        disabled={picker.busy}
        sx={{ mt: 1 }}
      >
        {files.length > 0 ? `Attach another ${label.toLowerCase()}` : `Attach ${label.toLowerCase()}`}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        PDF, JPEG, PNG or HEIC (a phone photo), up to 10 MB.
      </Typography>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete the document?"
        text={
          deleting
            ? `${deleting.name} will be removed from ${'caseId' in target ? 'this case' : 'this property'}. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        busy={deletion.isPending}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
