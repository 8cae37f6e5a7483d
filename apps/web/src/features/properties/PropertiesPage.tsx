import { useState } from 'react';
import {
  Box,
  Alert,
  Button,
  CircularProgress,
  Container,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate, useSearchParams } from 'react-router';
import { joinNames, landlordNames, TABLE_PAGE_SIZE, TEXTS } from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDocumentFilePicker } from '../../components/DocumentFilePicker.tsx';
import { LandlordFilter } from '../../components/LandlordFilter.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { CardsTableHead } from '../../components/CardsTableHead.tsx';
import { TablePager } from '../../components/TablePager.tsx';
import { cardsBelowLaptop } from '../../components/tableCards.ts';
import { useSession } from '../../lib/session.tsx';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { useDeleteProperty, useProperties, type CasesDecision } from './queries.ts';
import { CasesChoiceDialog } from './CasesChoiceDialog.tsx';
import { Registration, RowMenu } from './PropertyRowParts.tsx';
import { addressOf, type SavedProperty } from './propertyText.ts';

const SEARCH_DELAY_MS = 300;

/** The properties page (docs/product/data-and-rules.md#properties-page): search, 5 a page, registration, Add property and Edit (docs/product/screens.md#property-standalone), and Delete with a say on the property's cases. */
export default function PropertiesPage() {
  const { status } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [page, setPage] = useState(0);
  const [searchFor, setSearchFor] = useState(search);
  const [toDelete, setToDelete] = useState<SavedProperty | null>(null);
  const [decision, setDecision] = useState<CasesDecision | null>(null);
  const deleteProperty = useDeleteProperty();
  const picker = useDocumentFilePicker();
  const properties = useProperties(search, status === 'signedIn');

  if (searchFor !== search) {
    setSearchFor(search);
    setPage(0);
  }
  // The landlord filter (issue 18) narrows the properties found to one owner on the deed.
  const landlords = landlordNames(useProperties('', status === 'signedIn').data ?? []);
  const [owner, setOwner] = useState('');
  const chosenOwner = landlords.includes(owner) ? owner : '';
  const all = (properties.data ?? []).filter(
    (p) => chosenOwner === '' || p.deedNames.some((n) => n.trim() === chosenOwner),
  );
  const lastPage = Math.max(0, Math.ceil(all.length / TABLE_PAGE_SIZE) - 1);
  if (page > lastPage) setPage(lastPage);
  // Back from the property steps (?saved=id): the page that holds the saved property is shown, the row marked.
  const savedId = Number(searchParams.get('saved')) || null;
  const savedProperty = savedId === null ? undefined : (properties.data ?? []).find((p) => p.id === savedId);
  const [shownSaved, setShownSaved] = useState<number | null>(null);
  if (savedId !== null && shownSaved !== savedId && properties.isSuccess && !properties.isFetching) {
    setShownSaved(savedId);
    const at = all.findIndex((p) => p.id === savedId);
    if (at >= 0) setPage(Math.floor(at / TABLE_PAGE_SIZE));
  }
  const rows = all.slice(page * TABLE_PAGE_SIZE, (page + 1) * TABLE_PAGE_SIZE);

  const startLetter = () => void navigate(pathTo('verified-complaint', { id: 'new' }));
  const addProperty = () => void navigate(pathTo('property-new'));
  const closeDelete = () => {
    setToDelete(null);
    setDecision(null);
  };
  const remove = (cases?: 'keep' | 'delete') => {
    if (!toDelete) return;
    deleteProperty.mutate(
      { propertyId: toDelete.id, ...(cases ? { cases } : {}) },
      {
        onSuccess: (outcome) => (outcome.deleted ? closeDelete() : setDecision(outcome.decision)),
        onError: closeDelete,
      },
    );
  };

  if (status !== 'signedIn' || properties.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your properties" color="secondary" />
      </Box>
    );
  }

  const neverAdded = properties.isSuccess && all.length === 0 && search === '';

  return (
    <Container maxWidth="laptop" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={3}>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          spacing={2}
          useFlexGap
          flexWrap="wrap"
        >
          <Typography variant="h1">Properties</Typography>
          {!neverAdded && (
            <Button
              variant="contained"
              color="secondary"
              disableElevation
              startIcon={<AddIcon />}
              onClick={addProperty}
            >
              Add property
            </Button>
          )}
        </Stack>
        {savedProperty && (
          <Alert severity="success" role="status">
            Saved: {addressOf(savedProperty)}
            {savedProperty.completed ? '' : '. Its steps are not all done yet: choose Edit in its menu to finish them.'}
          </Alert>
        )}
        {neverAdded ? (
          <Paper variant="outlined" sx={{ p: { mobile: 4, tablet: 6 }, textAlign: 'center' }}>
            <Stack spacing={2} alignItems="center">
              <Typography variant="h2" component="p">
                {TEXTS.emptyProperties}
              </Typography>
              <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
                Add a property on its own, or set it up as part of your first delinquent letter: its address, the owners
                on the deed and your contact.
              </Typography>
              <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
                <Button variant="outlined" color="secondary" startIcon={<AddIcon />} onClick={addProperty}>
                  Add property
                </Button>
                <Button
                  variant="contained"
                  color="primary"
                  disableElevation
                  startIcon={<AddIcon />}
                  onClick={startLetter}
                >
                  Start Delinquent Letter
                </Button>
              </Stack>
            </Stack>
          </Paper>
        ) : (
          <>
            <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
              <SearchField
                label="Search Properties"
                helperText="Owner, address, unit, city, county or zip"
                value={searchText}
                onChange={setSearchText}
              />
              <LandlordFilter
                landlords={landlords}
                value={chosenOwner}
                onChange={(next) => {
                  setOwner(next);
                  setPage(0);
                }}
              />
            </Stack>
            {picker.status}
            <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <Table aria-label="Properties" sx={cardsBelowLaptop}>
                <CardsTableHead columns={['Owner', 'Property Address', 'County', 'Registration']} />
                <TableBody>
                  {rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>
                        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                          No properties match “{search}”.
                        </Typography>
                      </TableCell>
                    </TableRow>
                  )}
                  {rows.map((p) => (
                    <TableRow key={p.id} hover selected={p.id === savedId} sx={{ verticalAlign: 'top' }}>
                      <TableCell data-label="Owner" sx={{ pr: { mobile: 7, laptop: 2 } }}>
                        {joinNames(p.deedNames) || '—'}
                      </TableCell>
                      <TableCell data-label="Property Address">
                        <span>{addressOf(p)}</span>
                        {(p.city || p.zipcode) && (
                          <Typography variant="body2" color="text.secondary">
                            {[p.city, p.zipcode].filter(Boolean).join(', ')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell data-label="County">{p.county || '—'}</TableCell>
                      <TableCell data-label="Registration">
                        <Registration property={p} />
                      </TableCell>
                      <TableCell align="right" padding="checkbox" className="row-actions">
                        <RowMenu
                          property={p}
                          picker={picker}
                          onEdit={() => void navigate(pathTo('property-edit', { id: p.id }))}
                          onDelete={() => setToDelete(p)}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TablePager
                  count={all.length}
                  page={page}
                  rowsPerPage={TABLE_PAGE_SIZE}
                  onPageChange={setPage}
                  label={({ from, to, count }) => `Properties ${from}–${to} of ${count}`}
                />
              </Table>
            </TableContainer>
          </>
        )}
      </Stack>

      <ConfirmDialog
        open={toDelete !== null && decision === null}
        title="Delete property"
        text={
          <>
            <Box component="span" sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
              {toDelete ? addressOf(toDelete) : ''}
            </Box>
            {TEXTS.deleteConfirm}
          </>
        }
        confirmLabel="Delete"
        destructive
        busy={deleteProperty.isPending}
        onCancel={closeDelete}
        onConfirm={() => remove()}
      />
      {toDelete && decision && (
        <CasesChoiceDialog
          property={toDelete}
          decision={decision}
          busy={deleteProperty.isPending}
          onChoose={remove}
          onCancel={closeDelete}
        />
      )}
    </Container>
  );
}
