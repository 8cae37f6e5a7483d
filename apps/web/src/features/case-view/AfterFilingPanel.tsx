/**
 * After filing, on the case view (docs/product/rules.md#after-filing, #consent-breach, #court-calendar): the court
 * record, court dates with their adjournments and .ics downloads (each correctable or removable), the outcome,
 * payments and the post-judgment papers. The server checks every rule; a refusal is shown here with its message and
 * nothing is lost.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import type { CourtDateView, CourtView } from '@rentfile/contract';
import {
  CONSENT_TERMS,
  CONSENT_TERMS_LABELS,
  COURT_DATE_KINDS,
  COURT_DATE_LABELS,
  formatCurrency,
  formatLongDate,
  OUTCOME_KINDS,
  OUTCOME_LABELS,
  parseAmount,
  pleadings,
  type ConsentTerms,
  type CourtDateKind,
  type OutcomeKind,
} from '@rentfile/domain';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { callApi, fetchApiBlob, type ApiError } from '../../lib/api.ts';
import { courtChanged, useCourt, useCourtPapers } from '../../lib/queries/afterFiling.ts';
import { saveFile } from '../../lib/saveFile.ts';
import { OutlinedSection as Section } from '../../components/OutlinedSection.tsx';

type Send = (run: () => Promise<{ error: ApiError | null }>) => Promise<boolean>;

/** Runs a change, shows the server's refusal or refreshes every view of the case. */
function useSend(caseId: number): { send: Send; error: string | null; busy: boolean } {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send: Send = async (run) => {
    setBusy(true);
    setError(null);
    try {
      const result = await run();
      if (result.error) {
        setError(result.error.message);
        return false;
      }
      await courtChanged(queryClient, caseId);
      return true;
    } finally {
      setBusy(false);
    }
  };
  return { send, error, busy };
}

const quiet = { showError: false, throwOnError: false } as const;

function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <Alert severity="error" role="alert" sx={{ mt: 1 }}>
      {error}
    </Alert>
  ) : null;
}

/** A native date (or time) input, its label always above the value; it reports the text, 'YYYY-MM-DD' for a date. */
function DateInput({
  type = 'date',
  onChange,
  ...props
}: Omit<TextFieldProps, 'type' | 'onChange'> & { type?: 'date' | 'time'; onChange: (value: string) => void }) {
  return (
    <TextField
      {...props}
      type={type}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A choice among the domain's values, each shown with its label. */
function ChoiceField<T extends string>({
  label,
  value,
  onChange,
  options,
  labels,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly T[];
  labels: Record<T, string>;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ minWidth: { tablet: 240 }, maxWidth: '100%' }}
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {labels[o]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A form's submit button, with Cancel while a change is under way, and the server's refusal under them. */
function FormActions({
  label,
  busy,
  error,
  onCancel,
}: {
  label: string;
  busy: boolean;
  error: string | null;
  onCancel?: () => void;
}) {
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disableElevation disabled={busy}>
          {label}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} color="secondary">
            Cancel
          </Button>
        )}
      </Stack>
      <ErrorLine error={error} />
    </>
  );
}

/** The confirmation before an entry made by mistake is removed: the entry, then what removing it does. */
function RemoveConfirm({
  title,
  entry,
  why,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  /** The entry to remove; null while the dialog is closed. */
  entry: string | null;
  why: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={entry !== null}
      title={title}
      text={`${entry ?? ''}. ${why}`}
      confirmLabel="Remove"
      destructive
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

function RecordForm({ view }: { view: CourtView }) {
  const { send, error, busy } = useSend(view.caseId);
  const [docketNo, setDocketNo] = useState(view.record?.docketNo ?? '');
  const [dateFiled, setDateFiled] = useState(view.record?.dateFiled ?? '');
  const [courtLocation, setCourtLocation] = useState(view.record?.courtLocation ?? '');
  const [counsel, setCounsel] = useState(view.record?.opposingCounsel?.name ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(() =>
      callApi(
        routes.saveCourtRecord,
        {
          params: { id: view.caseId },
          body: {
            docketNo,
            dateFiled,
            courtLocation: courtLocation.trim() || null,
            opposingCounsel: counsel.trim() ? { name: counsel.trim(), firm: null, phone: null, email: null } : null,
          },
        },
        quiet,
      ),
    );
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <TextField
          label="Docket number"
          required
          value={docketNo}
          onChange={(e) => setDocketNo(e.target.value)}
          helperText="As the court gave it, e.g. ESX-LT-001234-26"
        />
        <DateInput label="Date filed" required value={dateFiled} onChange={setDateFiled} />
        <TextField
          label="Court location (if not the county office)"
          value={courtLocation}
          onChange={(e) => setCourtLocation(e.target.value)}
        />
        <TextField label="Opposing counsel (if any)" value={counsel} onChange={(e) => setCounsel(e.target.value)} />
      </Stack>
      <FormActions label={view.record ? 'Save the court record' : 'Record the filing'} busy={busy} error={error} />
    </Box>
  );
}

/** What the court date form does: set a new date, adjourn a standing one, or correct one entered by mistake. */
type DateMode = { action: 'add' } | { action: 'adjourn' | 'correct'; id: number };

const DATE_FORM_TITLES = {
  add: 'Set a court date',
  adjourn: 'Adjourn to a new date',
  correct: 'Correct the court date',
} as const;
const DATE_FORM_BUTTONS = { add: 'Add the date', adjourn: 'Adjourn', correct: 'Save the correction' } as const;

function DatesSection({ view }: { view: CourtView }) {
  const { send, error, busy } = useSend(view.caseId);
  const [kind, setKind] = useState<CourtDateKind>('trial');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('09:00');
  const [mode, setMode] = useState<DateMode>({ action: 'add' });
  const [reason, setReason] = useState('');
  const [toRemove, setToRemove] = useState<CourtDateView | null>(null);
  // The form as it is now: a save that ends after the user started another change leaves that change alone.
  const current = useRef(mode);
  current.current = mode;
  const reset = () => {
    setMode({ action: 'add' });
    setReason('');
  };
  const correct = (d: CourtDateView) => {
    setMode({ action: 'correct', id: d.id });
    setKind(d.kind);
    setDate(d.date);
    setTime(d.time);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const submitted = mode;
    void send(() => {
      if (mode.action === 'adjourn')
        return callApi(
          routes.adjournCourtDate,
          { params: { id: view.caseId, dateId: mode.id }, body: { date, time, reason: reason.trim() || null } },
          quiet,
        );
      if (mode.action === 'correct')
        return callApi(
          routes.correctCourtDate,
          {
            params: { id: view.caseId, dateId: mode.id },
            body: { kind, date, time, virtual: view.dates.find((d) => d.id === mode.id)?.virtual ?? false },
          },
          quiet,
        );
      return callApi(
        routes.addCourtDate,
        { params: { id: view.caseId }, body: { kind, date, time, virtual: false } },
        quiet,
      );
    }).then((ok) => {
      if (ok && current.current === submitted) reset();
    });
  };
  const remove = () => {
    if (!toRemove) return;
    void send(() => callApi(routes.removeCourtDate, { params: { id: view.caseId, dateId: toRemove.id } }, quiet)).then(
      (ok) => {
        setToRemove(null);
        if (ok && mode.action !== 'add' && mode.id === toRemove.id) reset();
      },
    );
  };
  const label = (d: CourtDateView) => `${COURT_DATE_LABELS[d.kind]}: ${formatLongDate(d.date)} at ${d.time}`;
  return (
    <Stack spacing={2}>
      {view.dates.length === 0 ? (
        <Typography color="text.secondary">No court date recorded yet.</Typography>
      ) : (
        <List disablePadding aria-label="Court dates">
          {view.dates.map((d) => (
            <ListItem key={d.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={label(d)}
                secondary={
                  d.adjournedToId !== null
                    ? `Adjourned${d.adjournmentReason ? `: ${d.adjournmentReason}` : ''}`
                    : (view.record?.courtLocation ?? view.courtAddress ?? '')
                }
                sx={d.adjournedToId !== null ? { textDecoration: 'line-through', color: 'text.secondary' } : {}}
              />
              {d.adjournedToId === null && (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    color="secondary"
                    startIcon={<DownloadIcon />}
                    onClick={() => void fetchApiBlob(d.icsUrl).then((b) => saveFile(b, `court-date-${d.date}.ics`))}
                  >
                    Add to calendar (.ics)
                  </Button>
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => setMode({ action: 'adjourn', id: d.id })}
                    aria-pressed={mode.action === 'adjourn' && mode.id === d.id}
                    aria-label={`Adjourn the ${label(d)}`}
                  >
                    Adjourn
                  </Button>
                  <Button
                    size="small"
                    color="secondary"
                    onClick={() => correct(d)}
                    aria-pressed={mode.action === 'correct' && mode.id === d.id}
                    aria-label={`Correct the ${label(d)}`}
                  >
                    Correct
                  </Button>
                  {!view.dates.some((other) => other.adjournedToId === d.id) && (
                    <Button
                      size="small"
                      color="secondary"
                      onClick={() => setToRemove(d)}
                      aria-label={`Remove the ${label(d)}`}
                    >
                      Remove
                    </Button>
                  )}
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={submit} noValidate aria-label={DATE_FORM_TITLES[mode.action]}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{DATE_FORM_TITLES[mode.action]}</Typography>
        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mode.action !== 'adjourn' && (
            <ChoiceField
              label="Kind"
              value={kind}
              onChange={setKind}
              options={COURT_DATE_KINDS}
              labels={COURT_DATE_LABELS}
            />
          )}
          <DateInput label="Date" required value={date} onChange={setDate} />
          <DateInput label="Time" type="time" required value={time} onChange={setTime} />
          {mode.action === 'adjourn' && (
            <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Stack>
        <FormActions
          label={DATE_FORM_BUTTONS[mode.action]}
          busy={busy}
          error={error}
          onCancel={mode.action === 'add' ? undefined : reset}
        />
      </Box>
      <RemoveConfirm
        title="Remove the court date"
        entry={toRemove ? label(toRemove) : null}
        why="Remove a date only if it was entered by mistake: a date the court moved is adjourned instead, so the history keeps it. The removal is noted on the timeline."
        busy={busy}
        onCancel={() => setToRemove(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}

interface PlanRow {
  dueDate: string;
  amount: string;
}

function OutcomeSection({ view }: { view: CourtView }) {
  const { send, error, busy } = useSend(view.caseId);
  const current = view.outcome;
  const [kind, setKind] = useState<OutcomeKind>(current?.kind ?? 'judgment_for_possession');
  const [date, setDate] = useState(current?.date ?? '');
  const [byDefault, setByDefault] = useState(current?.kind === 'judgment_for_possession' ? current.byDefault : false);
  const [counsel, setCounsel] = useState(
    current?.kind === 'judgment_for_possession' || current?.kind === 'no_appearance'
      ? current.servicememberCounselAppointed
      : false,
  );
  const [terms, setTerms] = useState<ConsentTerms>(current?.kind === 'consent' ? current.terms : 'pay_and_stay');
  const [moveOut, setMoveOut] = useState(current?.kind === 'consent' ? (current.moveOutDate ?? '') : '');
  const [plan, setPlan] = useState<PlanRow[]>(
    current?.kind === 'consent'
      ? current.plan.map((p) => ({ dueDate: p.dueDate, amount: (p.amount / 100).toFixed(2) }))
      : [{ dueDate: '', amount: '' }],
  );
  const [planError, setPlanError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = (() => {
      if (kind === 'judgment_for_possession')
        return { kind, date, byDefault, servicememberCounselAppointed: byDefault && counsel };
      if (kind === 'no_appearance') return { kind, date, servicememberCounselAppointed: counsel };
      if (kind !== 'consent') return { kind, date };
      const rows = plan.filter((r) => r.dueDate || r.amount);
      const amounts = rows.map((r) => parseAmount(r.amount));
      const values: number[] = [];
      for (const a of amounts) {
        if (!a.ok) {
          setPlanError(a.error.message);
          return null;
        }
        values.push(a.value);
      }
      setPlanError(null);
      return {
        kind,
        date,
        terms,
        moveOutDate: moveOut || null,
        plan: rows.map((r, i) => ({ dueDate: r.dueDate, amount: values[i]! })),
      };
    })();
    if (body) void send(() => callApi(routes.saveOutcome, { params: { id: view.caseId }, body: body as never }, quiet));
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      {current && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          Recorded: {OUTCOME_LABELS[current.kind]} on {formatLongDate(current.date)}
          {view.earliestWarrantDate
            ? `. The warrant of removal can be requested from ${formatLongDate(view.earliestWarrantDate)}.`
            : ''}
        </Alert>
      )}
      <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ChoiceField label="Outcome" value={kind} onChange={setKind} options={OUTCOME_KINDS} labels={OUTCOME_LABELS} />
        <DateInput
          label={
            kind === 'judgment_for_possession'
              ? 'Judgment date'
              : kind === 'no_appearance'
                ? 'Trial date missed'
                : 'Date'
          }
          required
          value={date}
          onChange={setDate}
        />
        {kind === 'judgment_for_possession' && (
          <FormControlLabel
            control={<Checkbox checked={byDefault} onChange={(e) => setByDefault(e.target.checked)} />}
            label="By default (the tenant did not appear)"
          />
        )}
        {(kind === 'no_appearance' || (kind === 'judgment_for_possession' && byDefault)) && (
          <FormControlLabel
            control={<Checkbox checked={counsel} onChange={(e) => setCounsel(e.target.checked)} />}
            label="The court appointed an attorney for a defendant in military service"
          />
        )}
        {kind === 'consent' && (
          <ChoiceField
            label="Terms"
            value={terms}
            onChange={setTerms}
            options={CONSENT_TERMS}
            labels={CONSENT_TERMS_LABELS}
          />
        )}
        {kind === 'consent' && terms !== 'pay_and_stay' && (
          <DateInput label="Move-out date" value={moveOut} onChange={setMoveOut} />
        )}
      </Stack>
      {kind === 'consent' && terms !== 'vacate_without_plan' && (
        <Box role="group" aria-label="Payment plan" sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>Payment plan</Typography>
          <Stack spacing={1}>
            {plan.map((row, i) => (
              <Stack key={i} direction="row" spacing={1} useFlexGap alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <DateInput
                  label={`Payment ${i + 1} due`}
                  value={row.dueDate}
                  onChange={(dueDate) => setPlan(plan.map((r, j) => (j === i ? { ...r, dueDate } : r)))}
                  sx={{ flex: { mobile: '1 1 160px', tablet: '0 1 200px' } }}
                />
                <TextField
                  label={`Payment ${i + 1} amount`}
                  value={row.amount}
                  onChange={(e) => setPlan(plan.map((r, j) => (j === i ? { ...r, amount: e.target.value } : r)))}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: { mobile: '1 1 120px', tablet: '0 1 200px' } }}
                />
                {plan.length > 1 && (
                  <Button
                    color="secondary"
                    onClick={() => setPlan(plan.filter((_, j) => j !== i))}
                    aria-label={`Remove payment ${i + 1}`}
                  >
                    Remove
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
          <Button color="secondary" sx={{ mt: 1 }} onClick={() => setPlan([...plan, { dueDate: '', amount: '' }])}>
            Add a payment
          </Button>
          <ErrorLine error={planError} />
        </Box>
      )}
      <FormActions label="Record the outcome" busy={busy} error={error} />
    </Box>
  );
}

function PaymentsSection({ view }: { view: CourtView }) {
  const { send, error, busy } = useSend(view.caseId);
  const [receivedOn, setReceivedOn] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<number | null>(null);
  const [toRemove, setToRemove] = useState<Payment | null>(null);
  // The payment being corrected now: a save that ends after the user started another correction leaves it alone.
  const current = useRef(correcting);
  current.current = correcting;
  const clear = () => {
    setCorrecting(null);
    setAmount('');
    setNote('');
  };
  const correct = (p: Payment) => {
    setCorrecting(p.id);
    setReceivedOn(p.receivedOn);
    setAmount((p.amount / 100).toFixed(2));
    setNote(p.note ?? '');
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAmount(amount);
    if (!parsed.ok) {
      setAmountError(parsed.error.message);
      return;
    }
    setAmountError(null);
    const body = { receivedOn, amount: parsed.value, note: note.trim() || null };
    const submitted = correcting;
    void send(() =>
      submitted === null
        ? callApi(routes.addPayment, { params: { id: view.caseId }, body }, quiet)
        : callApi(routes.correctPayment, { params: { id: view.caseId, paymentId: submitted }, body }, quiet),
    ).then((ok) => {
      if (ok && current.current === submitted) clear();
    });
  };
  const remove = () => {
    if (!toRemove) return;
    void send(() => callApi(routes.removePayment, { params: { id: view.caseId, paymentId: toRemove.id } }, quiet)).then(
      (ok) => {
        setToRemove(null);
        if (ok && correcting === toRemove.id) clear();
      },
    );
  };
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
                  onClick={() => correct(p)}
                  aria-pressed={correcting === p.id}
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
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={correcting === null ? 'Record a payment' : 'Correct the payment'}
      >
        {correcting !== null && <Typography sx={{ fontWeight: 600, mb: 1 }}>Correct the payment</Typography>}
        <Stack direction={{ mobile: 'column', tablet: 'row' }} spacing={2}>
          <DateInput label="Received on" required value={receivedOn} onChange={setReceivedOn} />
          <TextField
            label="Amount received"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError !== null}
            helperText={amountError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
        </Stack>
        <FormActions
          label={correcting === null ? 'Record the payment' : 'Save the correction'}
          busy={busy}
          error={error}
          onCancel={correcting === null ? undefined : clear}
        />
      </Box>
      <RemoveConfirm
        title="Remove the payment"
        entry={toRemove ? label(toRemove) : null}
        why="Remove it only if it was recorded by mistake: the balance and the payment plan are worked out again without it, and the removal is noted on the timeline."
        busy={busy}
        onCancel={() => setToRemove(null)}
        onConfirm={remove}
      />
    </Stack>
  );
}

type Payment = CourtView['payments'][number];

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

/**
 * The post-judgment papers, each offered when the court record makes it due, with the reason when it is not yet
 * (the server's own refusal, docs/product/rules.md#post-judgment).
 */
function PapersSection({ view }: { view: CourtView }) {
  const { send, error, busy } = useSend(view.caseId);
  const papers = useCourtPapers(view.caseId).data ?? [];
  const make = (templateName: pleadings.PostJudgmentTemplate, title: string) =>
    void send(async () => {
      const made = await callApi(routes.createPleadingPdf, { body: { caseId: view.caseId, templateName } }, quiet);
      if (made.data?.fileUrl) saveFile(await fetchApiBlob(made.data.fileUrl), `${title}.pdf`);
      return made;
    });
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <List disablePadding aria-label="Papers after filing" sx={{ width: '100%' }}>
        {papers.map((p) => (
          <ListItem key={p.templateName} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            {p.refusal === null ? (
              <Button
                variant={p.templateName === 'wor_request' ? 'contained' : 'outlined'}
                color={p.templateName === 'wor_request' ? 'primary' : 'secondary'}
                disableElevation
                disabled={busy}
                onClick={() => make(p.templateName, p.title)}
              >
                Make the {p.title}
              </Button>
            ) : (
              <ListItemText primary={`${p.title}: not yet available`} secondary={p.refusal} />
            )}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        Each paper is dated today and signed by hand; the warrant fee is $35 plus the court officer's mileage, set by
        the court.
      </Typography>
      <ErrorLine error={error} />
    </Stack>
  );
}

/** The case view's after-filing sections; the court record comes first, the rest once the filing is recorded. */
export default function AfterFilingPanel({ caseId }: { caseId: number }) {
  const court = useCourt(caseId);
  const view = court.data;
  if (!view) return null;
  return (
    <Stack spacing={3}>
      <Section id="court-record" title="Court record">
        <RecordForm key={`${view.record?.docketNo ?? ''}${view.record?.dateFiled ?? ''}`} view={view} />
      </Section>
      {view.record && (
        <>
          <Section id="court-dates" title="Court dates">
            <DatesSection view={view} />
          </Section>
          <Section id="court-outcome" title="Outcome">
            <OutcomeSection key={JSON.stringify(view.outcome)} view={view} />
          </Section>
          <Section id="court-payments" title="Payments after filing">
            <PaymentsSection view={view} />
          </Section>
          <Section id="court-warrant" title="Papers after filing">
            <PapersSection view={view} />
          </Section>
        </>
      )}
    </Stack>
  );
}
