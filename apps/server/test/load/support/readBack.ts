/**
 * Reads back everything a landlord saved, through the API as that landlord, and compares it with what was last
 * acknowledged: nothing lost, nothing of another landlord's, nothing else changed. After the server was killed,
 * the one save that got no answer may be stored, but only whole: a case is then exactly what that save makes of
 * the acknowledged one, or exactly the acknowledged one.
 */
import type { CaseListItem } from '@rentfile/contract';
import { ORDER_DEFAULTS, type ContactInfo, type Order } from '@rentfile/domain';
import type { Caller } from './http.ts';
import { propertyDifferences, type Landlord } from './landlord.ts';
import {
  caseDifferences,
  expectCreated,
  expectUpdated,
  sameValue,
  type SavedCase,
  type SavedProperty,
} from './model.ts';

export type ReadBackMode = 'exact' | 'after-kill';

/** The case fields the signing call writes: its status, the complaint's date and the first signed amount. */
const SIGNING_WRITES = ['status', 'submitted', 'vcDateDrafted', 'initialSuitAmount', 'updated_at', 'actions'];

export interface ReadBack {
  cases: number;
  properties: number;
  contacts: number;
  orders: number;
  /** The unanswered save was found stored (whole) or not stored at all. */
  unanswered: 'stored' | 'not stored' | null;
  problems: string[];
}

async function get<T>(api: Caller, path: string, label: string): Promise<T> {
  const answer = await api.send<T>('GET', path, `GET ${label}`);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return answer.body;
}

async function listAllCases(api: Caller): Promise<CaseListItem[]> {
  const items: CaseListItem[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await get<{ items: CaseListItem[]; total: number }>(
      api,
      `/api/client/cases?sort=asc&page=${page}&pageSize=100`,
      '/api/client/cases',
    );
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

export async function readBack(
  landlord: Landlord,
  owners: ReadonlyMap<number, Landlord>,
  mode: ReadBackMode,
): Promise<ReadBack> {
  const api = landlord.api;
  const problems: string[] = [];
  const who = landlord.tag;
  const pending = mode === 'after-kill' ? landlord.unanswered : null;
  let unanswered: ReadBack['unanswered'] = pending ? 'not stored' : null;
  const foreign = (kind: string, id: number) => {
    const owner = owners.get(id);
    problems.push(owner ? `${who} sees ${kind} ${id} of ${owner.tag}` : `${who} has ${kind} ${id} it never saved`);
  };

  // Cases: the dashboard's list, then each case.
  const listed = await listAllCases(api);
  const listedIds = new Set(listed.map((c) => c.id));
  for (const id of landlord.cases.keys()) if (!listedIds.has(id)) problems.push(`${who} lost case ${id}`);
  for (const item of listed) {
    const ack = landlord.cases.get(item.id);
    const created = !ack && pending?.kind === 'create-case' && unanswered === 'not stored';
    if (!ack && !created) {
      foreign('case', item.id);
      continue;
    }
    const actual = await get<SavedCase>(api, `/api/cases/${item.id}`, '/api/cases/:id');
    const names = actual.tenants.map((t) => t.name);
    if (
      names.some((n) => !n.includes(`${who}-`)) ||
      (actual.unitNo !== null && actual.unitNo !== undefined && !actual.unitNo.includes(`${who}-`))
    ) {
      problems.push(
        `${who} case ${item.id} holds another landlord's data: unit ${actual.unitNo}, tenants ${names.join(', ')}`,
      );
    }
    if (item.status !== actual.status || item.suitAmount !== actual.suitAmount || !sameValue(item.tenants, names)) {
      problems.push(
        `${who} case ${item.id}: the dashboard row (${item.status}, ${item.suitAmount}, ${item.tenants.join('/')}) differs from the case (${actual.status}, ${actual.suitAmount}, ${names.join('/')})`,
      );
    }
    if (created && pending?.kind === 'create-case') {
      unanswered = 'stored';
      const differences = caseDifferences(
        actual,
        expectCreated(pending.body, landlord.properties.get(pending.propertyId), {
          id: actual.id,
          clientId: actual.clientId,
        }),
      );
      if (differences.length > 0)
        problems.push(
          `${who} case ${item.id} HALF SAVED by the unanswered ${pending.label}: ${differences.join('; ')}`,
        );
      continue;
    }
    if (!ack) continue;
    const unchanged = caseDifferences(actual, ack, { stamps: true });
    if (unchanged.length === 0) continue;
    if (pending?.kind === 'update-case' && pending.caseId === item.id && actual.updated_at !== ack.updated_at) {
      unanswered = 'stored';
      const property = ack.propertyId ? landlord.properties.get(ack.propertyId) : undefined;
      const whole = caseDifferences(actual, expectUpdated(ack, pending.body, property));
      if (whole.length > 0)
        problems.push(`${who} case ${item.id} HALF SAVED by the unanswered ${pending.label}: ${whole.join('; ')}`);
      continue;
    }
    // A signing acknowledged but not read back, or unanswered, changes only what signing writes (rules.md#signed-papers).
    const signing = landlord.signedUnread.has(item.id) || (pending?.kind === 'order' && pending.caseId === item.id);
    if (signing && actual.submitted && unchanged.every((d) => SIGNING_WRITES.some((key) => d.startsWith(`${key}:`)))) {
      if (pending?.kind === 'order') unanswered = 'stored';
      continue;
    }
    problems.push(`${who} case ${item.id} is not as last acknowledged: ${unchanged.join('; ')}`);
  }

  // Properties.
  const properties = await get<SavedProperty[]>(api, '/api/properties', '/api/properties');
  const propertyIds = new Set(properties.map((p) => p.id));
  for (const id of landlord.properties.keys()) if (!propertyIds.has(id)) problems.push(`${who} lost property ${id}`);
  for (const actual of properties) {
    const ack = landlord.properties.get(actual.id);
    const sent =
      pending?.kind === 'property' &&
      (pending.body.property.id === actual.id || (!ack && pending.body.property.id === undefined))
        ? pending.body.property
        : null;
    if (ack && sameValue(actual, ack)) continue;
    if (sent && propertyDifferences(actual, sent).length === 0) {
      unanswered = 'stored';
      continue;
    }
    if (!ack) foreign('property', actual.id);
    else
      problems.push(
        `${who} property ${actual.id} is not as last acknowledged: ${propertyDifferences(actual, ack).join('; ') || JSON.stringify(actual).slice(0, 300)}`,
      );
  }

  // Contacts.
  const contacts = await get<Array<ContactInfo & { id: number }>>(api, '/api/contactInfos', '/api/contactInfos');
  for (const id of landlord.contacts.keys())
    if (!contacts.some((c) => c.id === id)) problems.push(`${who} lost contact ${id}`);
  for (const actual of contacts) {
    const sent =
      landlord.contacts.get(actual.id) ?? (pending?.kind === 'contact' ? pending.body.contactInfo : undefined);
    if (!sent) foreign('contact', actual.id);
    else if (!sameValue({ ...actual, id: undefined }, sent))
      problems.push(`${who} contact ${actual.id} differs from what was sent: ${JSON.stringify(actual).slice(0, 300)}`);
    else if (!landlord.contacts.has(actual.id)) unanswered = 'stored';
  }

  // Orders of the submitted cases.
  let orders = 0;
  const withOrders = new Set([...landlord.orders.keys(), ...(pending?.kind === 'order' ? [pending.caseId] : [])]);
  for (const caseId of withOrders) {
    const actual = await get<Order[]>(
      api,
      `/api/caseOrders/${caseId}?flowType=${ORDER_DEFAULTS.flowType}`,
      '/api/caseOrders/:caseId',
    );
    const acked = landlord.orders.get(caseId) ?? [];
    orders += actual.length;
    for (const id of acked)
      if (!actual.some((o) => o.id === id)) problems.push(`${who} lost order ${id} of case ${caseId}`);
    const extra = actual.filter((o) => !acked.includes(o.id));
    if (extra.length === 1 && pending?.kind === 'order' && pending.caseId === caseId) unanswered = 'stored';
    else if (extra.length > 0)
      problems.push(`${who} case ${caseId} has orders it never saved: ${extra.map((o) => o.id).join(', ')}`);
  }

  return {
    cases: listed.length,
    properties: properties.length,
    contacts: contacts.length,
    orders,
    unanswered,
    problems,
  };
}
