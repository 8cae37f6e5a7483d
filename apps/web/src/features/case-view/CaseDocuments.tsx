import { useState } from 'react';
import {
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { buildPath, routes } from '@rentfile/contract/routes';
import {
  DOCUMENT_KINDS,
  documentKindLabel,
  formatDateDots,
  formatFileSize,
  todayInNewJersey,
  type DocumentKind,
} from '@rentfile/domain';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDocumentFilePicker } from '../../components/DocumentFilePicker.tsx';
import { RowActionsMenu } from '../../components/RowActionsMenu.tsx';
import { CardsTableHead } from '../../components/CardsTableHead.tsx';
import { cardsBelowLaptop } from '../../components/tableCards.ts';
import {
  useCaseDocuments,
  viewDocumentPdf,
  useDeleteDocument,
  useRegistrationFiles,
} from '../../lib/queries/documents.ts';

/** One row of the list: a document of the case, or the property's registration statement that the case uses. */
interface Row {
  id: number;
  kind: string;
  name: string;
  pages: number | null;
  size: number;
  uploadedAt: string;
  url: string;
  /** The property's statement: replaced and deleted on the property, for each of its cases. */
  fromProperty: boolean;
}

const pagesText = (pages: number | null) => (pages == null ? '—' : pages === 1 ? '1 page' : `${pages} pages`);

/**
 * The case view's Documents (docs/product/screens.md#documents): the documents attached to the case and the
 * property's registration statement, each viewed as a PDF, replaced or deleted; a new one uploaded by kind.
 */
export function CaseDocuments({
  caseId,
  propertyId,
  editable,
}: {
  caseId: number;
  propertyId: number | null;
  editable: boolean;
}) {
  const own = useCaseDocuments(caseId);
  const registration = useRegistrationFiles(propertyId);
  const owner = { caseId, propertyId };
  const picker = useDocumentFilePicker(owner);
  const remove = useDeleteDocument(owner);
  const [kind, setKind] = useState<DocumentKind>('lease');
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);

  if (own.isPending) return <CircularProgress size={24} aria-label="Loading the documents" color="secondary" />;
  if (own.isError) return <Typography color="text.secondary">The documents could not be listed right now.</Typography>;

  const hasOwnRegistration = own.data.some((d) => d.kind === 'registration');
  const rows: Row[] = [
    ...own.data.map((d) => ({ ...d, fromProperty: false })),
    ...(registration.data ?? []).map((f) => ({
      ...f,
      pages: f.pages ?? null,
      kind: 'registration',
      url: buildPath(routes.downloadDocument.path, { id: f.id }),
      fromProperty: true,
    })),
  ];

  const view = (row: Row) => {
    setViewing(row.id);
    void viewDocumentPdf(row)
      .catch(() => undefined)
      .finally(() => setViewing(null));
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        The lease, the registration statement and the notices go with the complaint: the filing package adds them after
        the papers. PDF, JPEG, PNG or HEIC photos of paper documents, at most 10 MB each.
      </Typography>
      {rows.length === 0 ? (
        <Typography>No documents are attached yet.</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table aria-label="Documents" size="small" sx={cardsBelowLaptop}>
            <CardsTableHead columns={['Document', 'Pages', 'Size', 'Added']} />
            <TableBody>
              {rows.map((row) => {
                const label = documentKindLabel(row.kind);
                return (
                  <TableRow key={row.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell data-label="Document" sx={{ pr: { mobile: 7, laptop: 2 } }}>
                      <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {row.name}
                      </Typography>
                      {row.fromProperty && (
                        <Typography variant="body2" color="text.secondary">
                          {hasOwnRegistration
                            ? "The property's statement; this case uses its own."
                            : "The property's statement, used by each of its cases."}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell data-label="Pages">{pagesText(row.pages)}</TableCell>
                    <TableCell data-label="Size">{formatFileSize(row.size)}</TableCell>
                    <TableCell data-label="Added">
                      {formatDateDots(todayInNewJersey(new Date(row.uploadedAt)))}
                    </TableCell>
                    <TableCell align="right" padding="checkbox" className="row-actions">
                      <RowActionsMenu
                        rowName={`${label}, ${row.name}`}
                        actions={[
                          {
                            key: 'view',
                            icon: <OpenInNewIcon fontSize="small" />,
                            label: 'View as PDF',
                            onSelect: () => view(row),
                            disabled: viewing !== null,
                          },
                          ...(editable
                            ? [
                                {
                                  key: 'replace',
                                  icon: <SwapHorizIcon fontSize="small" />,
                                  label: 'Replace the file',
                                  onSelect: () =>
                                    picker.pick(
                                      row.fromProperty
                                        ? { replaceId: row.id, propertyId }
                                        : { replaceId: row.id, caseId },
                                      label,
                                    ),
                                  disabled: picker.busy,
                                },
                                {
                                  key: 'delete',
                                  icon: <DeleteOutlineIcon fontSize="small" />,
                                  label: 'Delete',
                                  onSelect: () => setToDelete(row),
                                  danger: true,
                                },
                              ]
                            : []),
                        ]}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editable && (
        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} alignItems={{ tablet: 'center' }}>
          <TextField
            select
            label="Document to upload"
            value={kind}
            onChange={(e) => setKind(e.target.value as DocumentKind)}
            sx={{ minWidth: { tablet: 280 } }}
          >
            {DOCUMENT_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {documentKindLabel(k)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            color="secondary"
            startIcon={<UploadFileIcon />}
            disabled={picker.busy}
            onClick={() => picker.pick({ kind, caseId }, documentKindLabel(kind))}
          >
            Upload a document
          </Button>
        </Stack>
      )}
      {picker.status}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete document"
        text={
          toDelete
            ? `${documentKindLabel(toDelete.kind)} “${toDelete.name}” will be deleted${toDelete.fromProperty ? ' from the property, for each of its cases' : ''}. This can not be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
