/**
 * A simulated landlord: signed in with an account of their own, going through the wizard's saves for one case
 * after another with the calls the web makes, in the web's order (apps/web/src/features/wizard: property
 * steps, contact, tenants, lease, past due rent, charges, legal fees, suit summary, a later change of the
 * tenants, signature, submit and order, then the dashboard). Every answer is compared with what was sent
 * (support/model.ts); what was last acknowledged is kept, to compare each case with when it is read back.
 */
import {
  caseSchema,
  CASE_STATUSES,
  caseMoney,
  COMPLAINT_STATEMENTS,
  pleadings,
  propertySchema,
  tenantSchema,
  todayInNewJersey,
  type Case,
  type ComplaintStatements,
  type ContactInfo,
  type Property,
  type Tenant,
} from '@rentfile/domain';
import type { CaseListItem, SignedPapers } from '@rentfile/contract';
import { NoAnswer, type Caller } from './http.ts';
import {
  caseDifferences,
  expectCreated,
  expectUpdated,
  sameValue,
  type CreateBody,
  type SavedCase,
  type SavedProperty,
  type UpdateBody,
} from './model.ts';

/** A save that was sent: what the landlord waits for, and what may or may not be stored if no answer comes. */
export type Save =
  | { kind: 'create-case'; label: string; body: CreateBody; propertyId: number }
  | { kind: 'update-case'; label: string; caseId: number; body: UpdateBody }
  | { kind: 'property'; label: string; body: { property: Property } }
  | { kind: 'contact'; label: string; body: { contactInfo: ContactInfo; saveAsDefault?: boolean } }
  | { kind: 'order'; label: string; caseId: number };

export interface LandlordOptions {
  /** Retry a call answered 503 (the database is away) after a pause, as a user retries from the banner. */
  retryUnavailable: boolean;
  /** True once the landlord must stop (checked before each call). */
  stopped: () => boolean;
}

/** The landlord stopped between calls, or gave up retrying because the run ended. */
class Stopped extends Error {}

const RETRY_PAUSE_MS = 250;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small deterministic generator, so every landlord types different but reproducible data. */
function generator(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

const FIRST = ['James', 'Patricia', 'Daniel', 'Aisha', 'Carlos', 'Mei', 'Olga', 'Kwame', 'Sofia', 'Ahmed'];
const LAST = ['Walker', 'Rivera', 'Nguyen', 'Okafor', 'Kowalski', 'Haddad', 'Schmidt', 'Johnson'];
const MONTHS = ['2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
const monthName = (m: string) =>
  new Date(`${m}-15T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The account (token subject) of the landlord whose tag this is. */
export const landlordSub = (tag: string) => `load|${tag}`;

export class Landlord {
  /** In every name and address this landlord types: a row with another tag is another landlord's. */
  readonly tag: string;
  /** Last acknowledged state, by id. */
  readonly cases = new Map<number, SavedCase>();
  readonly properties = new Map<number, SavedProperty>();
  readonly contacts = new Map<number, ContactInfo>();
  readonly orders = new Map<number, number[]>();
  /** What did not match what was sent, or what the landlord should never have seen. */
  readonly problems: string[] = [];
  /** The save that got no answer (the server died under it): it may or may not be stored. */
  unanswered: Save | null = null;
  /**
   * Cases whose signing was acknowledged before the case could be read back (the run stopped, or the server died,
   * between the two calls): the signing call answers with the papers and order, not the case, so the case as last
   * read is the one before the signing.
   */
  readonly signedUnread = new Set<number>();
  /** Why the landlord stopped early, when it did. */
  stoppedBy: string | null = null;
  private started = 0;
  private readonly random;

  constructor(
    readonly index: number,
    tag: string,
    /** Signed in as this landlord (landlordSub(tag)). */
    readonly api: Caller,
    private readonly options: LandlordOptions,
  ) {
    this.tag = tag;
    this.random = generator(index * 7919 + tag.length);
  }

  /** Goes through cases until told to stop, or until a call fails in a way the landlord cannot go on from. */
  async run(): Promise<void> {
    try {
      await this.read('/api/client', 'GET /api/client');
      while (!this.options.stopped()) await this.oneCase();
    } catch (err) {
      // A call cut off after the run was told to stop is the server being killed under it: expected.
      if (err instanceof Stopped || (err instanceof NoAnswer && this.options.stopped())) return;
      this.stoppedBy = err instanceof Error ? err.message : String(err);
    }
  }

  private async call<T>(method: string, path: string, label: string, body?: unknown): Promise<T> {
    for (;;) {
      if (this.options.stopped()) throw new Stopped();
      const answer = await this.api.send<T>(method, path, label, body);
      if (answer.status >= 200 && answer.status < 300) return answer.body;
      if (answer.status !== 503 || !this.options.retryUnavailable)
        throw new Error(`${label} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      await sleep(RETRY_PAUSE_MS);
    }
  }

  private read<T>(path: string, label: string): Promise<T> {
    return this.call<T>('GET', path, label);
  }

  /** Sends a save; when no answer comes it stays as the unanswered save. */
  private async save<T>(save: Save, method: string, path: string, body: unknown): Promise<T> {
    try {
      return await this.call<T>(method, path, save.label, body);
    } catch (err) {
      if (err instanceof NoAnswer) this.unanswered = save;
      throw err;
    }
  }

  private check(what: string, differences: string[]): void {
    if (differences.length > 0) this.problems.push(`${this.tag} ${what}: ${differences.join('; ')}`);
  }

  private async saveProperty(label: string, property: Property): Promise<SavedProperty> {
    const body = { property: propertySchema.parse(property) };
    const saved = await this.save<SavedProperty>(
      { kind: 'property', label, body },
      'POST',
      '/api/properties/save',
      body,
    );
    this.check(`property ${saved.id} after ${label}`, propertyDifferences(saved, body.property));
    this.properties.set(saved.id, saved);
    return saved;
  }

  private async createCase(caseInfo: Case, status: string): Promise<SavedCase> {
    const body: CreateBody = { caseInfo, status, submitted: false };
    const label = 'POST /api/cases';
    const saved = await this.save<SavedCase>(
      { kind: 'create-case', label, body, propertyId: caseInfo.propertyId! },
      'POST',
      '/api/cases',
      body,
    );
    this.check(
      `case ${saved.id} after ${label}`,
      caseDifferences(
        saved,
        expectCreated(body, this.properties.get(caseInfo.propertyId!), { id: saved.id, clientId: saved.clientId }),
      ),
    );
    this.cases.set(saved.id, saved);
    return saved;
  }

  private async updateCase(
    id: number,
    step: string,
    caseInfo: UpdateBody['caseInfo'],
    status?: string,
  ): Promise<SavedCase> {
    const body: UpdateBody = { caseInfo, ...(status ? { status } : {}) };
    const label = `POST /api/case/:id (${step})`;
    const before = this.cases.get(id)!;
    const saved = await this.save<SavedCase>(
      { kind: 'update-case', label, caseId: id, body },
      'POST',
      `/api/case/${id}`,
      body,
    );
    const property = before.propertyId ? this.properties.get(before.propertyId) : undefined;
    this.check(`case ${id} after ${label}`, caseDifferences(saved, expectUpdated(before, body, property)));
    this.cases.set(id, saved);
    return saved;
  }

  private tenants(count: number, n: number): Tenant[] {
    return Array.from({ length: count }, (_, i) =>
      tenantSchema.parse({
        name: `${this.random.pick(FIRST)} ${this.random.pick(LAST)} ${this.tag}-${n}-${i}`,
        tenantType: 'individual',
        phone: i === 0 ? `973555${String(this.random.int(1000, 9999))}` : null,
        email: i === 0 ? `t${n}.${this.tag.toLowerCase()}@example.test` : null,
        mailingAddressStreet: null,
      }),
    );
  }

  /** One case through the wizard, each step one call as the web makes it. */
  private async oneCase(): Promise<void> {
    const n = this.started++;
    const r = this.random;
    // Property steps (docs/product/data-and-rules.md#property-status): the first save creates the property, and the wizard then creates the case.
    let property = await this.saveProperty(
      'POST /api/properties/save (type)',
      propertySchema.parse({ propertyType: 'Residential', status: 'type' }),
    );
    const created = await this.createCase(caseSchema.parse({ propertyId: property.id }), CASE_STATUSES.property);
    const id = created.id;
    property = await this.saveProperty('POST /api/properties/save (address)', {
      ...property,
      county: 'Union',
      streetAddress: `${r.int(1, 999)} Elmora Avenue`,
      unitNo: `Apt ${this.tag}-${n}`,
      city: 'Elizabeth',
      zipcode: '07202',
      state: 'New Jersey',
      status: 'address',
    });
    property = await this.saveProperty('POST /api/properties/save (owner)', {
      ...property,
      deedNames: [`Robert Chen ${this.tag}`, `Linda Chen ${this.tag}`],
      // Each co-owner's own mailing address, as Deed Information asks (docs/product/rules.md#plaintiffs).
      ownerContacts: pleadings.SAMPLE_PROPERTY.ownerContacts,
      ownershipType: 'Individual',
      // Registered, with the date its statement was filed: the complaint says so (rules.md#claim-consistency).
      registrationFiled: true,
      registrationDocsFiledDate: pleadings.SAMPLE_PROPERTY.registrationDocsFiledDate,
      status: 'owner',
    });
    property = await this.saveProperty('POST /api/properties/save (association)', {
      ...property,
      clientType: r.pick(['owner', 'agent'] as const),
      status: 'associationToOwner',
    });

    // Contact (docs/product/data-and-rules.md#property-status): the list, a new contact the first time (the default), then the property is complete.
    const contacts = await this.read<Array<ContactInfo & { id: number }>>('/api/contactInfos', 'GET /api/contactInfos');
    let contactId = contacts[0]?.id;
    if (contactId === undefined) {
      const contactInfo = {
        ...pleadings.SAMPLE_CONTACT,
        lastName: `Lopez ${this.tag}`,
        email: `${this.tag.toLowerCase()}@example.test`,
      };
      const body = { contactInfo, saveAsDefault: true };
      contactId = (
        await this.save<{ id: number }>(
          { kind: 'contact', label: 'POST /api/contactInfo', body },
          'POST',
          '/api/contactInfo',
          body,
        )
      ).id;
      this.contacts.set(contactId, contactInfo);
    }
    property = await this.saveProperty('POST /api/properties/save (contact)', {
      ...property,
      contactInfoId: contactId,
      status: 'contact',
      completed: true,
    });
    await this.updateCase(id, 'contact', {}, CASE_STATUSES.tenants);

    // Tenants, lease, past due rent.
    const tenants = this.tenants(r.int(1, 3), n);
    await this.updateCase(
      id,
      'tenants',
      { tenantType: 'individual', tenants, tenantsSaved: true, tenantMailingAddress: false, tenantCompanyName: null },
      CASE_STATUSES.leaseDetails,
    );
    const rentAmount = r.int(900, 3200) * 100;
    await this.updateCase(
      id,
      'lease',
      {
        leaseTypeTitle: 'Written',
        leaseTypeCategory: 'Residential',
        leaseStartDate: `2023-0${r.int(1, 9)}-01`,
        rentCycle: 'Monthly',
        rentDueBy: '1',
        rentAmount,
        section8: false,
        section8Type: null,
        section8Subsidy: null,
        section8TenantPortion: null,
        publicHousingOfficeSection8: null,
      },
      CASE_STATUSES.pastDueRent,
    );
    const owed = MONTHS.slice(MONTHS.length - r.int(2, 6));
    const pastDueRent = MONTHS.map((m) => ({
      timePeriod: `${m}-01`,
      timePeriodDisplay: monthName(m),
      amount: rentAmount,
      selected: owed.includes(m),
    }));
    await this.updateCase(id, 'past due rent', { pastDueRent }, CASE_STATUSES.additionalCharges);

    // Additional charges: yes, then late charges and utilities; legal fees; the suit summary.
    await this.updateCase(
      id,
      'additional charges',
      { additionalChargesPermitted: true },
      CASE_STATUSES.additionalCharges,
    );
    const lateCharges = owed.slice(0, 2).map((m) => ({
      amount: r.int(25, 100) * 100,
      timePeriod: m,
      timePeriodDisplay: monthName(m),
      selected: true,
      type: 'Late Charge',
    }));
    const utilities = [
      {
        amount: r.int(3000, 30000),
        timePeriod: owed[0]!,
        timePeriodDisplay: monthName(owed[0]!),
        selected: true,
        type: 'Water & Sewer',
      },
    ];
    let saved = await this.updateCase(
      id,
      'charges',
      { lateCharges, utilities, fees: [], otherCharges: [] },
      CASE_STATUSES.legalFees,
    );
    const legalFees = caseMoney({
      ...saved,
      legalFeesPermitted: false,
      legalFees: [{ type: 'Attorney Fee', amount: 0, selected: true }],
    }).legalFees;
    saved = await this.updateCase(
      id,
      'legal fees',
      { legalFeesPermitted: false, legalFees },
      CASE_STATUSES.suitSummary,
    );
    const money = caseMoney(saved);
    saved = await this.updateCase(
      id,
      'suit summary',
      { legalFees: money.legalFees, suitAmount: money.suitAmount },
      CASE_STATUSES.sign,
    );

    // Back to the tenants to correct a name (the links keep their ids), then the signature and the submit.
    const corrected = saved.tenants.map((t, i) => ({ ...t, name: i === 0 ? `${t.name} Jr` : t.name }));
    await this.updateCase(
      id,
      'tenants again',
      {
        tenantType: 'individual',
        tenants: corrected,
        tenantsSaved: true,
        tenantMailingAddress: false,
        tenantCompanyName: null,
      },
      CASE_STATUSES.sign,
    );
    const statements = {
      ...(Object.fromEntries(COMPLAINT_STATEMENTS.map((k) => [k, false])) as ComplaintStatements),
      landlordRegistered: true,
    };
    const signature = {
      statements,
      signatureText: `Maria Lopez ${this.tag}`,
      signatureImage: null,
      verifier: { role: 'managingAgent' as const, name: `Maria Lopez ${this.tag}`, title: 'Property Manager' },
      scraChecked: true,
      scraCheckDate: todayInNewJersey(),
    };
    await this.updateCase(id, 'signature', signature);
    // Submit signs through the one signing call (docs/product/rules.md#signed-papers): papers issued, order created.
    const signed = await this.save<SignedPapers>(
      { kind: 'order', label: 'POST /api/cases/:id/sign', caseId: id },
      'POST',
      `/api/cases/${id}/sign`,
      signature,
    );
    this.orders.set(id, [...new Set([...(this.orders.get(id) ?? []), signed.orderId])]);
    this.signedUnread.add(id);
    this.cases.set(id, await this.read<SavedCase>(`/api/cases/${id}`, 'GET /api/cases/:id'));
    this.signedUnread.delete(id);

    // Back on the dashboard: only this landlord's cases.
    const page = await this.read<{ items: CaseListItem[]; total: number }>(
      '/api/client/cases?sort=desc&page=0&pageSize=5',
      'GET /api/client/cases',
    );
    const foreign = page.items.filter((item) => !this.cases.has(item.id)).map((item) => item.id);
    if (foreign.length > 0 || page.total !== this.cases.size) {
      this.problems.push(
        `${this.tag} dashboard: total ${page.total} (has ${this.cases.size} cases), cases not its own: ${foreign.join(', ') || 'none'}`,
      );
    }
  }
}

/** The fields of a property save that the answer must hold as sent. */
const PROPERTY_FIELDS = [
  'propertyType',
  'streetAddress',
  'unitNo',
  'city',
  'county',
  'zipcode',
  'state',
  'deedNames',
  'ownershipType',
  'clientType',
  'contactInfoId',
  'status',
  'completed',
] as const;

export function propertyDifferences(actual: SavedProperty, sent: Property): string[] {
  return PROPERTY_FIELDS.filter((k) => !sameValue(actual[k], sent[k])).map(
    (k) => `${k}: found ${JSON.stringify(actual[k])}, sent ${JSON.stringify(sent[k])}`,
  );
}
