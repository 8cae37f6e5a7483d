import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { streetWithUnit, TEXTS } from '@rentfile/domain';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

/** The profile's list of saved people (contacts, attorneys): one card a person, two a line from a tablet's width. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { mobile: '1fr', tablet: '1fr 1fr' },
      }}
    >
      {children}
    </Box>
  );
}

interface Address {
  streetAddress: string;
  unitNo?: string | null;
  city: string;
  state: string;
  zipcode: string;
}

/** A card's company or firm (when there is one) and its address on two lines. */
export function OrganizationAndAddress({ organization, address }: { organization?: string | null; address: Address }) {
  return (
    <>
      {organization && <Typography>{organization}</Typography>}
      <Typography>{streetWithUnit(address.streetAddress, address.unitNo)}</Typography>
      <Typography>
        {address.city}, {address.state} {address.zipcode}
      </Typography>
    </>
  );
}

const CARD_ACTIONS = {
  Edit: { color: 'secondary', icon: <EditOutlinedIcon /> },
  Delete: { color: 'error', icon: <DeleteOutlineIcon /> },
} as const;

/** A card's Edit or Delete button, named with the person it acts on. */
export function CardAction({
  action,
  name,
  onClick,
}: {
  action: keyof typeof CARD_ACTIONS;
  name: string;
  onClick: () => void;
}) {
  const { color, icon } = CARD_ACTIONS[action];
  return (
    <Button size="small" color={color} startIcon={icon} onClick={onClick} aria-label={`${action} ${name}`}>
      {action}
    </Button>
  );
}

interface DeleteConfirmProps {
  title: string;
  /** The person to delete; null while the dialog is closed. */
  name: string | null;
  /** What the dialog says under the name; default: the product's delete confirmation. */
  text?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before a card is deleted: the person's name, then what deleting means. */
export function DeleteConfirm({
  title,
  name,
  text = TEXTS.deleteConfirm,
  busy,
  onCancel,
  onConfirm,
}: DeleteConfirmProps) {
  return (
    <ConfirmDialog
      open={name !== null}
      title={title}
      text={
        <>
          <Box component="span" sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
            {name ?? ''}
          </Box>
          {text}
        </>
      }
      confirmLabel="Delete"
      destructive
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
