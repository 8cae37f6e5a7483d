import { useRef, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { CaseDocument } from '@rentfile/contract';
import { uploadErrorText } from '../lib/api.ts';
import { sendDocument, type DocumentOwner, type DocumentTarget } from '../lib/queries/documents.ts';
import { documentsChanged } from '../lib/queryKeys.ts';
import { UploadProgress } from './UploadProgress.tsx';

/** What the file chooser offers: the formats the server takes (it checks the content, never the name). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

export interface DocumentFilePicker {
  /**
   * Opens the file chooser; the chosen file goes to the target (a new document or a replaced one). `what` names the
   * upload's progress bar ('Uploading Rent ledger'); without it, the file's name does.
   */
  pick: (target: DocumentTarget, what?: string) => void;
  /** True while a file is being sent. */
  busy: boolean;
  /** The hidden file input, the upload's progress and the server's message of a refused file, where they show. */
  status: ReactNode;
}

/**
 * Choosing and sending a document (docs/product/screens.md#documents), shared by the case view's Documents, the
 * properties page and the wizard's lists of one kind (DocumentUpload): the upload shows its progress, a refused file the server's message, and the lists that show the
 * owner's documents (the target's case or property, else the given owner's) read again after a change.
 */
export function useDocumentFilePicker(
  owner: DocumentOwner = {},
  onUploaded?: (doc: CaseDocument) => void,
): DocumentFilePicker {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const pending = useRef<{ target: DocumentTarget; what?: string } | null>(null);
  const [sending, setSending] = useState<{ what?: string; fileName: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = (target: DocumentTarget, what?: string) => {
    pending.current = { target, what };
    input.current?.click();
  };

  const send = async (file: File) => {
    const job = pending.current;
    if (!job) return;
    setError(null);
    setSending({ what: job.what, fileName: file.name, fraction: 0 });
    try {
      const doc = await sendDocument(job.target, file, (fraction) =>
        setSending({ what: job.what, fileName: file.name, fraction }),
      );
      onUploaded?.(doc);
    } catch (err) {
      setError(`${file.name} was not saved. ${uploadErrorText(err)}`);
    } finally {
      setSending(null);
      await documentsChanged(queryClient, {
        caseId: job.target.caseId ?? owner.caseId,
        propertyId: job.target.propertyId ?? owner.propertyId,
      });
    }
  };

  const status = (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      {sending && (
        <UploadProgress
          fileName={sending.fileName}
          fraction={sending.fraction}
          what={sending.what}
          afterwards="Checking"
          sx={{ mt: 1.5 }}
        />
      )}
      {error && (
        <Alert severity="error" role="alert" onClose={() => setError(null)} sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {error}
        </Alert>
      )}
    </>
  );
  return { pick, busy: sending !== null, status };
}
