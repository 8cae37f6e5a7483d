/** Payments after filing: the balance, the consent's plan with the payments applied, each payment correctable. */
import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { CourtView } from '@rentfile/contract';
import { formatCurrency, formatLongDate } from '@rentfile/domain';
import { FormError } from '../../../components/form/index.ts';
import { useRemovePayment } from '../../../lib/queries/courtChanges.ts';
import { refusalText } from '../../../lib/serverRefusal.ts';
import { PaymentForm, type Payment } from './PaymentForm.tsx';
import { RemoveConfirm } from './RemoveConfirm.tsx';

/** The consent's plan with the payments applied, oldest installment first: what the breach certification lists. */
function PlanTable({ view }: { view: CourtView }) {
  return (
    <List disablePadding aria-label="Payment plan with the payments applied">
      {view.installments.map((i) => (
        <ListItem key={i.dueDate} disableGutters divider>
          <ListItemText
            primary={`Due ${formatLongDate(i.dueDate)}: ${formatCurrency(i.amount)}`}
            secondary={`Paid ${formatCurrency(i.paid)}${i.paidOn ? ` (last on ${formatLongDate(i.paidOn)}${i.paidByDue < i.paid ? ', late' : ''})` : ''} · unpaid ${formatCurrency(i.balance)}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

export function PaymentsSection({ view }: { view: CourtView }) {
  const remove = useRemovePayment(view.caseId);
  const [correcting, setCorrecting] = useState<Payment | null>(null);
  const [toRemove, setToRemove] = useState<Payment | null>(null);
  // A save that ends after the user turned to another correction leaves that one alone.
  const doneWith = (submitted: Payment | null) => () => setCorrecting((now) => (now === submitted ? null : now));
  const confirmRemove = (p: Payment) =>
    remove.mutate(p.id, {
      onSettled: () => setToRemove(null),
      onSuccess: () => setCorrecting((now) => (now?.id === p.id ? null : now)),
    });
  const label = (p: Payment) => `${formatCurrency(p.amount)} received ${formatLongDate(p.receivedOn)}`;
  return (
    <Stack spacing={2}>
      <Typography>
        Suit amount {formatCurrency(view.suitAmount)} · received since filing{' '}
        {formatCurrency(view.suitAmount - view.balance)} · <strong>balance {formatCurrency(view.balance)}</strong>
      </Typography>
      {view.installments.length > 0 && <PlanTable view={view} />}
      {view.tenantCurrent !== null && (
        <Alert severity={view.tenantCurrent ? 'success' : 'warning'} variant="outlined">
          {view.tenantCurrent
            ? 'The tenant is current on the payment plan.'
            : `Missed: ${view.missedPayments.map((m) => `${formatCurrency(m.shortBy)} of the payment due ${formatLongDate(m.dueDate)}`).join('; ')}.`}
        </Alert>
      )}
      {view.payments.length > 0 && (
        <List disablePadding aria-label="Payments received">
          {view.payments.map((p) => (
            <ListItem key={p.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={label(p)} secondary={p.note} />
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => setCorrecting(p)}
                  aria-pressed={correcting?.id === p.id}
                  aria-label={`Correct the payment of ${label(p)}`}
                >
                  Correct
                </Button>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => setToRemove(p)}
                  aria-label={`Remove the payment of ${label(p)}`}
                >
                  Remove
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <FormError error={refusalText(remove.error)} />
      <PaymentForm
        key={correcting ? `correct-${correcting.id}` : 'add'}
        caseId={view.caseId}
        correcting={correcting}
        onDone={doneWith(correcting)}
        onCancel={correcting ? () => setCorrecting(null) : undefined}
      />
      <RemoveConfirm
        title="Remove the payment"
        entry={toRemove ? label(toRemove) : null}
        why="Remove it only if it was recorded by mistake: the balance and the payment plan are worked out again without it, and the removal is noted on the timeline."
        busy={remove.isPending}
        onCancel={() => setToRemove(null)}
        onConfirm={() => toRemove && confirmRemove(toRemove)}
      />
    </Stack>
  );
}
