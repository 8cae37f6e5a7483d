import { lazy, useEffect, useId, useMemo, useState, type RefObject } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  OFFICE_LETTERS,
  officeLetter,
  officesStartingWith,
  searchList,
  type SocialServiceOffice,
} from '@rentfile/domain';
import { useOffices } from '../../../lib/queries/reference.ts';
import type { WizardRepository } from '../store/repository.ts';
import { OpenedOnce } from '../../../components/OpenedOnce.tsx';

/** The add-office form, with zod and its schema, loaded when it is first opened. */
const AddOfficeDialog = lazy(() => import('./AddOfficeDialog.tsx'));

export type Office = SocialServiceOffice;
export const PAPER = { paper: { sx: { minWidth: { tablet: 375 }, maxWidth: 800 } } } as const;

export function OfficeAddress({ office }: { office: Office }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
      {office.address}
      {office.address2 ? `, ${office.address2}` : ''}, {office.city}, NJ {office.zipcode}
      {office.phone ? ` · ${office.phone}` : ''}
      {office.email ? ` · ${office.email}` : ''}
    </Typography>
  );
}

/** What the office search looks at: the authority's name, its town and ZIP code (the domain's searchList). */
const officeSearchText = (o: Office) => [o.housingAuthority, o.city, o.zipcode].filter(Boolean).join(' ');

/**
 * The public housing office picker: search by name, town or ZIP code, or browse by the first letter of the housing
 * authority, A to Z, or add a new office; continue (enabled once an office is selected) opens the confirm dialog.
 */
export function OfficePickerDialog({
  open,
  onClose,
  onPicked,
  repository,
}: {
  open: boolean;
  onClose: () => void;
  onPicked: (office: Office) => void;
  repository: WizardRepository;
}) {
  const titleId = useId();
  const offices = useOffices();
  // Offices added in this dialog: a guest's are not stored on the server, so they are listed from here.
  const [addedHere, setAddedHere] = useState<Office[]>([]);
  const list = useMemo(
    () => [...(offices.data ?? []), ...addedHere.filter((o) => !offices.data?.some((s) => s.id === o.id))],
    [offices.data, addedHere],
  );
  const [letter, setLetter] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  const letters = useMemo(() => new Set(list.map(officeLetter)), [list]);
  const shownLetter = letter ?? OFFICE_LETTERS.find((l) => letters.has(l)) ?? 'A';
  const searching = query.trim() !== '';
  const shown = searching ? searchList(list, query, officeSearchText) : officesStartingWith(list, shownLetter);
  const office = list.find((o) => o.id === selected) ?? null;

  return (
    <>
      <Dialog
        open={open && !adding}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="md"
        fullWidth
        slotProps={PAPER}
      >
        <DialogTitle id={titleId}>Public Housing Office</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Search the housing authorities by name or town, or browse them by first letter.
          </DialogContentText>
          <TextField
            type="search"
            label="Search offices"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            helperText={
              searching
                ? `${shown.length} ${shown.length === 1 ? 'office matches' : 'offices match'}`
                : 'Name, town or ZIP code'
            }
            fullWidth
            sx={{ mb: 2 }}
            slotProps={{ formHelperText: { role: 'status' } }}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            value={searching ? null : shownLetter}
            onChange={(_, v: string | null) => {
              if (!v) return;
              setLetter(v);
              setQuery('');
            }}
            aria-label="First letter of the housing authority"
            sx={{ flexWrap: 'wrap' }}
          >
            {OFFICE_LETTERS.map((l) => (
              <ToggleButton
                key={l}
                value={l}
                disabled={!letters.has(l)}
                aria-label={`Offices starting with ${l}`}
                sx={{ minWidth: 36 }}
              >
                {l}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <RadioGroup
            aria-label="Offices"
            value={selected === null ? '' : String(selected)}
            onChange={(e) => setSelected(Number(e.target.value))}
            sx={{ mt: 2, minHeight: 160 }}
          >
            {shown.map((o) => (
              <FormControlLabel
                key={o.id}
                value={String(o.id)}
                control={<Radio autoFocus={o.id === added} />}
                label={
                  <span>
                    <strong>{o.housingAuthority}</strong>
                    <OfficeAddress office={o} />
                  </span>
                }
                sx={{ py: 0.5 }}
              />
            ))}
            {shown.length === 0 && (
              <Typography color="text.secondary">
                {searching
                  ? 'No office matches. Check the spelling, or add the tenant’s office below.'
                  : 'No offices are listed yet. Add the tenant’s office below.'}
              </Typography>
            )}
          </RadioGroup>
          <Button startIcon={<AddIcon />} color="secondary" onClick={() => setAdding(true)} sx={{ mt: 1 }}>
            Add new office
          </Button>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="secondary">
            Cancel
          </Button>
          <Button variant="contained" color="secondary" disabled={!office} onClick={() => office && onPicked(office)}>
            Continue
          </Button>
        </DialogActions>
      </Dialog>
      <OpenedOnce open={open && adding}>
        <AddOfficeDialog
          open={open && adding}
          repository={repository}
          onClose={() => setAdding(false)}
          onAdded={(o) => {
            setAddedHere((here) => [...here, o]);
            setLetter(officeLetter(o));
            setQuery('');
            setSelected(o.id);
            setAdded(o.id);
            setAdding(false);
          }}
        />
      </OpenedOnce>
    </>
  );
}

/**
 * Confirm the office (docs/product/data-and-rules.md#wizard): 'Yes and Update' returns it with its addressee; 'No and Update' just closes.
 * It opens from the picker, which is gone when it closes: the focus then goes to `returnFocus`.
 */
export function ConfirmOfficeDialog({
  office,
  onClose,
  onConfirmed,
  returnFocus,
}: {
  office: Office | null;
  onClose: () => void;
  onConfirmed: (office: Office) => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const [to, setTo] = useState('');
  useEffect(() => {
    if (office) setTo(office.to ?? 'Section 8 Coordinator');
  }, [office]);
  return (
    <Dialog
      open={office !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      disableRestoreFocus
      slotProps={{ ...PAPER, transition: { onExited: () => returnFocus.current?.focus() } }}
    >
      <DialogTitle id={titleId}>Use this office?</DialogTitle>
      {office && (
        <DialogContent>
          <Typography sx={{ fontWeight: 700 }}>{office.housingAuthority}</Typography>
          <OfficeAddress office={office} />
          <TextField
            label="Addressee (to)"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            fullWidth
            sx={{ mt: 3 }}
            helperText="The person or department the papers are addressed to"
          />
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="secondary" variant="outlined">
          No and Update
        </Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={() => office && onConfirmed({ ...office, to: to.trim() || null })}
        >
          Yes and Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Shows the chosen office. */
export function ViewOfficeDialog({ office, onClose }: { office: Office | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={office !== null} onClose={onClose} aria-labelledby={titleId} slotProps={PAPER}>
      <DialogTitle id={titleId}>Public Housing Office</DialogTitle>
      {office && (
        <DialogContent>
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 700 }}>{office.housingAuthority}</Typography>
            {office.to && <Typography>Attn: {office.to}</Typography>}
            <Typography>{office.address}</Typography>
            {office.address2 && <Typography>{office.address2}</Typography>}
            <Typography>
              {office.city}, {office.state} {office.zipcode}
            </Typography>
            {office.phone && <Typography>Phone: {office.phone}</Typography>}
            {office.email && <Typography>E-mail: {office.email}</Typography>}
          </Stack>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" color="secondary">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
