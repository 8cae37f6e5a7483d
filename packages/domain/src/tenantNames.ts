/**
 * The tenant's type as the screens offer it and the papers print it, and what a tenant's name says of the tenant
 * (docs/product/rules.md#tenant-type): whether it is a business's name, and the business form its ending states. A
 * batch reads the tenant type from the names; the papers are refused when a name states one form and the case says
 * another. Apart from lists.ts, which the dashboard's first paint loads.
 */

/**
 * What the tenant is. The court requires the complaint to identify each defendant as an individual, proprietorship,
 * partnership or corporation (docs/product/rules.md#tenant-type); a limited liability company is none of the last
 * three, so it has a type of its own rather than being called a corporation.
 */
export const TENANT_TYPES = ['individual', 'corporation', 'llc', 'partnership', 'proprietorship', 'estate'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];

/** The tenant types as the Tenant Information screen offers them. */
export const TENANT_TYPE_LABELS: Record<TenantType, string> = {
  individual: 'Individual',
  corporation: 'Corporation',
  llc: 'Limited liability company (LLC)',
  partnership: 'Partnership',
  proprietorship: 'Sole proprietorship (a business owned by one person)',
  estate: 'The estate of a tenant who has died',
};

/** How the papers identify a tenant of this type ('an individual', 'a limited liability company'). */
export const TENANT_KIND: Record<TenantType, string> = {
  individual: 'an individual',
  corporation: 'a corporation',
  llc: 'a limited liability company',
  partnership: 'a partnership',
  proprietorship: 'a sole proprietorship',
  estate: 'an estate',
};

/**
 * A tenant that is not a living person (a business named by its company name with a contact person, or a deceased
 * tenant's estate named with its personal representative): the complaint does not say it resides in the premises.
 */
export function isBusinessTenant(type: TenantType): boolean {
  return type !== 'individual';
}

/**
 * An estate as the complaint names it: "Estate of Harold Baptiste" (a name written without the words gets them; "The
 * Estate of" loses its article, which the sentence supplies).
 */
export function estateName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const bare = trimmed.replace(/^(the\s+)?(estate|est\.?)\s+of\s+/i, '');
  return `Estate of ${bare}`;
}

/**
 * How the papers name a tenant after its name (docs/product/rules.md#estate): an estate is sued through its
 * personal representative ("Estate of X, by its personal representative Y"), any other tenant by its type ("an
 * individual").
 */
export function tenantCapacity(t: { tenantType: TenantType; contactName?: string | null | undefined }): string {
  const representative = (t.contactName ?? '').trim();
  return t.tenantType === 'estate'
    ? `by its personal representative ${representative || '________'}`
    : TENANT_KIND[t.tenantType];
}

/**
 * A deceased tenant's estate is sued through its personal representative, the executor or administrator the county
 * Surrogate appointed (or an administrator ad prosequendum appointed for the suit): without one named, the papers
 * are refused with what the court needs (docs/product/rules.md#estate).
 */
export function estateRepresentativeErrors(
  tenants: ReadonlyArray<{ name: string; tenantType: TenantType; contactName?: string | null | undefined }>,
): string[] {
  return tenants
    .filter((t) => t.tenantType === 'estate' && (t.contactName ?? '').trim() === '')
    .map(
      (t) =>
        `${estateName(t.name)} has no personal representative on Tenant Information. A tenant who has died is sued through the executor or administrator of the estate, appointed by the Surrogate of the county where the tenant lived (letters testamentary or of administration); when none has been appointed, ask the Surrogate to appoint an administrator, or an administrator ad prosequendum for this suit, and enter that person's name. The court cannot hear the complaint against an estate with no one to answer for it.`,
    );
}

/** A stored tenant type read back: a value this version does not know is not guessed into another one. */
export function isTenantType(value: unknown): value is TenantType {
  return (TENANT_TYPES as readonly unknown[]).includes(value);
}

/** Words that end a business's name (LLC, Inc., Corp., L.P., Trust…): such a tenant is sued as a company, not as an individual. */
const BUSINESS_NAME =
  /\b(l\.?l\.?c|l\.?l\.?p|l\.?p|inc|incorporated|corp|corporation|company|co|ltd|limited|trust|p\.?c)\.?$/i;

/**
 * The business form a name's ending states, where it states one: "LLC" a limited liability company, "L.P." or
 * "LLP" a partnership, "Inc.", "Corp." or "P.C." a corporation. "Co.", "Company", "Ltd.", "Limited" and "Trust" do
 * not say which form the business has.
 */
const FORM_OF_NAME: ReadonlyArray<[RegExp, TenantType]> = [
  [/\bl\.?l\.?c\.?$/i, 'llc'],
  [/\b(l\.?l\.?p|l\.?p)\.?$/i, 'partnership'],
  [/\b(inc|incorporated|corp|corporation|p\.?c)\.?$/i, 'corporation'],
];

const trimmedName = (name: string) => name.trim().replace(/[,.\s]+$/, '');

/** The business form a tenant's name states by its ending (LLC, L.P., Inc.…), or null when it states none. */
export function tenantFormOfName(name: string): TenantType | null {
  return FORM_OF_NAME.find(([pattern]) => pattern.test(trimmedName(name)))?.[1] ?? null;
}

/** True for a tenant name that is a business's (the complaint must not call it "an individual"). */
export function isBusinessName(name: string): boolean {
  return BUSINESS_NAME.test(trimmedName(name));
}

/**
 * The tenant type of a case whose tenants have these names (one type for the case, as the Tenant Information screen
 * has it): individual when none is a business's name; the business's form when the names state one and the same;
 * null when a business's form cannot be read from its name, for the landlord to choose (docs/product/rules.md#batch).
 */
export function tenantTypeOfNames(names: readonly string[]): TenantType | null {
  const businesses = names.filter(isBusinessName);
  if (businesses.length === 0) return 'individual';
  const forms = new Set(businesses.map(tenantFormOfName));
  const [form] = forms;
  return forms.size === 1 && form !== undefined ? form : null;
}

/**
 * Each named tenant's type for a case made from a report's names (rules.md#estate): an estate's name is an estate;
 * the others named beside it are the occupants, of the type their own names tell (individuals unless a name is a
 * business's), so an occupant is never printed as a second estate. Null where a business's form cannot be read.
 */
export function tenantTypesOfNames(names: readonly string[]): Array<TenantType | null> {
  const othersType = tenantTypeOfNames(names.filter((n) => !isEstateName(n)));
  return names.map((n) => (isEstateName(n) ? 'estate' : othersType));
}

/**
 * The people sued beside a deceased tenant's estate as occupants of the premises (rules.md#estate-occupants): the
 * individual defendants of a case that also sues an estate. Empty when no estate is sued.
 */
export function estateOccupants<T extends { tenantType: TenantType }>(tenants: readonly T[]): T[] {
  return tenants.some((t) => t.tenantType === 'estate') ? tenants.filter((t) => t.tenantType === 'individual') : [];
}

/** "Estate of X" (or "The Estate of X", "Est. of X"): the name of a deceased tenant's estate. */
export function isEstateName(name: string): boolean {
  return /^(the\s+)?(estate|est\.?)\s+of\s+\S/i.test(name.trim());
}

/**
 * A tenant whose name states a business form other than its tenant type ("ACME LLC" as a corporation or as an
 * individual), or an estate's name under another type ("Estate of X" as an individual): the complaint would identify
 * it falsely. One message per such tenant, saying what to change.
 */
export function tenantTypeConflicts(tenants: ReadonlyArray<{ name: string; tenantType: TenantType }>): string[] {
  return tenants.flatMap(({ name, tenantType }) => {
    if (isEstateName(name) && tenantType !== 'estate')
      return [
        `${name.trim()} is an estate, but its type on Tenant Information is “${TENANT_TYPE_LABELS[tenantType]}”: choose “${TENANT_TYPE_LABELS.estate}” and enter its personal representative, so the complaint does not sue a person who has died as if living.`,
      ];
    const stated = tenantFormOfName(name);
    return stated === null || stated === tenantType
      ? []
      : [
          `${name.trim()} is named as ${TENANT_KIND[stated]}, but its type on Tenant Information is “${TENANT_TYPE_LABELS[tenantType]}”: choose “${TENANT_TYPE_LABELS[stated]}”, or correct the name, so the complaint says what the tenant is.`,
        ];
  });
}

/** Tenant Information's words for tenants made from a report whose business form their names do not state. */
export const TENANT_FORM_TO_CHOOSE =
  'These tenants came from a delinquency report, and the name does not say what the business is. Choose whether it is a corporation, an LLC, a partnership or a sole proprietorship: the complaint must say which. A trust is sued through its trustees: name them as individuals.';

/** Tenant Information's words for an estate (docs/product/rules.md#estate). */
export const ESTATE_HELP =
  'A tenant who has died is sued through the estate: name it “Estate of” and the tenant’s name, and enter its personal representative, the executor or administrator the county Surrogate appointed. If no one has been appointed, ask the Surrogate of the county where the tenant lived to appoint an administrator (or an administrator ad prosequendum for this case): the papers cannot be signed without one.';
