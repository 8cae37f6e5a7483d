import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Container,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableRow,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { Link as RouterLink, useParams } from 'react-router';
import type { Order } from '@rentfile/domain';
import {
  formatCurrency,
  formatLongDate,
  joinNames,
  SOFTWARE_FEE,
  streetWithUnit,
  suitSummary,
  todayInNewJersey,
  wizardPath,
  type Case,
} from '@rentfile/domain';
import { pathTo } from '../../lib/routes.ts';
import { CaseNotFound } from '../../components/CaseNotFound.tsx';
import { DetailsList } from '../../components/index.ts';
import { useCase } from '../../lib/queries/cases.ts';
import { useCaseOrders } from './queries.ts';
import { OutlinedSection as Section } from '../../components/OutlinedSection.tsx';

/** What the order's package and flow are (docs/product/data-and-rules.md#case-status, docs/product/data-and-rules.md#constants: a submitted complaint orders package 1 of flow 01). */
const PACKAGES: Record<number, string> = { 1: 'Verified Complaint court papers' };
const FLOWS: Record<string, string> = { '01': 'Complaint and Summons, non-payment of rent' };

const labelled = (labels: Record<string | number, string>, key: string | number) =>
  labels[key] ? `${labels[key]} (${key})` : String(key);

function OrderSection({ order }: { order: Order }) {
  return (
    <Section id={`order-${order.id}`} title={`Order #${order.id}`}>
      <DetailsList
        items={[
          ['Placed on', formatLongDate(todayInNewJersey(new Date(order.created_at)))],
          [
            'Payment status',
            <Chip
              key="status"
              label={order.payment_status}
              size="small"
              color="warning"
              variant="outlined"
              sx={{ color: 'text.primary' }}
            />,
          ],
          ['Package', labelled(PACKAGES, order.packageId)],
          ['Flow', labelled(FLOWS, order.flowType)],
        ]}
      />
    </Section>
  );
}

function CaseSection({ caseInfo }: { caseInfo: Case }) {
  const summary = suitSummary(caseInfo);
  const place = [caseInfo.city, [caseInfo.state, caseInfo.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Section id="order-case" title="The case">
      <DetailsList
        items={[
          [
            'Premises',
            [streetWithUnit(caseInfo.streetAddress, caseInfo.unitNo), place].filter(Boolean).join(', ') ||
              'Not entered',
          ],
          ['County', caseInfo.county || 'Not entered'],
          ['Owners', joinNames(caseInfo.deedNames) || 'Not entered'],
          [
            caseInfo.tenants.length === 1 ? 'Tenant' : 'Tenants',
            caseInfo.tenants.length ? caseInfo.tenants.map((t) => t.name).join(', ') : 'None entered',
          ],
          ...summary.groups.map((g) => [g.title, formatCurrency(g.total)] as const),
          [
            'Suit amount',
            <Box key="suit" component="span" data-testid="suit-amount" sx={{ fontWeight: 700 }}>
              {formatCurrency(caseInfo.suitAmount)}
            </Box>,
          ],
        ]}
      />
    </Section>
  );
}

function FeesSection({ caseInfo }: { caseInfo: Case }) {
  const courtFees = suitSummary(caseInfo).groups.find((g) => g.title === 'Court Fees')?.total ?? 0;
  return (
    <Section id="order-fees" title="Fees">
      <Table size="small" aria-labelledby="order-fees">
        <TableBody>
          <TableRow>
            <TableCell>Software fee (during the beta; court fees not included)</TableCell>
            <TableCell align="right">{formatCurrency(SOFTWARE_FEE)}</TableCell>
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>Due today</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: 14 }}>
              {formatCurrency(SOFTWARE_FEE)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {caseInfo.section8
          ? 'Court fees are not claimed from a Section 8 tenant.'
          : `Court fees (${formatCurrency(courtFees)}, plus the court officer's mileage, which the court sets) are paid to the court when you file; the ${formatCurrency(courtFees)} is part of the suit amount.`}
      </Typography>
    </Section>
  );
}

function Centered({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} color="secondary" />
    </Box>
  );
}

/**
 * Order details (docs/product/data-and-rules.md#routes order-details, docs/product/data-and-rules.md#sign-in-and-guests): where a guest lands after signing in with a submitted complaint.
 * The case's orders (GET caseOrders/{caseId}), the case they are for, the fees, and the way on: the documents
 * (filing step), the case view, the dashboard.
 */
export default function OrderDetailsPage() {
  const id = Number(useParams().id);
  const kase = useCase(id);
  const orders = useCaseOrders(id);
  const c = kase.data;

  if (Number.isInteger(id) && id > 0 && (kase.isPending || orders.isPending))
    return <Centered label="Loading the order" />;
  if (!c) return <CaseNotFound title="Order not found" />;

  const list = orders.data ?? [];
  const address = streetWithUnit(c.streetAddress, c.unitNo) || 'your case';

  return (
    <Container maxWidth="laptop" sx={{ py: { mobile: 3, tablet: 5 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Order Details
          </Typography>
          <Typography variant="h1">Verified Complaint for {address}</Typography>
        </Box>

        {list.length > 0 ? (
          <Alert severity="success" variant="outlined">
            Your complaint is submitted and saved to your account. Download your court papers, sign them and file them
            with the court.
          </Alert>
        ) : (
          <Alert severity="info" variant="outlined">
            No order has been placed for this case yet: it is placed when you submit the signed complaint.
          </Alert>
        )}

        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={1.5} component="nav" aria-label="Next steps">
          <Button
            component={RouterLink}
            to={wizardPath(id, list.length > 0 ? 'vc-filing' : 'vc-signature')}
            variant="contained"
            color="primary"
            disableElevation
            startIcon={<DownloadIcon />}
          >
            {list.length > 0 ? 'Download your documents' : 'Review & Sign'}
          </Button>
          <Button
            component={RouterLink}
            to={pathTo('case-view', { id })}
            variant="outlined"
            color="secondary"
            startIcon={<FolderOpenIcon />}
          >
            Open the case
          </Button>
          <Button component={RouterLink} to={pathTo('main')} color="secondary" startIcon={<ArrowBackIcon />}>
            Back to the dashboard
          </Button>
        </Stack>

        {list.map((order) => (
          <OrderSection key={order.id} order={order} />
        ))}
        <CaseSection caseInfo={c} />
        <FeesSection caseInfo={c} />
      </Stack>
    </Container>
  );
}
