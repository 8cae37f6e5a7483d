import { Alert, Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { DelinquencyPreview } from '@rentfile/contract';
import {
  DELINQUENCY_FIELD_LABELS,
  DELINQUENCY_FIELDS,
  delinquencyMappingProblem,
  formatCurrency,
  formatDateUs,
  formatMonthYear,
  streetWithUnit,
  type DelinquencyMapping,
} from '@rentfile/domain';
import { ColumnSelect } from '../../components/ColumnSelect.tsx';
import { ReportTable, rowsText } from './ReportTable.tsx';
import type { ReportReading } from './reportRows.ts';

/** The fields a report must have: those the domain's mapping check refuses to leave out. */
const EVERY_COLUMN = Object.fromEntries(DELINQUENCY_FIELDS.map((f, i) => [f, i])) as DelinquencyMapping;
const REQUIRED = new Set(
  DELINQUENCY_FIELDS.filter((f) => delinquencyMappingProblem({ ...EVERY_COLUMN, [f]: null }) !== null),
);

/** Rows shown as read under the mapping. */
const PREVIEW_ROWS = 5;

interface Props {
  preview: DelinquencyPreview;
  mapping: DelinquencyMapping;
  problem: string | null;
  reading: ReportReading | null;
  onChange: (mapping: DelinquencyMapping) => void;
  onBack: () => void;
  onNext: () => void;
}

/** The import's second step: a column of the file for each field, and the first rows as they are read. */
export function ReportColumns({ preview, mapping, problem, reading, onChange, onBack, onNext }: Props) {
  const first = reading?.rows.slice(0, PREVIEW_ROWS) ?? [];
  return (
    <Stack spacing={2}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {preview.fileName}: {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'} under the header on row{' '}
        {preview.headerRow}.{' '}
        {preview.preset
          ? `The columns are matched as the ${preview.preset.label} names them.`
          : 'The columns are matched from their names.'}{' '}
        Check them against the rows below; a field marked * is needed.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { mobile: '1fr', tablet: '1fr 1fr', laptop: 'repeat(4, 1fr)' },
        }}
      >
        {DELINQUENCY_FIELDS.map((field) => (
          <ColumnSelect
            key={field}
            required={REQUIRED.has(field)}
            label={DELINQUENCY_FIELD_LABELS[field]}
            headers={preview.headers}
            value={mapping[field]}
            onChange={(column) => onChange({ ...mapping, [field]: column })}
          />
        ))}
      </Box>
      {problem && <Alert severity="warning">{problem}</Alert>}
      {preview.formulaRows.length > 0 && (
        <Alert severity="warning">
          {rowsText(preview.formulaRows)}: a cell looks like a spreadsheet formula. It is kept as plain text and never
          run; check those rows.
        </Alert>
      )}
      {reading && (
        <ReportTable
          label="How the first rows are read"
          columns={['Row', 'Address', 'Tenants', 'Balance', 'Monthly rent', 'Move-in', 'Months owed']}
        >
          {first.map(({ reported: row }) => (
            <TableRow key={row.row}>
              <TableCell data-label="Row">{row.row}</TableCell>
              <TableCell data-label="Address">{streetWithUnit(row.address, row.unit)}</TableCell>
              <TableCell data-label="Tenants">{row.tenantNames.join('; ')}</TableCell>
              <TableCell data-label="Balance">
                {row.balance === null ? 'Not an amount' : formatCurrency(row.balance)}
              </TableCell>
              <TableCell data-label="Monthly rent">{row.rent === null ? '—' : formatCurrency(row.rent)}</TableCell>
              <TableCell data-label="Move-in">{row.moveIn ? formatDateUs(row.moveIn) : '—'}</TableCell>
              <TableCell data-label="Months owed">
                {row.monthsOwed ? row.monthsOwed.map(formatMonthYear).join(', ') : '—'}
              </TableCell>
            </TableRow>
          ))}
        </ReportTable>
      )}
      {reading && reading.rows.length === 0 && (
        <Alert severity="warning">No row of the report has a tenant under these columns.</Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button onClick={onBack}>Back</Button>
        <Button variant="contained" color="secondary" disabled={!reading || reading.rows.length === 0} onClick={onNext}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
