import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import type { Client, ContactInfo } from '@rentfile/domain';
import { ContactDialog } from '../../components/ContactDialog.tsx';
import { CardGrid, CardAction, DeleteConfirm, OrganizationAndAddress } from './ProfileCards.tsx';
import { useContactInfos, useDeleteContactInfo, useSaveContactInfo } from './queries.ts';
import { useUpdateUser } from '../../lib/session.tsx';

type SavedContact = ContactInfo & { id: number };

const fullName = (c: ContactInfo) => `${c.firstName} ${c.lastName}`.trim();

/** Contact infos (docs/product/data-and-rules.md#profile-page): list, add, edit in a dialog, delete after a confirm, and the default one (no delete). */
export function ContactInfosSection({ client }: { client: Client }) {
  const contacts = useContactInfos(true);
  const save = useSaveContactInfo();
  const remove = useDeleteContactInfo();
  const update = useUpdateUser(client);
  const [editing, setEditing] = useState<SavedContact | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<SavedContact | null>(null);
  const list = contacts.data ?? [];

  if (contacts.isPending) return <CircularProgress aria-label="Loading your contacts" color="secondary" />;

  return (
    <Stack spacing={2}>
      {list.length === 0 && (
        <Typography color="text.secondary">
          You have no contacts yet. The first one you add becomes your default.
        </Typography>
      )}
      <CardGrid label="Contacts">
        {list.map((c) => {
          const isDefault = c.id === client.defaultContactInfoId;
          return (
            <Card
              component="li"
              key={c.id}
              variant="outlined"
              sx={{
                display: 'flex',
                flexDirection: 'column',
                borderColor: isDefault ? 'primary.main' : 'divider',
                borderWidth: isDefault ? 2 : 1,
              }}
            >
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                  <Typography variant="h3" component="h3">
                    {fullName(c)}
                  </Typography>
                  {isDefault && (
                    <Chip
                      size="small"
                      label="Default"
                      sx={{ bgcolor: 'primary.main', color: 'secondary.main', fontWeight: 600 }}
                    />
                  )}
                </Stack>
                <OrganizationAndAddress organization={c.company} address={c} />
                {c.phone && (
                  <Typography color="text.secondary">
                    {c.phone}
                    {c.ext ? ` ext. ${c.ext}` : ''}
                    {c.phoneType ? ` (${c.phoneType})` : ''}
                  </Typography>
                )}
                {c.cell && <Typography color="text.secondary">Cell {c.cell}</Typography>}
                <Typography color="text.secondary">{c.email}</Typography>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                <CardAction action="Edit" name={fullName(c)} onClick={() => setEditing(c)} />
                {!isDefault && (
                  <>
                    <Button
                      size="small"
                      color="secondary"
                      startIcon={<StarOutlineIcon />}
                      disabled={update.isPending}
                      onClick={() => update.mutate({ defaultContactInfoId: c.id })}
                      aria-label={`Make ${fullName(c)} the default contact`}
                    >
                      Make default
                    </Button>
                    <CardAction action="Delete" name={fullName(c)} onClick={() => setToDelete(c)} />
                  </>
                )}
              </CardActions>
            </Card>
          );
        })}
      </CardGrid>
      <Box>
        <Button variant="outlined" color="secondary" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add a contact
        </Button>
      </Box>

      {editing && (
        <ContactDialog
          contact={editing === 'new' ? null : editing}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(contactInfo) =>
            save.mutate(
              { contactInfo, saveAsDefault: editing === 'new' && list.length === 0 },
              { onSuccess: () => setEditing(null) },
            )
          }
        />
      )}
      <DeleteConfirm
        title="Delete contact"
        name={toDelete ? fullName(toDelete) : null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) })}
      />
    </Stack>
  );
}
