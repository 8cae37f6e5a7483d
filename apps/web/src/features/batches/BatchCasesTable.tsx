import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { BatchCase } from '@rentfile/contract';
import {
  BATCH_STATE_LABELS,
  formatCurrency,
  isWizardRouteName,
  streetWithUnit,
  wizardPath,
  type BatchCaseState,
} from '@rentfile/domain';
import { AmountPairs } from '../../components/AmountPairs.tsx';
import { ReportFactsList } from '../../components/ReportFactsList.tsx';
import { CardsTableHead } from '../../components/CardsTableHead.tsx';
import { TablePager } from '../../components/TablePager.tsx';
import { cardsBelowLaptop, visuallyHidden } from '../../components/tableCards.ts';
import { pathTo } from '../../lib/routes.ts';
import { tableFrame } from './ReportTable.tsx';

const PAGE_SIZE = 25;

/** What a case's row offers: its next step in the wizard, or the case view once signed. */
const ACTION_LABELS: Record<BatchCaseState, string> = {
  needsAnswers: 'Continue',
  readyToSign: 'Review & Sign',
  signed: 'View case',
};

function actionPath(c: BatchCase): string {
  if (c.state !== 'signed' && isWizardRouteName(c.resumeRoute)) return wizardPath(c.caseId, c.resumeRoute);
  return pathTo('case-view', { id: c.caseId });
}

const caseName = (c: BatchCase) => streetWithUnit(c.streetAddress, c.unitNo) || `case ${c.caseId}`;

interface Props {
  cases: BatchCase[];
  selected: ReadonlySet<number>;
  onToggle: (caseId: number, on: boolean) => void;
}

/** The cases of a batch, a page at a time; below laptop width each is a card. */
export function BatchCasesTable({ cases, selected, onToggle }: Props) {
  const [page, setPage] = useState(0);
  const shown = cases.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <TableContainer sx={tableFrame}>
      <Table aria-label="Cases of the batch" sx={cardsBelowLaptop}>
        <CardsTableHead
          columns={[
            { label: 'Selected', hidden: true },
            'Property',
            'Tenants',
            { label: 'Report balance / Rent claimed', minWidth: 170 },
            'Suit amount',
            { label: 'Facts from the report', minWidth: 260 },
            'State',
          ]}
        />
        <TableBody>
          {shown.map((c) => (
            <TableRow key={c.caseId}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(c.caseId)}
                  onChange={(e) => onToggle(c.caseId, e.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': `Select ${caseName(c)}${c.tenants.length ? `, ${c.tenants.join(', ')}` : ''}`,
                    },
                  }}
                />
              </TableCell>
              <TableCell data-label="Property" sx={{ overflowWrap: 'anywhere' }}>
                <span>{caseName(c)}</span>
                {c.city && (
                  <Typography variant="body2" color="text.secondary">
                    {c.city}
                  </Typography>
                )}
              </TableCell>
              <TableCell data-label="Tenants">
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {c.tenants.map((t, i) => (
                    <li key={`${i}-${t}`}>{t}</li>
                  ))}
                </Box>
              </TableCell>
              <TableCell data-label="Report balance / Rent claimed" sx={{ whiteSpace: 'nowrap' }}>
                <AmountPairs
                  amounts={[
                    ['Report', c.reportBalance],
                    ['Claimed', c.rentClaimed],
                  ]}
                />
              </TableCell>
              <TableCell data-label="Suit amount" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatCurrency(c.suitAmount)}
              </TableCell>
              <TableCell data-label="Facts from the report">
                {c.reportFacts.length === 0 ? (
                  <Typography variant="body2">None</Typography>
                ) : (
                  <ReportFactsList caseId={c.caseId} facts={c.reportFacts} />
                )}
              </TableCell>
              <TableCell data-label="State">
                <Stack spacing={0.25}>
                  <span>{BATCH_STATE_LABELS[c.state]}</span>
                  {c.signedNote && (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {c.signedNote}
                    </Typography>
                  )}
                  {c.nextStep && (
                    <Typography variant="body2" color="text.secondary">
                      Next: {c.nextStep}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell align="right" className="row-actions">
                <Button
                  component={RouterLink}
                  to={actionPath(c)}
                  size="small"
                  variant={c.state === 'readyToSign' ? 'contained' : 'outlined'}
                  color="secondary"
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {ACTION_LABELS[c.state]}
                  <Box component="span" sx={visuallyHidden}>
                    {` ${caseName(c)}`}
                  </Box>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TablePager
          count={cases.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          onPageChange={setPage}
          label={({ from, to, count }) => `Cases ${from}–${to} of ${count}`}
        />
      </Table>
    </TableContainer>
  );
}
