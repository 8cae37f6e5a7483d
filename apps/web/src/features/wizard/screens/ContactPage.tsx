import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, IconButton, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { MESSAGES, streetWithUnit, type ContactInfo } from '@rentfile/domain';
import { queryKeys } from '../../../lib/queryKeys.ts';
import { useSession } from '../../../lib/session.tsx';
import { ContactDialog } from '../dialogs/ContactDialog.tsx';
import { useWizardCase } from '../frame/WizardContext.tsx';
import { useWizardContacts } from '../store/wizardQueries.ts';
import { WizardStep } from '../frame/WizardStep.tsx';

/** Contact Information (route vc-client-contact): the client's contacts, the default preselected; add and edit. */
export default function ContactPage() {
  const wizard = useWizardCase();
  const { client } = useSession();
  const queryClient = useQueryClient();
  const kind = wizard.repository.kind;
  const contacts = useWizardContacts(wizard.repository);
  const list = contacts.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ contact: ContactInfo | null } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const preselected = wizard.property?.contactInfoId ?? client?.defaultContactInfoId ?? list[0]?.id ?? null;
  const selectedId = chosen ?? preselected;
  const guestContact = kind === 'guest' ? (list[0] ?? null) : null;

  const saveContact = async (contact: ContactInfo) => {
    const id = await wizard.repository.saveContact(contact, list.length === 0);
    await queryClient.invalidateQueries({ queryKey: queryKeys.contacts(kind) });
    if (id !== null) setChosen(id);
    setError(null);
    setDialog(null);
  };

  const submit = async () => {
    if (kind === 'api' && selectedId === null) return setError(MESSAGES.required);
    if (kind === 'guest' && !guestContact) return setError(MESSAGES.required);
    await wizard.saveProperty(kind === 'api' ? { contactInfoId: selectedId } : {}, 'contact');
    await wizard.saveCase({});
    wizard.goTo('vc-tenants');
  };

  const describe = (c: ContactInfo) => (
    <span>
      <strong>
        {c.firstName} {c.lastName}
      </strong>
      {c.company ? `, ${c.company}` : ''}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {streetWithUnit(c.streetAddress, c.unitNo)}, {c.city}, {c.state} {c.zipcode} · {c.email}
        {c.phone ? ` · ${c.phone}` : ''}
      </Typography>
    </span>
  );

  return (
    <WizardStep title="Contact Information" intro="Who should the court and the tenant contact about this case?" onContinue={submit}>
      <Stack spacing={2}>
        {kind === 'api' ? (
          <FormControl error={Boolean(error)}>
            <FormLabel id="contact-label">Contact</FormLabel>
            <RadioGroup aria-labelledby="contact-label" value={selectedId === null ? '' : String(selectedId)} onChange={(e) => setChosen(Number(e.target.value))}>
              {list.map((c) => (
                <Stack key={c.id} direction="row" alignItems="center" justifyContent="space-between">
                  <FormControlLabel value={String(c.id)} control={<Radio />} label={describe(c)} sx={{ py: 0.5 }} />
                  <IconButton aria-label={`Edit ${c.firstName} ${c.lastName}`} onClick={() => setDialog({ contact: c })}>
                    <EditIcon />
                  </IconButton>
                </Stack>
              ))}
            </RadioGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        ) : guestContact ? (
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography component="div">{describe(guestContact)}</Typography>
            <IconButton aria-label={`Edit ${guestContact.firstName} ${guestContact.lastName}`} onClick={() => setDialog({ contact: guestContact })}>
              <EditIcon />
            </IconButton>
          </Stack>
        ) : (
          <Alert severity={error ? 'error' : 'info'}>Add the contact for this case.</Alert>
        )}
        {(kind === 'api' || !guestContact) && (
          <div>
            <Button startIcon={<AddIcon />} color="secondary" variant="outlined" onClick={() => setDialog({ contact: null })}>
              Add Contact
            </Button>
          </div>
        )}
      </Stack>
      <ContactDialog open={dialog !== null} contact={dialog?.contact ?? null} onClose={() => setDialog(null)} onSave={saveContact} />
    </WizardStep>
  );
}
