/**
 * Court fees and the suit amount (docs/product/data-and-rules.md#charges, docs/product/data-and-rules.md#constants). The server calls caseMoney on every save and stores its
 * legal-fee list and suit amount; it never trusts a total sent by a browser.
 */
import type { Case, ChargeEntry, LegalFeeItem, PastDueRentItem } from './entities.ts';
import { fail, ok, type Result } from './errors.ts';
import { formatCurrency, multiplyCents, sumCents } from './money.ts';
import { chargeLabel, countedCharges } from './charges.ts';

/**
 * Court fees of docs/product/data-and-rules.md#constants, in cents. The court officer's mileage is not among them:
 * the court sets it for the premises' municipality, so no figure of it is stored, claimed or shown
 * (docs/product/rules.md#filing-fees; decision 0027).
 */
export const COURT_FEES = {
  filingFee: 50_00,
  /** Per tenant beyond the first. */
  tenantFee: 5_00,
  attorneyFeeDefault: 0,
} as const;

export const NO_TENANTS_MESSAGE = 'No tenants found on this case.';

/**
 * The court fees for a number of tenants (docs/product/data-and-rules.md#constants): Filing Fee 50.00 and Tenant Fee 5.00 per
 * tenant beyond the first (only with more than one tenant); never a guessed mileage. Fails with 'No tenants found on this case.' when
 * there are none (docs/product/data-and-rules.md#validation, docs/product/data-and-rules.md#errors).
 */
export function courtFees(tenantCount: number): Result<LegalFeeItem[]> {
  if (tenantCount < 1) return fail('no_tenants', NO_TENANTS_MESSAGE);
  const items: LegalFeeItem[] = [{ type: 'Filing Fee', amount: COURT_FEES.filingFee, selected: true }];
  if (tenantCount > 1)
    items.push({ type: 'Tenant Fee', amount: multiplyCents(COURT_FEES.tenantFee, tenantCount - 1), selected: true });
  return ok(items);
}

type MoneyFields = Pick<
  Case,
  | 'tenants'
  | 'section8'
  | 'legalFeesPermitted'
  | 'pastDueRent'
  | 'lateCharges'
  | 'utilities'
  | 'fees'
  | 'otherCharges'
  | 'legalFees'
>;

/**
 * The attorney fee a case holds (docs/product/data-and-rules.md#charges): 0.00 unless legal fees were permitted, then the amount entered
 * (default 0.00).
 */
export function attorneyFee(c: Pick<Case, 'legalFeesPermitted' | 'legalFees'>): number {
  if (c.legalFeesPermitted !== true) return COURT_FEES.attorneyFeeDefault;
  return c.legalFees.find((item) => item.type === 'Attorney Fee')?.amount ?? COURT_FEES.attorneyFeeDefault;
}

/**
 * The legal-fee list a case should hold (docs/product/data-and-rules.md#charges, docs/product/data-and-rules.md#constants): the court fees recomputed from its tenants, then the
 * attorney fee. Section 8 cases get none: court fees are not applied, and the Legal Fees step is hidden for
 * the Section 8 voucher (docs/product/data-and-rules.md#hidden-steps), so no attorney fee is asked either (the complaint's 9B amounts exclude
 * attorney fees for Section 8 tenants). Fails with 'No tenants found on this case.' when there are no tenants.
 */
export function caseLegalFees(c: MoneyFields): Result<LegalFeeItem[]> {
  if (c.section8) return ok([]);
  const fees = courtFees(c.tenants.length);
  if (!fees.ok) return fees;
  return ok([...fees.value, { type: 'Attorney Fee', amount: attorneyFee(c), selected: true }]);
}

type Selectable = { amount: number; selected: boolean };
const selectedTotal = (items: ReadonlyArray<Selectable>) =>
  sumCents(items.filter((i) => i.selected).map((i) => i.amount));

/**
 * The suit amount (docs/product/data-and-rules.md#charges): the sum of the selected items of the six charge lists (pastDueRent, lateCharges,
 * utilities, fees, otherCharges, legalFees). Late charges do not count for Section 8 cases.
 */
export function suitAmount(
  c: Pick<
    MoneyFields,
    'section8' | 'pastDueRent' | 'lateCharges' | 'utilities' | 'fees' | 'otherCharges' | 'legalFees'
  >,
): number {
  return selectedTotal(c.pastDueRent) + selectedTotal(countedCharges(c)) + selectedTotal(c.legalFees);
}

/** What the server stores on every save (architecture brief: totals recomputed by the server). */
export interface CaseMoney {
  legalFees: LegalFeeItem[];
  suitAmount: number;
  /** Set when the court fees could not be computed ('No tenants found on this case.'); legalFees then holds only the attorney fee. */
  courtFeesError: string | null;
}

/**
 * Recomputes a case's legal-fee list and suit amount (docs/product/data-and-rules.md#charges, docs/product/data-and-rules.md#constants). A case saved before its tenants are
 * entered has no court fees yet: the list keeps only the attorney fee and courtFeesError says why, so saving
 * an early step never fails.
 */
export function caseMoney(c: MoneyFields): CaseMoney {
  const fees = caseLegalFees(c);
  const legalFees = fees.ok ? fees.value : [{ type: 'Attorney Fee' as const, amount: attorneyFee(c), selected: true }];
  return {
    legalFees,
    suitAmount: suitAmount({ ...c, legalFees }),
    courtFeesError: fees.ok ? null : fees.error.message,
  };
}

export const SUIT_SUMMARY_GROUPS = ['Past Due Rent', 'Additional Charges', 'Court Fees'] as const;
export type SuitSummaryGroupTitle = (typeof SUIT_SUMMARY_GROUPS)[number];

export interface SuitSummaryLine {
  label: string;
  timePeriodDisplay: string;
  amount: number;
}

export interface SuitSummaryGroup {
  title: SuitSummaryGroupTitle;
  lines: SuitSummaryLine[];
  total: number;
}

export interface SuitSummary {
  groups: SuitSummaryGroup[];
  total: number;
}

const rentLine = (item: PastDueRentItem): SuitSummaryLine => ({
  label: 'Rent',
  timePeriodDisplay: item.timePeriodDisplay,
  amount: item.amount,
});
const chargeLine = (item: ChargeEntry): SuitSummaryLine => ({
  label: chargeLabel(item),
  timePeriodDisplay: item.timePeriodDisplay,
  amount: item.amount,
});
const feeLine = (item: LegalFeeItem): SuitSummaryLine => ({
  label: item.type,
  timePeriodDisplay: '',
  amount: item.amount,
});

function group(title: SuitSummaryGroupTitle, lines: SuitSummaryLine[]): SuitSummaryGroup {
  return { title, lines, total: sumCents(lines.map((l) => l.amount)) };
}

/**
 * The Suit Summary screen (docs/product/data-and-rules.md#wizard): groups Past Due Rent (selected periods), Additional Charges (selected
 * late charges, utilities, fees and other charges; no late charges for Section 8) and Court Fees (the selected
 * legal fees), with the total suit amount. The total equals suitAmount.
 */
export function suitSummary(
  c: Pick<
    MoneyFields,
    'section8' | 'pastDueRent' | 'lateCharges' | 'utilities' | 'fees' | 'otherCharges' | 'legalFees'
  >,
): SuitSummary {
  const groups = [
    group('Past Due Rent', c.pastDueRent.filter((i) => i.selected).map(rentLine)),
    group(
      'Additional Charges',
      countedCharges(c)
        .filter((i) => i.selected)
        .map(chargeLine),
    ),
    group('Court Fees', c.legalFees.filter((i) => i.selected).map(feeLine)),
  ];
  return { groups, total: sumCents(groups.map((g) => g.total)) };
}

/** One fee the landlord pays the court at filing; amount null when the court sets it and the product cannot know it. */
export interface FeeLine {
  label: string;
  amount: number | null;
}

export const MILEAGE_LABEL = "Court officer's mileage (service of the summons): set by the court for the municipality";

/**
 * The fees the landlord pays the court when filing (docs/product/rules.md#filing-fees), the one list the Filing screen
 * and the filing instructions show: the filing fee, the fee for each defendant beyond the first, and the court
 * officer's mileage with no amount (the court sets it). Whatever the suit amount claims back from the tenant, these
 * are paid at filing (a Section 8 case pays them too, and claims none of them).
 */
export function filingFeeLines(tenantCount: number): FeeLine[] {
  const others = Math.max(1, tenantCount) - 1;
  return [
    { label: 'Filing fee (complaint, first defendant)', amount: COURT_FEES.filingFee },
    ...(others > 0
      ? [
          {
            label: `Additional defendants (${others} x ${formatCurrency(COURT_FEES.tenantFee)})`,
            amount: multiplyCents(COURT_FEES.tenantFee, others),
          },
        ]
      : []),
    { label: MILEAGE_LABEL, amount: null },
  ];
}

/** The known part of the fees paid at filing (the mileage is added by the court). */
export function filingFeesKnownTotal(lines: ReadonlyArray<FeeLine>): number {
  return sumCents(lines.map((l) => l.amount ?? 0));
}
