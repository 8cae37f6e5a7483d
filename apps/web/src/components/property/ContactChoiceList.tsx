import { useId, useState, type Ref } from 'react';
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { searchList, streetWithUnit, type ContactInfo } from '@rentfile/domain';
import { ListSearchField } from '../ListSearchField.tsx';

/** A list of more contacts than this gets a search box (docs/product/screens.md#searchable-lists). */
const SEARCH_FROM = 3;

/** What the contact search looks at: names, company, street, town, ZIP code, e-mail and phone. */
const contactSearchText = (c: ContactInfo) =>
  [c.firstName, c.lastName, c.company, c.streetAddress, c.city, c.zipcode, c.email, c.phone].filter(Boolean).join(' ');

/** A contact in one line: the name and company, then the address, e-mail and phone. */
export function ContactSummary({ contact: c }: { contact: ContactInfo }) {
  return (
    <span>
      <strong>
        {c.firstName} {c.lastName}
      </strong>
      {c.company ? `, ${c.company}` : ''}
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', overflowWrap: 'anywhere' }}
      >
        {streetWithUnit(c.streetAddress, c.unitNo)}, {c.city}, {c.state} {c.zipcode} · {c.email}
        {c.phone ? ` · ${c.phone}` : ''}
      </Typography>
    </span>
  );
}

/**
 * The property's contact chosen among the client's saved contacts (Contact Information in the wizard and on the
 * stand-alone property screens), searchable when there are more than three; each with an edit button when `onEdit`
 * is given.
 */
export function ContactChoiceList({
  contacts,
  value,
  onChange,
  inputRef,
  error,
  onEdit,
}: {
  contacts: readonly ContactInfo[];
  value: number | null;
  onChange: (id: number) => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  onEdit?: (contact: ContactInfo) => void;
}) {
  const [query, setQuery] = useState('');
  const labelId = useId();
  const shown = searchList(contacts, query, contactSearchText);
  return (
    <>
      {contacts.length > SEARCH_FROM && (
        <ListSearchField
          label="Search contacts"
          query={query}
          onQuery={setQuery}
          matched={shown.length}
          total={contacts.length}
          noun="contacts"
          hint="Name, company, town, ZIP code or e-mail"
        />
      )}
      <FormControl error={Boolean(error)}>
        <FormLabel id={labelId}>Contact</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {shown.map((c) => (
            <Stack key={c.id} direction="row" alignItems="center" justifyContent="space-between">
              <FormControlLabel
                value={String(c.id)}
                control={<Radio inputRef={value === c.id ? inputRef : undefined} />}
                label={<ContactSummary contact={c} />}
                sx={{ py: 0.5, minWidth: 0 }}
              />
              {onEdit && (
                <IconButton aria-label={`Edit ${c.firstName} ${c.lastName}`} onClick={() => onEdit(c)}>
                  <EditIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </RadioGroup>
        {error && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
    </>
  );
}
