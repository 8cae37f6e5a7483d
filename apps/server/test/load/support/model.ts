/**
 * What a case must be after a save, from what the client sent: the save's rules of docs/product/data-and-rules.md#case-status (fields sent
 * replace, tenants upserted in the order sent, status and submitted stamped, the property's address and owners
 * copied onto a case not yet submitted, money recomputed with the domain's rules). Each answer of the server
 * is compared with it, and so is each case read back at the end.
 */
import type { CasePatch, savedCase, savedProperty } from '@rentfile/contract';
import { CASE_STATUSES, caseMoney, type Case, type Tenant } from '@rentfile/domain';
import type { z } from 'zod';

export type SavedCase = z.infer<typeof savedCase>;
export type SavedProperty = z.infer<typeof savedProperty>;
export type SavedTenant = SavedCase['tenants'][number];

export interface CreateBody {
  caseInfo: Case;
  status: string;
  submitted: boolean;
}

export interface UpdateBody {
  caseInfo: CasePatch;
  status?: string;
  submitted?: boolean;
}

/** Fields the server owns or stamps: never taken from what a save sends. */
const SERVER_OWNED = ['id', 'clientId', 'tenants', 'suitAmount', 'updated_at', 'propertyId'] as const;
/** Fields a save stamps with the time: left out of comparisons (statusDate is today in New Jersey). */
const STAMPED = new Set(['updated_at', 'statusDate']);

function sentFields(info: CasePatch): Partial<SavedCase> {
  const fields: Record<string, unknown> = { ...info };
  for (const key of SERVER_OWNED) delete fields[key];
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<SavedCase>;
}

function propertyCopy(property: SavedProperty): Partial<SavedCase> {
  return {
    propertyId: property.id,
    streetAddress: property.streetAddress ?? null,
    unitNo: property.unitNo ?? null,
    city: property.city ?? null,
    state: property.state,
    zipcode: property.zipcode ?? null,
    county: property.county ?? null,
    deedNames: property.deedNames,
  };
}

function statusFields(
  info: CasePatch,
  status: string | undefined,
  submitted: boolean | undefined,
): { status?: string; submitted?: boolean } {
  const next = status ?? info.status;
  const value = next === CASE_STATUSES.complete ? true : (submitted ?? info.submitted);
  return { ...(next !== undefined ? { status: next } : {}), ...(value !== undefined ? { submitted: value } : {}) };
}

/** A tenant as the server stores it from what was sent: ids unknown (undefined) until the server gives them. */
function storedTenant(t: Tenant, ids: { id?: number; caseTenantId?: number }): Tenant {
  return { ...t, ...ids, name: t.name.trim() };
}

/** Tenants sent come first in the order sent (updated in place when they name a link); the others stay after. */
function upsertTenants(current: ReadonlyArray<SavedTenant>, sent: ReadonlyArray<Tenant>): Tenant[] {
  const kept = new Set<number>();
  const first = sent.map((t) => {
    const link = t.caseTenantId ? current.find((c) => c.caseTenantId === t.caseTenantId) : undefined;
    if (!link) return storedTenant(t, {});
    kept.add(t.caseTenantId!);
    return storedTenant({ ...link, ...t }, { id: link.id!, caseTenantId: t.caseTenantId! });
  });
  return [...first, ...current.filter((c) => !kept.has(c.caseTenantId!))];
}

function withMoney(state: SavedCase, previousInitial: number | null | undefined): SavedCase {
  const money = caseMoney(state);
  const initial = previousInitial ?? (state.status === CASE_STATUSES.complete ? money.suitAmount : null);
  return { ...state, legalFees: money.legalFees, suitAmount: money.suitAmount, initialSuitAmount: initial };
}

/** The case POST /api/cases must answer (its id and client are the server's). */
export function expectCreated(
  body: CreateBody,
  property: SavedProperty | undefined,
  ids: { id: number; clientId: number },
): SavedCase {
  const info = body.caseInfo;
  const state = {
    ...sentFields(info),
    propertyId: null,
    ...(info.propertyId && property ? propertyCopy(property) : {}),
    ...statusFields(info, body.status, body.submitted),
    ...ids,
    tenants: info.tenants.map((t) => storedTenant(t, {})),
  } as SavedCase;
  return withMoney(state, null);
}

/** The case POST /api/case/{id} must answer, from the case before and the property as last saved. */
export function expectUpdated(before: SavedCase, body: UpdateBody, property: SavedProperty | undefined): SavedCase {
  const info = body.caseInfo;
  const status = statusFields(info, body.status, body.submitted);
  const propertyId = info.propertyId === undefined ? before.propertyId : info.propertyId;
  const submitted = before.submitted || status.submitted === true;
  const copy =
    propertyId && (propertyId !== before.propertyId || !submitted) && property
      ? propertyCopy(property)
      : { propertyId };
  const state = {
    ...before,
    ...sentFields(info),
    ...copy,
    ...status,
    tenants: info.tenants ? upsertTenants(before.tenants, info.tenants) : before.tenants,
  } as SavedCase;
  return withMoney(state, before.initialSuitAmount);
}

const isBlank = (v: unknown) => v === null || v === undefined;

/** Deep equality where null and undefined (a field left out) agree. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  if (typeof a === 'object' && typeof b === 'object') {
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    return [...new Set([...Object.keys(ao), ...Object.keys(bo)])].every((k) => sameValue(ao[k], bo[k]));
  }
  return a === b;
}

function sameTenant(actual: SavedTenant, expected: Tenant): boolean {
  const { id, caseTenantId, ...fields } = expected;
  const { id: actualId, caseTenantId: actualLink, ...actualFields } = actual;
  return (
    (id === undefined || id === actualId) &&
    (caseTenantId === undefined || caseTenantId === actualLink) &&
    sameValue(actualFields, fields)
  );
}

const short = (v: unknown) => {
  const text = JSON.stringify(v) ?? 'undefined';
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

/**
 * The fields where a case differs from what was expected, each as "field: found X, expected Y"; empty when they
 * agree. Tenants must match in order (their ids too where the expectation knows them).
 */
export function caseDifferences(actual: SavedCase, expected: SavedCase, options: { stamps?: boolean } = {}): string[] {
  const out: string[] = [];
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  for (const key of keys) {
    if (key === 'tenants' || (STAMPED.has(key) && !options.stamps)) continue;
    const a = (actual as Record<string, unknown>)[key];
    const e = (expected as Record<string, unknown>)[key];
    if (!sameValue(a, e)) out.push(`${key}: found ${short(a)}, expected ${short(e)}`);
  }
  const tenantsAgree =
    actual.tenants.length === expected.tenants.length &&
    actual.tenants.every((t, i) => sameTenant(t, expected.tenants[i]!));
  if (!tenantsAgree)
    out.push(
      `tenants: found ${short(actual.tenants.map((t) => t.name))}, expected ${short(expected.tenants.map((t) => t.name))}`,
    );
  return out;
}
