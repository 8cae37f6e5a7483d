import { useId, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  IconButton,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  buildChargeEntry,
  chargeRange,
  DIALOG_WIDTH,
  FEE_TYPES,
  formatDateUs,
  LATE_CHARGE_TYPE,
  lateChargesFormSchema,
  parseTypedDate,
  parseTypedMonth,
  UTILITY_TYPES,
  utilitiesFeesFormSchema,
  type ChargeEntry,
  type TimePeriod,
} from '@rentfile/domain';
import { DateField } from '../../../components/DateField.tsx';
import { AmountField } from '../frame/AmountField.tsx';

export type ChargeKind = 'lateCharges' | 'utilities' | 'fees';

export const CHARGE_KIND_LABELS: Record<ChargeKind, { title: string; singular: string }> = {
  lateCharges: { title: 'Late Charges', singular: 'late charge' },
  utilities: { title: 'Utilities', singular: 'utility bill' },
  fees: { title: 'Fees', singular: 'fee' },
};

interface Block {
  key: number;
  mode: 'month' | 'range';
  /** The dates as typed (docs/product/screens.md#typed-dates), read when the dialog is saved. */
  month: string;
  start: string;
  end: string;
  amount: number | null;
  type: string;
  other: string;
}

type BlockErrors = Partial<Record<'timePeriod' | 'amount' | 'type' | 'other', string>>;

let nextKey = 1;

function emptyBlock(kind: ChargeKind): Block {
  return {
    key: nextKey++,
    mode: 'month',
    month: '',
    start: '',
    end: '',
    amount: null,
    type: kind === 'lateCharges' ? LATE_CHARGE_TYPE : '',
    other: '',
  };
}

function blockOf(entry: ChargeEntry): Block {
  const range = chargeRange(entry.timePeriod);
  const isMonth = typeof entry.timePeriod === 'string' && entry.timePeriod.length === 7;
  return {
    key: nextKey++,
    mode: isMonth ? 'month' : 'range',
    // A month as MM/YYYY, as it is typed.
    month: isMonth && range ? `${range.start.slice(5, 7)}/${range.start.slice(0, 4)}` : '',
    start: !isMonth && range ? formatDateUs(range.start) : '',
    end: !isMonth && range ? formatDateUs(range.end) : '',
    amount: entry.amount,
    type: entry.type,
    other: entry.other ?? '',
  };
}

/** The block's period: its month, its two dates, or its start date alone (an empty 'To'); undefined if unread. */
function timePeriodOf(block: Block): TimePeriod | undefined {
  if (block.mode === 'month') {
    const month = parseTypedMonth(block.month);
    return month.ok ? month.value : undefined;
  }
  const start = parseTypedDate(block.start);
  const end = parseTypedDate(block.end);
  if (!start.ok) return undefined;
  if (end.ok) return [start.value, end.value];
  return block.end.trim() === '' ? start.value : undefined;
}

interface Props {
  open: boolean;
  kind: ChargeKind;
  /** The entry edited, or null to add new ones. */
  editing: ChargeEntry | null;
  onClose(): void;
  /** The entries built from the blocks (one when editing). */
  onSave(entries: ChargeEntry[]): void;
}

/**
 * The late charges dialog and the utilities/fees dialog (docs/product/data-and-rules.md#wizard, docs/product/data-and-rules.md#validation): several blocks, each a month or a
 * date range and an amount, plus a type for utilities and fees and a description for 'Other'. The dates are typed
 * (docs/product/screens.md#typed-dates); the domain rules check every block and refuse future dates
 * (lateChargesFormSchema, utilitiesFeesFormSchema, buildChargeEntry).
 */
export function ChargeDialog({ open, kind, editing, onClose, onSave }: Props) {
  const titleId = useId();
  const [blocks, setBlocks] = useState<Block[]>(() => [editing ? blockOf(editing) : emptyBlock(kind)]);
  const [errors, setErrors] = useState<Record<number, BlockErrors>>({});
  const labels = CHARGE_KIND_LABELS[kind];
  const types: readonly string[] = kind === 'utilities' ? UTILITY_TYPES : kind === 'fees' ? FEE_TYPES : [];

  const change = (key: number, patch: Partial<Block>) =>
    setBlocks((list) => list.map((b) => (b.key === key ? { ...b, ...patch } : b)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The dialog renders in a portal but React bubbles its submit to the step's form: keep it here.
    e.stopPropagation();
    const values = blocks.map((b) => ({
      timePeriod: timePeriodOf(b),
      amount: b.amount ?? undefined,
      type: b.type,
      other: b.other,
    }));
    const schema = kind === 'lateCharges' ? lateChargesFormSchema() : utilitiesFeesFormSchema();
    const parsed = schema.safeParse({ charges: values });
    const found: Record<number, BlockErrors> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [, index, field] = issue.path;
        const block = typeof index === 'number' ? blocks[index] : undefined;
        if (!block || typeof field !== 'string') continue;
        const errs = (found[block.key] ??= {});
        const name = field as keyof BlockErrors;
        errs[name] ??= issue.message;
      }
    }
    const entries: ChargeEntry[] = [];
    blocks.forEach((b, i) => {
      const value = values[i];
      if (found[b.key] || !value || value.timePeriod === undefined || value.amount === undefined) return;
      const built = buildChargeEntry({
        type: b.type,
        other: b.other,
        amount: value.amount,
        timePeriod: value.timePeriod,
        selected: editing?.selected ?? true,
      });
      if (built.ok) entries.push(built.value);
      else found[b.key] = { timePeriod: built.error.message };
    });
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(entries);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={false}
      slotProps={{
        paper: { sx: { minWidth: { tablet: DIALOG_WIDTH.min }, maxWidth: DIALOG_WIDTH.max, width: '100%' } },
      }}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {editing ? `Edit ${labels.singular}` : `Add ${labels.title.toLowerCase()}`}
        </DialogTitle>
        <DialogContent dividers>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            For each charge, choose the month it was incurred or the dates it covers. A charge over a date range is
            split across its months by the number of days in each.
          </Typography>
          <Stack spacing={2} divider={<Divider flexItem />}>
            {blocks.map((block, index) => {
              const err = errors[block.key] ?? {};
              const n = blocks.length > 1 ? ` ${index + 1}` : '';
              const groupLabel = `${labels.singular.charAt(0).toUpperCase()}${labels.singular.slice(1)}${n}`;
              return (
                <Box key={block.key} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography component="legend" sx={{ fontWeight: 600, color: 'secondary.main', p: 0 }}>
                      {groupLabel}
                    </Typography>
                    {blocks.length > 1 && (
                      <IconButton
                        aria-label={`Remove ${groupLabel.toLowerCase()}`}
                        onClick={() => setBlocks((list) => list.filter((b) => b.key !== block.key))}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    )}
                  </Stack>
                  <Stack spacing={2}>
                    {kind !== 'lateCharges' && (
                      <FormControl fullWidth error={Boolean(err.type)} required>
                        <InputLabel id={`type-${block.key}`}>Type</InputLabel>
                        <Select
                          labelId={`type-${block.key}`}
                          label="Type"
                          value={block.type}
                          onChange={(e) => change(block.key, { type: e.target.value })}
                        >
                          {types.map((t) => (
                            <MenuItem key={t} value={t}>
                              {t}
                            </MenuItem>
                          ))}
                        </Select>
                        {err.type && <FormHelperText>{err.type}</FormHelperText>}
                      </FormControl>
                    )}
                    {block.type === 'Other' && (
                      <TextField
                        label="Describe the fee"
                        required
                        value={block.other}
                        onChange={(e) => change(block.key, { other: e.target.value })}
                        error={Boolean(err.other)}
                        helperText={err.other}
                        slotProps={{ htmlInput: { maxLength: 200 } }}
                      />
                    )}
                    <RadioGroup
                      row
                      aria-label={`Date period of ${groupLabel.toLowerCase()}`}
                      value={block.mode}
                      onChange={(e) => change(block.key, { mode: e.target.value === 'range' ? 'range' : 'month' })}
                    >
                      <FormControlLabel value="month" control={<Radio />} label="A month" />
                      <FormControlLabel value="range" control={<Radio />} label="A date range" />
                    </RadioGroup>
                    {block.mode === 'month' ? (
                      <DateField
                        month
                        label="Month"
                        required
                        text={block.month}
                        onTextChange={(text) => change(block.key, { month: text })}
                        error={err.timePeriod}
                      />
                    ) : (
                      <Stack direction={{ xs: 'column', tablet: 'row' }} spacing={2}>
                        <DateField
                          label="From"
                          required
                          fullWidth
                          text={block.start}
                          onTextChange={(text) => change(block.key, { start: text })}
                          error={err.timePeriod}
                        />
                        <DateField
                          label="To"
                          required
                          fullWidth
                          text={block.end}
                          onTextChange={(text) => change(block.key, { end: text })}
                        />
                      </Stack>
                    )}
                    <AmountField
                      label="Amount"
                      required
                      value={block.amount}
                      onChange={(v) => change(block.key, { amount: v })}
                      errorText={err.amount ?? null}
                    />
                  </Stack>
                </Box>
              );
            })}
          </Stack>
          {!editing && (
            <Button
              startIcon={<AddIcon />}
              color="secondary"
              sx={{ mt: 2 }}
              onClick={() => setBlocks((list) => [...list, emptyBlock(kind)])}
            >
              Add another {labels.singular}
            </Button>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary">
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
