import { useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DelinquencyPreview, MatchablePropertyItem } from '@rentfile/contract';
import {
  DELINQUENCY_MESSAGES,
  formatCurrency,
  formatDateUs,
  formatMonthYear,
  LEASE_TYPE_TITLES,
  streetWithUnit,
  type LeaseTypeTitle,
} from '@rentfile/domain';
import { SearchableSelect } from '../../components/SearchableSelect.tsx';
import { TablePager } from '../../components/TablePager.tsx';
import { pathTo } from '../../lib/routes.ts';
import { ReportTable, rowsText } from './ReportTable.tsx';
import type { ReportReading, ReportRowView } from './reportRows.ts';

const PAGE_SIZE = 25;
const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

const propertyLabel = (p: MatchablePropertyItem) =>
  [streetWithUnit(p.streetAddress, p.unitNo), p.city].filter(Boolean).join(', ') || `Property ${p.id}`;

interface Props {
  preview: DelinquencyPreview;
  reading: ReportReading;
  /** The rows that can become cases. */
  ready: number;
  /** The due day for every tenant without one in the report; '' when it differs (each case asks). */
  rentDueBy: string;
  onRentDueBy: (day: string) => void;
  /** Whether the leases are written or oral for every tenant; 'differs' when not (each case asks); null until answered. */
  leaseType: LeaseTypeTitle | 'differs' | null;
  onLeaseType: (type: LeaseTypeTitle | 'differs') => void;
  /** The property the landlord chose for a row, or null to go back to the match. */
  onChoose: (row: number, propertyId: number | null) => void;
  /** The landlord confirms (or takes back) that a row's unit is a new unit. */
  onNewUnit: (row: number, on: boolean) => void;
  creating: boolean;
  createError: string | null;
  onBack: () => void;
  onCreate: () => void;
}

/** The import's last step: each row, the property it goes to, and whether it can become a case; then the cases are made. */
export function ReportRows({
  preview,
  reading,
  ready,
  rentDueBy,
  onRentDueBy,
  leaseType,
  onLeaseType,
  onChoose,
  onNewUnit,
  creating,
  createError,
  onBack,
  onCreate,
}: Props) {
  const reasonId = useId();
  const [page, setPage] = useState(0);
  const complete = preview.properties.filter((p) => p.completed);
  const { rows, leftOut, formulaRows } = reading;
  const blocked = rows.length - ready;
  const whyNot =
    ready === 0
      ? 'No row can become a case yet: the reasons are beside each row.'
      : leaseType === null
        ? 'Answer whether the leases are written or oral, or say that it differs.'
        : null;
  const shown = rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);

  return (
    <Stack spacing={2}>
      <Typography>
        Each row becomes a case on the property shown, with its tenants, the lease&apos;s rent and move-in date, and the
        rent periods the report lists. Change a row&apos;s property if the match is wrong. What the report does not say
        is asked in each case, and each fact taken from the report is confirmed before the case is signed (you can
        confirm for many at once on the batch).
      </Typography>
      <FormControl>
        <FormLabel id={`${reasonId}-lease`} sx={{ fontWeight: 600 }}>
          Are the leases written or oral?
        </FormLabel>
        <Typography variant="body2" color="text.secondary">
          The complaint of each case states it. A row whose report gives its lease type keeps its own.
        </Typography>
        <RadioGroup
          row
          aria-labelledby={`${reasonId}-lease`}
          value={leaseType ?? ''}
          onChange={(e) => onLeaseType(e.target.value as LeaseTypeTitle | 'differs')}
        >
          {LEASE_TYPE_TITLES.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={`${t}, for every tenant`} />
          ))}
          <FormControlLabel value="differs" control={<Radio />} label="It differs: ask in each case" />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        label="Rent is due on day"
        value={rentDueBy}
        onChange={(e) => onRentDueBy(e.target.value)}
        helperText="Only when it is the same for every tenant; a row whose report gives its due day keeps its own."
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 420 }}
      >
        <MenuItem value="">It differs: ask in each case</MenuItem>
        {DAYS.map((day) => (
          <MenuItem key={day} value={day}>
            {day}
          </MenuItem>
        ))}
      </TextField>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {ready} {ready === 1 ? 'row is' : 'rows are'} ready to become cases; {blocked}{' '}
        {blocked === 1 ? 'row cannot' : 'rows cannot'} become a case yet; {leftOut.length}{' '}
        {leftOut.length === 1 ? 'row is' : 'rows are'} left out.
      </Typography>
      {formulaRows.length > 0 && (
        <Alert severity="warning">
          {rowsText(formulaRows)}: a cell looks like a spreadsheet formula. It is kept as plain text and never run;
          check those rows.
        </Alert>
      )}
      <ReportTable
        label="Rows of the report"
        columns={['Row', 'Address', 'Tenants', 'Balance', 'Lease', 'Property', 'Case']}
        footer={
          <TablePager
            count={rows.length}
            page={page}
            rowsPerPage={PAGE_SIZE}
            onPageChange={setPage}
            label={({ from, to, count }) => `Rows ${from}–${to} of ${count}`}
          />
        }
      >
        {shown.map((view) => (
          <RowLine key={view.reported.row} view={view} complete={complete} onChoose={onChoose} onNewUnit={onNewUnit} />
        ))}
      </ReportTable>
      {leftOut.length > 0 && (
        <Box component="section" aria-labelledby={`${reasonId}-left-out`}>
          <Typography id={`${reasonId}-left-out`} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
            Rows left out
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {leftOut.map((p) => (
              <li key={p.row}>{p.message}</li>
            ))}
          </Box>
        </Box>
      )}
      {createError && (
        <Alert severity="error" role="alert" sx={{ overflowWrap: 'anywhere' }}>
          The cases were not created. {createError}
        </Alert>
      )}
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onBack} disabled={creating}>
          Back
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={whyNot !== null || creating}
          aria-describedby={whyNot ? reasonId : undefined}
          onClick={onCreate}
        >
          {creating
            ? `Creating ${ready} ${ready === 1 ? 'case' : 'cases'}…`
            : `Create ${ready} ${ready === 1 ? 'case' : 'cases'}`}
        </Button>
        {whyNot && (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {whyNot}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

function matchText(view: ReportRowView): string {
  const { match, property, chosen } = view;
  if (match.kind === 'none' || !property) return 'No property';
  if (match.kind === 'newUnit')
    return view.newUnit
      ? `New unit ${match.unitNo} of ${streetWithUnit(property.streetAddress, null)}, copied from ${propertyLabel(property)}`
      : `No unit ${match.unitNo} at ${streetWithUnit(property.streetAddress, null)}`;
  return `${chosen ? 'Chosen by you' : 'Matched by address and unit'}: ${propertyLabel(property)}`;
}

function RowLine({
  view,
  complete,
  onChoose,
  onNewUnit,
}: {
  view: ReportRowView;
  complete: MatchablePropertyItem[];
  onChoose: (row: number, propertyId: number | null) => void;
  onNewUnit: (row: number, on: boolean) => void;
}) {
  const { reported: row, match, tenants, problems, notes, claimed } = view;
  const value = match.kind === 'property' ? (complete.find((p) => p.id === match.propertyId) ?? null) : null;
  const noProperty = problems.includes(DELINQUENCY_MESSAGES.noProperty);
  return (
    <TableRow>
      <TableCell data-label="Row">{row.row}</TableCell>
      <TableCell data-label="Address" sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>
        {streetWithUnit(row.address, row.unit) || '—'}
      </TableCell>
      <TableCell data-label="Tenants">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {tenants.map((t) => (
            <li key={t.name}>
              {t.name}
              {t.known && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  (on an earlier case here)
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </TableCell>
      <TableCell data-label="Balance" sx={{ whiteSpace: 'nowrap' }}>
        {row.balance === null ? 'Not an amount' : formatCurrency(row.balance)}
      </TableCell>
      <TableCell data-label="Lease" sx={{ minWidth: 150 }}>
        <Box>{row.rent === null ? 'No rent' : `${formatCurrency(row.rent)} a month`}</Box>
        <Box>{row.moveIn ? `Moved in ${formatDateUs(row.moveIn)}` : 'No move-in date'}</Box>
        {row.monthsOwed && row.monthsOwed.length > 0 && (
          <Box>Months owed: {row.monthsOwed.map(formatMonthYear).join(', ')}</Box>
        )}
        {row.dueDay && <Box>Due on day {row.dueDay}</Box>}
        {row.leaseType && <Box>{row.leaseType} lease</Box>}
        {row.subsidized !== null && <Box>{row.subsidized ? 'Subsidized (Section 8)' : 'No subsidy'}</Box>}
      </TableCell>
      <TableCell data-label="Property" sx={{ minWidth: 340 }}>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {matchText(view)}
        </Typography>
        <SearchableSelect
          label={`Property of row ${row.row}`}
          options={complete}
          value={value}
          onChange={(p) => onChoose(row.row, p?.id ?? null)}
          optionLabel={propertyLabel}
          optionKey={(p) => String(p.id)}
          noOptionsText="No complete property matches what you typed"
        />
        {match.kind === 'newUnit' && (
          <Stack spacing={0.5} alignItems="flex-start" sx={{ mt: 1 }}>
            {match.nearest && !view.newUnit && (
              <Button size="small" variant="outlined" onClick={() => onChoose(row.row, match.nearest!.propertyId)}>
                Use unit {match.nearest.unitNo}
              </Button>
            )}
            <FormControlLabel
              control={<Checkbox checked={view.newUnit} onChange={(e) => onNewUnit(row.row, e.target.checked)} />}
              label={`“${match.unitNo}” is a new unit`}
            />
          </Stack>
        )}
      </TableCell>
      <TableCell data-label="Case" sx={{ minWidth: 220 }}>
        {problems.length === 0 ? (
          <Stack spacing={0.5} alignItems="flex-start">
            <Chip size="small" color="success" variant="outlined" label="Ready" />
            {claimed !== null && <Typography variant="body2">Rent claimed: {formatCurrency(claimed)}</Typography>}
          </Stack>
        ) : (
          <Stack spacing={0.5} alignItems="flex-start">
            <Chip
              size="small"
              variant="outlined"
              label="Cannot become a case yet"
              sx={{ borderColor: 'warning.main', borderWidth: 2 }}
            />
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {problems.map((p) => (
                <Typography component="li" variant="body2" key={p}>
                  {p}
                </Typography>
              ))}
            </Box>
            {noProperty && (
              <Link component={RouterLink} to={pathTo('property-new')} target="_blank" rel="noopener" variant="body2">
                Add a property (opens a new tab, so this import stays as it is)
              </Link>
            )}
          </Stack>
        )}
        {notes.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {notes.map((n) => (
              <Typography component="li" variant="body2" color="text.secondary" key={n}>
                {n}
              </Typography>
            ))}
          </Box>
        )}
      </TableCell>
    </TableRow>
  );
}
