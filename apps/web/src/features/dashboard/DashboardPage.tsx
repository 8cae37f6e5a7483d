import { lazy, useState } from 'react';
import {
  Box,
  Button,
  CircularProgress,
  Container,
  IconButton,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useNavigate } from 'react-router';
import type { CaseListItem } from '@rentfile/contract';
import { landlordNames, streetWithUnit, TEXTS } from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { OpenedOnce } from '../../components/OpenedOnce.tsx';
import { LandlordFilter } from '../../components/LandlordFilter.tsx';
import { SearchField } from '../../components/SearchField.tsx';
import { useProperties } from '../../lib/queries/properties.ts';
import { useSession } from '../../lib/session.tsx';
import { DashboardBanners } from './Banners.tsx';
import { RecentBatches } from './RecentBatches.tsx';
import { CasesTable } from './CasesTable.tsx';
import { UpcomingCourtDates } from './UpcomingCourtDates.tsx';
import { resumePath, useCasesPage, useDeleteCase, type SortOrder } from './queries.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';

const SEARCH_DELAY_MS = 300;

/** The archive of signed papers, loaded when first opened (it brings the ZIP writer and asks for the signed cases). */
const SignedCasesArchive = lazy(() => import('./SignedCasesArchive.tsx'));

function EmptyState({ onStart, onImport }: { onStart: () => void; onImport: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: { mobile: 4, tablet: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} alignItems="center">
        <Typography variant="h2" component="p">
          {TEXTS.emptyCases}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          Prepare a delinquent letter with a populated verified complaint for a tenant who owes rent. Your progress is
          saved here.
        </Typography>
        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
          <Button variant="contained" color="primary" disableElevation startIcon={<AddIcon />} onClick={onStart}>
            Start Delinquent
          </Button>
          <Button variant="outlined" color="secondary" onClick={onImport}>
            Import a delinquency report
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The dashboard (docs/product/screens.md#dashboard): the Delinquents cases with search, sort, paging, row actions, and the two banners. */
export default function DashboardPage() {
  const { status, client } = useSession();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [sort, setSort] = useState<SortOrder>('desc');
  const [page, setPage] = useState(0);
  const [searchFor, setSearchFor] = useState(search);
  const [owner, setOwner] = useState('');
  const [ownerFor, setOwnerFor] = useState(owner);
  const [toDelete, setToDelete] = useState<CaseListItem | null>(null);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const deleteCase = useDeleteCase();

  // A new search, or another landlord, starts at the first page.
  if (searchFor !== search || ownerFor !== owner) {
    setSearchFor(search);
    setOwnerFor(owner);
    setPage(0);
  }

  const properties = useProperties('', status === 'signedIn');
  const landlords = landlordNames(properties.data ?? []);
  const cases = useCasesPage(search, sort, page, status === 'signedIn', landlords.includes(owner) ? owner : '');
  const items = cases.data?.items ?? [];
  const total = cases.data?.total ?? 0;

  // A page left empty by a delete shows the page before it.
  if (cases.data && items.length === 0 && page > 0 && !cases.isPlaceholderData) setPage(page - 1);

  const start = () => void navigate(pathTo('verified-complaint', { id: 'new' }));
  const importReport = () => void navigate(pathTo('batch-new'));

  if (status !== 'signedIn' || !client) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, minHeight: '100vh' }}>
        <CircularProgress aria-label="Loading your dashboard" color="secondary" />
      </Box>
    );
  }

  const neverStarted = cases.isSuccess && total === 0 && search === '' && owner === '';
  // The list's block (filters, table, count) shows whole once the cases and the properties, which decide whether the
  // landlord filter shows, have answered: nothing on screen moves down when one of them arrives (layout shift).
  const listPending = cases.isPending || properties.isPending;

  return (
    // At least the screen's height: the footer stays below it while the cases load, rather than showing and then
    // being pushed down (layout shift).
    <Container maxWidth="desktop" sx={{ py: { mobile: 3, tablet: 5 }, minHeight: '100vh' }}>
      <Stack spacing={3}>
        <DashboardBanners client={client} />
        <UpcomingCourtDates />

        <Stack
          direction="row"
          alignItems="center"
          useFlexGap
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
          component="header"
        >
          <Stack direction="row" alignItems="center" spacing={1}>
            <Typography variant="h1">Delinquents</Typography>
            <Tooltip title="Start a new delinquent case">
              <IconButton
                aria-label="Start a new delinquent case"
                onClick={start}
                sx={{
                  bgcolor: 'primary.main',
                  color: 'secondary.main',
                  '&:hover': { bgcolor: 'primary.dark', color: 'common.white' },
                }}
              >
                <AddIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Stack direction="row" alignItems="baseline" spacing={1} aria-disabled="true">
            <Typography variant="h2" component="h2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              Evictions
            </Typography>
            <Typography variant="body2" color="text.secondary">
              (coming soon)
            </Typography>
          </Stack>
        </Stack>

        {listPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading cases" color="secondary" />
          </Box>
        ) : neverStarted ? (
          <EmptyState onStart={start} onImport={importReport} />
        ) : (
          <>
            <Stack
              direction={{ mobile: 'column', tablet: 'row' }}
              spacing={2}
              alignItems={{ tablet: 'center' }}
              justifyContent="space-between"
            >
              <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} sx={{ flexGrow: 1 }}>
                <SearchField
                  label="Search Cases"
                  helperText="Owner, address, unit, city, county, zip or tenant name"
                  value={searchText}
                  onChange={setSearchText}
                />
                <LandlordFilter landlords={landlords} value={owner} onChange={setOwner} />
              </Stack>
              <Stack direction="row" alignItems="center" spacing={1.5}>
                <Typography id="sort-label" variant="body2" sx={{ fontWeight: 600, color: 'secondary.main' }}>
                  Sort by Recent Activity
                </Typography>
                <ToggleButtonGroup
                  value={sort}
                  exclusive
                  size="small"
                  color="secondary"
                  aria-labelledby="sort-label"
                  sx={{
                    bgcolor: 'background.paper',
                    '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' },
                  }}
                  onChange={(_, value: SortOrder | null) => {
                    if (value) {
                      setSort(value);
                      setPage(0);
                    }
                  }}
                >
                  <ToggleButton value="desc" aria-label="Newest first">
                    <ArrowDownwardIcon fontSize="small" sx={{ mr: 0.5 }} />
                    Newest
                  </ToggleButton>
                  <ToggleButton value="asc" aria-label="Oldest first">
                    <ArrowUpwardIcon fontSize="small" sx={{ mr: 0.5 }} />
                    Oldest
                  </ToggleButton>
                </ToggleButtonGroup>
              </Stack>
            </Stack>

            <Box
              aria-busy={cases.isFetching}
              sx={{ opacity: cases.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}
            >
              <CasesTable
                items={items}
                total={total}
                page={page}
                onPageChange={setPage}
                onEdit={(item) => void navigate(resumePath(item))}
                onOpen={(item) => void navigate(pathTo('case-view', { id: item.id }))}
                onDelete={setToDelete}
                onStart={start}
                noMatch={cases.isSuccess && total === 0 ? `No cases match “${search}”.` : null}
              />
            </Box>
            <Stack
              direction={{ mobile: 'column', tablet: 'row' }}
              spacing={2}
              alignItems={{ tablet: 'center' }}
              justifyContent="space-between"
            >
              <Typography role="status" variant="body2" color="text.secondary">
                {cases.isSuccess
                  ? search
                    ? `${total} ${total === 1 ? 'case matches' : 'cases match'} “${search}”.`
                    : `${total} ${total === 1 ? 'case' : 'cases'} in all.`
                  : ''}
              </Typography>
              <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
                <Button variant="outlined" color="secondary" onClick={importReport}>
                  Import a delinquency report
                </Button>
                <Button variant="outlined" color="secondary" onClick={() => setArchiveOpen(true)}>
                  Download signed papers
                </Button>
              </Stack>
            </Stack>
          </>
        )}
        <RecentBatches />
      </Stack>

      <OpenedOnce open={archiveOpen}>
        <SignedCasesArchive open={archiveOpen} onClose={() => setArchiveOpen(false)} />
      </OpenedOnce>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete case"
        text={
          <>
            {toDelete && (
              <Box component="span" sx={{ display: 'block', mb: 1, fontWeight: 600 }}>
                {streetWithUnit(toDelete.streetAddress, toDelete.unitNo) || `Case ${toDelete.id}`}
              </Box>
            )}
            {TEXTS.deleteConfirm}
          </>
        }
        confirmLabel="Delete"
        destructive
        busy={deleteCase.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          deleteCase.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Container>
  );
}
