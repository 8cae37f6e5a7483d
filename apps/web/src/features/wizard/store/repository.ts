/**
 * Where the wizard keeps its case, property and contacts: one interface, two implementations (docs/product/data-and-rules.md#sign-in-and-guests, docs/product/data-and-rules.md#roles).
 * - apiRepository: a signed-in client; every read and write goes through the API's lib/queries modules.
 * - guestRepository: a guest; the case, property and contact live in session storage under the keys the
 *   sign-in migration reads (case, property, userData), and nothing is written to the server.
 */
import type { CasePatch, SocialServiceOfficeInput } from '@rentfile/contract';
import {
  blankCase,
  type Case,
  type ContactInfo,
  type Property,
  type SocialServiceOffice,
  type Tenant,
} from '@rentfile/domain';
import { ApiError, responseErrorMessage } from '../../../lib/api.ts';
import { getCase } from '../../../lib/queries/cases.ts';
import { getProperties, getProperty } from '../../../lib/queries/properties.ts';
import {
  addOffice,
  createCase,
  deleteCaseTenant,
  listContacts,
  newUnit,
  saveContact,
  saveProperty,
  updateCase,
} from '../../../lib/queries/wizardSaves.ts';
import { GUEST_KEYS } from '../../../lib/auth/guestData.ts';

/** The schemas of the case, property, contact and office, with zod: loaded on the first save or guest read. */
export const wizardSchemas = () => import('./schemas.ts');

/** The id of the case in the URL: a number once created (signed in), else 'new' (a new case, or a guest's). */
export type CaseRef = number | 'new';

export interface WizardRepository {
  readonly kind: 'api' | 'guest';
  /** The case of the URL, or null when there is none yet. */
  loadCase(caseRef: CaseRef): Promise<Case | null>;
  /** The property a case is about, or null. */
  loadProperty(caseInfo: Case | null): Promise<Property | null>;
  /** Creates (no id) or updates the property; answers it as stored. */
  saveProperty(property: Property): Promise<Property>;
  createCase(caseInfo: Case, status: string): Promise<Case>;
  /** Changes only the fields sent; statusDate is stamped today (by the server when signed in). */
  updateCase(caseRef: CaseRef, patch: CasePatch, status: string | undefined): Promise<Case>;
  /** Takes a tenant off the case (a saved one through the API). */
  removeTenant(caseRef: CaseRef, tenant: Tenant): Promise<void>;
  listContacts(): Promise<ContactInfo[]>;
  /** Creates or updates a contact; answers its id (null for a guest's single contact). */
  saveContact(contact: ContactInfo, saveAsDefault: boolean): Promise<number | null>;
  listProperties(): Promise<Property[]>;
  newUnit(propertyId: number, unitNo: string): Promise<Property>;
  /** Adds a public housing office (signed in only). */
  addOffice(office: SocialServiceOfficeInput): Promise<SocialServiceOffice>;
}

/**
 * Ids for a guest's own offices: from 2,000,000,000 up, within the integer range ids keep and far above the ids of
 * stored offices, so a guest's office is never taken for a listed one.
 */
let guestOfficeCount = 0;
function nextGuestOfficeId(): number {
  guestOfficeCount += 1;
  return 2_000_000_000 + guestOfficeCount;
}

export const apiRepository: WizardRepository = {
  kind: 'api',
  loadCase: async (caseRef) => (caseRef === 'new' ? null : getCase(caseRef)),
  loadProperty: async (caseInfo) => (caseInfo?.propertyId ? getProperty(caseInfo.propertyId) : null),
  saveProperty,
  createCase,
  async updateCase(caseRef, patch, status) {
    if (caseRef === 'new') throw new Error('A case must be created before it is updated.');
    return updateCase(caseRef, patch, status);
  },
  async removeTenant(caseRef, tenant) {
    if (caseRef === 'new' || !tenant.caseTenantId) return;
    await deleteCaseTenant(caseRef, tenant.caseTenantId);
  },
  listContacts,
  saveContact: async (contact, saveAsDefault) => contact.id ?? (await saveContact(contact, saveAsDefault)).id,
  listProperties: () => getProperties(),
  newUnit,
  addOffice,
};

function readJson(key: string): unknown {
  const raw = sessionStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  sessionStorage.setItem(key, JSON.stringify(value));
}

async function guestCase(): Promise<Case | null> {
  const parsed = (await wizardSchemas()).caseSchema.safeParse(readJson(GUEST_KEYS.case));
  return parsed.success ? parsed.data : null;
}

async function guestProperty(): Promise<Property | null> {
  const parsed = (await wizardSchemas()).propertySchema.safeParse(readJson(GUEST_KEYS.property));
  return parsed.success ? parsed.data : null;
}

/** The guest's contact: session storage userData = { contactInfo } (docs/product/data-and-rules.md#sign-in-and-guests). */
async function guestContact(): Promise<ContactInfo | null> {
  const data = readJson(GUEST_KEYS.userData);
  const contact = typeof data === 'object' && data !== null && 'contactInfo' in data ? data.contactInfo : null;
  const parsed = (await wizardSchemas()).contactInfoSchema.safeParse(contact);
  return parsed.success ? parsed.data : null;
}

/**
 * Applies a change to the guest's case with the domain's one change function (decision 0033), as the server's save
 * does: the property's copy, the status stamp, the derived fields and the save's rules. A change that breaks a rule
 * is refused here, on the guest's screen, with the error a signed-in save answers (400, the rule's message), and
 * nothing is stored.
 */
async function changeGuestCase(
  stored: Case | null,
  change: { fields?: Partial<Case>; status?: string | undefined; submitted?: boolean },
): Promise<Case> {
  const { applyCaseChange, caseSchema } = await wizardSchemas();
  const base = stored ?? blankCase();
  const tenants = change.fields?.tenants ?? base.tenants;
  const property = await guestProperty();
  const applied = applyCaseChange(base, { ...change, property }, { tenants, created: stored === null });
  if (!applied.ok) {
    const body = { error: applied.refusal.message, details: { violations: applied.refusal.violations } };
    throw new ApiError(responseErrorMessage({ status: 400, statusText: 'Bad Request' }, body), 'response', 400, body);
  }
  const saved = caseSchema.parse(applied.case);
  writeJson(GUEST_KEYS.case, saved);
  return saved;
}

export const guestRepository: WizardRepository = {
  kind: 'guest',
  loadCase: async () => guestCase(),
  loadProperty: async () => guestProperty(),
  async saveProperty(property) {
    const previous = await guestProperty();
    const { propertySchema } = await wizardSchemas();
    const saved = propertySchema.parse({ ...property, completed: property.completed || previous?.completed === true });
    writeJson(GUEST_KEYS.property, saved);
    const kase = await guestCase();
    if (kase) await changeGuestCase(kase, {});
    return saved;
  },
  createCase: (caseInfo, status) => changeGuestCase(null, { fields: caseInfo, status, submitted: false }),
  async updateCase(_caseRef, patch, status) {
    return changeGuestCase(await guestCase(), { fields: patch as Partial<Case>, status });
  },
  async removeTenant() {
    // A guest's tenants are only in the stored case, which the next save rewrites.
  },
  async listContacts() {
    const contact = await guestContact();
    return contact ? [contact] : [];
  },
  async saveContact(contact) {
    writeJson(GUEST_KEYS.userData, { contactInfo: (await wizardSchemas()).contactInfoSchema.parse(contact) });
    return null;
  },
  listProperties: async () => [],
  async newUnit() {
    throw new Error('Sign in to add a unit to a saved property.');
  },
  /**
   * A guest's office lives only in the case it is chosen for (the case holds the office's details), so a guest
   * with a voucher tenant can go on without an account (docs/product/screens.md#housing-office).
   */
  async addOffice(office) {
    return (await wizardSchemas()).socialServiceOfficeSchema.parse({ ...office, id: nextGuestOfficeId() });
  },
};
