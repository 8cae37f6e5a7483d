import { useId, useState } from 'react';
import {
  Box,
  Button,
  Link,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink } from 'react-router';
import type { CaseListItem } from '@rentfile/contract';
import { canEditCase, caseStage, joinNames, representation, streetWithUnit, TABLE_PAGE_SIZE } from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';
import { RowActionsMenu } from '../../components/RowActionsMenu.tsx';
import { TablePager } from '../../components/TablePager.tsx';
import { AmountPairs } from '../../components/AmountPairs.tsx';
import { CardsTableHead } from '../../components/CardsTableHead.tsx';
import { cardsBelowLaptop } from '../../components/tableCards.ts';

/** Tenants shown before 'more' (docs/product/screens.md#dashboard: first two). */
const TENANTS_SHOWN = 2;

export const CLOSED_CASE_MESSAGE = 'This case is closed, so it can no longer be edited.';

/**
 * The mark of a closed case: what MUI's small outlined Chip renders for a label that does nothing, put together with
 * Box (Chip's code, with its clickable and deletable kinds, is among the largest of the dashboard's components).
 */
function ClosedMark() {
  return (
    <Box
      sx={(t) => ({
        maxWidth: '100%',
        fontFamily: t.typography.fontFamily,
        fontSize: t.typography.pxToRem(13),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: 24,
        lineHeight: 1.5,
        color: t.palette.text.primary,
        backgroundColor: 'transparent',
        border: `1px solid ${t.palette.grey[400]}`,
        borderRadius: '16px',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
        boxSizing: 'border-box',
      })}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', px: '7px', whiteSpace: 'nowrap' }}>
        Closed
      </Box>
    </Box>
  );
}

function Tenants({ names }: { names: string[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (names.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No tenants yet
      </Typography>
    );
  const shown = expanded ? names : names.slice(0, TENANTS_SHOWN);
  const hidden = names.length - TENANTS_SHOWN;
  return (
    <Box>
      <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((name, i) => (
          <li key={`${i}-${name}`}>{name}</li>
        ))}
      </Box>
      {hidden > 0 && (
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'less' : `${hidden} more`}
        </Link>
      )}
    </Box>
  );
}

function RowMenu({ item, onEdit, onDelete }: { item: CaseListItem; onEdit: () => void; onDelete: () => void }) {
  const editable = canEditCase(item);
  return (
    <RowActionsMenu
      rowName={streetWithUnit(item.streetAddress, item.unitNo) || `case ${item.id}`}
      actions={[
        {
          key: 'edit',
          icon: <EditOutlinedIcon fontSize="small" />,
          label: <ListItemText primary="Edit Order" secondary={editable ? null : CLOSED_CASE_MESSAGE} />,
          onSelect: onEdit,
          disabled: !editable,
        },
        {
          key: 'delete',
          icon: <DeleteOutlineIcon fontSize="small" />,
          label: 'DELETE',
          onSelect: onDelete,
          danger: true,
        },
      ]}
    />
  );
}

interface Props {
  items: CaseListItem[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (item: CaseListItem) => void;
  /** Opens the case view: a click anywhere on the row that is not on a link or a button. */
  onOpen: (item: CaseListItem) => void;
  onDelete: (item: CaseListItem) => void;
  onStart: () => void;
  /** Shown instead of rows when a search finds nothing. */
  noMatch: string | null;
}

function CaseStatus({ item }: { item: CaseListItem }) {
  const { stage, nextStep } = caseStage(item);
  return (
    <Stack spacing={0.25}>
      <span>{stage}</span>
      {nextStep && (
        <Typography variant="body2" color="text.secondary">
          Next: {nextStep}
        </Typography>
      )}
    </Stack>
  );
}

/** Whether a click on a row landed on one of its own controls (a link, a button, the row menu). */
function onControl(target: EventTarget): boolean {
  return target instanceof Element && target.closest('a, button, [role="menu"], [role="menuitem"]') !== null;
}

/** The cases table of docs/product/screens.md#dashboard: 5 rows a page, the row menu, and the Start New Delinquent row. */
export function CasesTable({ items, total, page, onPageChange, onEdit, onOpen, onDelete, onStart, noMatch }: Props) {
  const columns = 8;
  return (
    <TableContainer sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table aria-label="Delinquent cases" size="medium" sx={cardsBelowLaptop}>
        <CardsTableHead
          columns={[
            'Owner',
            'Property',
            'Tenants',
            { label: 'County / Docket No.', minWidth: 140 },
            'Suit Amount',
            'Representation',
            'Status',
          ]}
        />
        <TableBody>
          {noMatch && (
            <TableRow>
              <TableCell colSpan={columns}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {noMatch}
                </Typography>
              </TableCell>
            </TableRow>
          )}
          {items.map((item) => (
            <TableRow
              key={item.id}
              hover
              sx={{ verticalAlign: 'top', cursor: 'pointer' }}
              onClick={(e) => !onControl(e.target) && onOpen(item)}
            >
              <TableCell data-label="Owner">{joinNames(item.deedNames) || '—'}</TableCell>
              <TableCell data-label="Property">
                <Stack spacing={0.5} alignItems="flex-start">
                  <span>{streetWithUnit(item.streetAddress, item.unitNo) || 'Address not entered yet'}</span>
                  {(item.city || item.zipcode) && (
                    <Typography variant="body2" color="text.secondary">
                      {[item.city, item.zipcode].filter(Boolean).join(', ')}
                    </Typography>
                  )}
                  {!canEditCase(item) && <ClosedMark />}
                </Stack>
              </TableCell>
              <TableCell data-label="Tenants">
                <Tenants names={item.tenants} />
              </TableCell>
              <TableCell data-label="County / Docket No.">
                <Stack spacing={0.5} alignItems="flex-start">
                  <span>{item.county || 'County not entered yet'}</span>
                  <Link
                    component={RouterLink}
                    to={pathTo('case-view', { id: item.id })}
                    variant="body2"
                    aria-label={`${item.docketNo ? `Docket ${item.docketNo}` : 'No docket number yet'}: open the case of ${streetWithUnit(item.streetAddress, item.unitNo) || `case ${item.id}`}`}
                  >
                    {item.docketNo ? `Docket ${item.docketNo}` : 'No docket number yet'}
                  </Link>
                </Stack>
              </TableCell>
              <TableCell data-label="Suit Amount" sx={{ whiteSpace: 'nowrap' }}>
                <AmountPairs
                  amounts={[
                    ['Initial', item.initialSuitAmount ?? null],
                    ['Current', item.suitAmount],
                  ]}
                />
              </TableCell>
              <TableCell data-label="Representation">
                {representation({
                  attorneyId: item.attorneyFirstName || item.attorneyLastName ? item.id : null,
                  attorneyFirstName: item.attorneyFirstName,
                  attorneyLastName: item.attorneyLastName,
                })}
              </TableCell>
              <TableCell data-label="Status">
                <CaseStatus item={item} />
              </TableCell>
              <TableCell align="right" padding="checkbox" className="row-actions">
                <RowMenu item={item} onEdit={() => onEdit(item)} onDelete={() => onDelete(item)} />
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={columns} sx={{ borderBottom: 0 }}>
              <Button startIcon={<AddIcon />} color="secondary" onClick={onStart}>
                Start New Delinquent
              </Button>
            </TableCell>
          </TableRow>
        </TableBody>
        <TablePager
          count={total}
          page={page}
          rowsPerPage={TABLE_PAGE_SIZE}
          onPageChange={onPageChange}
          label={({ from, to, count }) => `Cases ${from}–${to} of ${count}`}
        />
      </Table>
    </TableContainer>
  );
}
