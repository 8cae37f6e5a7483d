/** A row of the properties page (PropertiesPage.tsx): its registration and its menu of actions. */
import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { buildPath, routes } from '@rentfile/contract/routes';
import { formatDateDots, todayInNewJersey } from '@rentfile/domain';
import type { DocumentFilePicker } from '../../components/DocumentFilePicker.tsx';
import { RowActionsMenu } from '../../components/RowActionsMenu.tsx';
import { viewDocumentPdf } from '../../lib/queries/documents.ts';
import { addressOf, statementOf, type SavedProperty } from './propertyText.ts';

export function RowMenu({
  property,
  picker,
  onEdit,
  onDelete,
}: {
  property: SavedProperty;
  picker: DocumentFilePicker;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const statement = statementOf(property);
  const propertyId = property.id;
  const statementActions = statement
    ? [
        {
          key: 'view',
          icon: <OpenInNewIcon fontSize="small" />,
          label: 'View the registration statement',
          onSelect: () =>
            void viewDocumentPdf({
              url: buildPath(routes.downloadDocument.path, { id: statement.id }),
              name: statement.name,
            }).catch(() => undefined),
        },
        {
          key: 'replace',
          icon: <SwapHorizIcon fontSize="small" />,
          label: 'Replace the registration statement',
          onSelect: () => picker.pick({ replaceId: statement.id, propertyId }, 'the registration statement'),
          disabled: picker.busy,
        },
      ]
    : [
        {
          key: 'attach',
          icon: <UploadFileIcon fontSize="small" />,
          label: 'Attach the registration statement',
          onSelect: () => picker.pick({ kind: 'registration', propertyId }, 'the registration statement'),
          disabled: picker.busy,
        },
      ];
  return (
    <RowActionsMenu
      rowName={addressOf(property)}
      actions={[
        { key: 'edit', icon: <EditIcon fontSize="small" />, label: 'Edit the property', onSelect: onEdit },
        ...statementActions,
        {
          key: 'delete',
          icon: <DeleteOutlineIcon fontSize="small" />,
          label: 'Delete',
          onSelect: onDelete,
          danger: true,
        },
      ]}
    />
  );
}

/**
 * Whether the property is registered (docs/product/screens.md#properties): the date the statement was filed with
 * the clerk or the State, else that a copy is attached; the attached statement is named below.
 */
export function Registration({ property }: { property: SavedProperty }) {
  const statement = statementOf(property);
  const filed = property.registrationDocsFiledDate
    ? `Filed ${formatDateDots(property.registrationDocsFiledDate)}`
    : property.registrationFiled
      ? 'Filed (date not entered)'
      : statement
        ? 'Statement attached'
        : null;
  if (!filed)
    return (
      <Typography variant="body2" color="text.secondary">
        Not filed
      </Typography>
    );
  return (
    <Box>
      <Stack direction="row" spacing={0.75} alignItems="center">
        <CheckCircleIcon fontSize="small" sx={{ color: 'primary.dark' }} aria-hidden="true" />
        <span>{filed}</span>
      </Stack>
      {statement && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {statement.name}, added {formatDateDots(todayInNewJersey(new Date(statement.uploadedAt)))}
        </Typography>
      )}
    </Box>
  );
}
