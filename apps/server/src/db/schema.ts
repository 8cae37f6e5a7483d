/**
 * Database schema (PostgreSQL dialect, PGlite by default). Every row that belongs to a client carries
 * client_id, and every query of a client's data filters on it. Money is integer cents; charge lists are jsonb.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ColumnMapping,
  CaseAction,
  ChargeEntry,
  ComplaintStatements,
  LegalFeeItem,
  OpposingCounsel,
  OwnerContact,
  Outcome,
  PastDueRentItem,
  SocialServiceOffice,
  Verifier,
  ReportFact,
} from '@rentfile/domain';
import type { MemberRoleName } from '@rentfile/contract';

/** Binary file content stored in the database (uploads, avatars, generated pleadings). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const createdAt = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow();
const clientRef = () =>
  integer()
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const clients = pgTable('clients', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  auth0Id: text().notNull().unique(),
  firstName: text(),
  lastName: text(),
  email: text(),
  createdAt: createdAt(),
  defaultContactInfoId: integer(),
  closedUpcomingBanner: boolean().notNull().default(false),
  closedEvictionBannerTime: timestamp({ withTimezone: true, mode: 'string' }),
  interpreter: boolean().notNull().default(false),
  language: text(),
  disability: boolean().notNull().default(false),
  accommodation: text(),
  isAdmin: boolean().notNull().default(false),
  /**
   * When the address in `email` was shown to be the user's (an e-mailed link opened, or the sign-in provider's
   * email_verified claim); null: unverified, and no court-date reminder goes to it (decision 0039).
   */
  emailVerifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
  /** The ledger column mappings the account chose, by header set (docs/product/rules.md#ledger-import); at most LEDGER_REMEMBERED_MAPPINGS. */
  ledgerMappings: jsonb().$type<Record<string, ColumnMapping>>().notNull().default({}),
});

/**
 * The people who act for a firm: a client row is the firm, which owns the data; each member signs in as its subject
 * (the same kind of value as clients.auth0_id) and acts with its role. A removed member keeps its row (removed_at).
 */
export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    subject: text().notNull(),
    email: text(),
    firstName: text(),
    lastName: text(),
    role: text().$type<MemberRoleName>().notNull(),
    /** For an attorney: which of the firm's attorneys this member is (the one it signs as). */
    attorneyId: integer().references(() => attorneys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('members_one_current')
      .on(t.clientId, t.subject)
      .where(sql`${t.removedAt} is null`),
    index('members_subject').on(t.subject),
    check('members_role', sql`${t.role} in ('owner', 'attorney', 'preparer', 'viewer')`),
  ],
);

/** Invitations to join a firm: the link's token is kept only as its SHA-256; single use, 7 days, revocable. */
export const invitations = pgTable(
  'invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    email: text().notNull(),
    role: text().$type<MemberRoleName>().notNull(),
    attorneyId: integer().references(() => attorneys.id, { onDelete: 'set null' }),
    tokenHash: text().notNull().unique(),
    invitedBy: text().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    acceptedAt: timestamp({ withTimezone: true, mode: 'string' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('invitations_client').on(t.clientId),
    check('invitations_role', sql`${t.role} in ('owner', 'attorney', 'preparer', 'viewer')`),
  ],
);

/** Accounts of the built-in sign-in provider (not used with an external provider). */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    email: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    passwordHash: text().notNull(),
    isAdmin: boolean().notNull().default(false),
    /**
     * An account made, without an e-mail server to confirm it, by a registration for an e-mail that already had an
     * account: it shares the e-mail, and is signed in to with its own password (decision 0017). The e-mail's owner is
     * the one account without this mark.
     */
    sharedEmail: boolean().notNull().default(false),
    /** When the e-mail was shown to be the account's (its confirmation link opened); asserted as email_verified. */
    emailVerifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
    /** When the terms of service were accepted at sign-up, and which version (decision 0039); null: made by the operator or before. */
    termsAcceptedAt: timestamp({ withTimezone: true, mode: 'string' }),
    termsVersion: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower')
      .on(sql`lower(${t.email})`)
      .where(sql`not ${t.sharedEmail}`),
    index('accounts_email_lower_all').on(sql`lower(${t.email})`),
  ],
);

/** The built-in OpenID provider's storage (sessions, grants, codes, ...), shared by all server processes. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text().notNull(),
    id: text().notNull(),
    payload: jsonb().notNull(),
    grantId: text(),
    userCode: text(),
    uid: text(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }),
    consumedAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant').on(t.grantId),
    index('oidc_payloads_uid').on(t.uid),
    index('oidc_payloads_user_code').on(t.userCode),
    // Ending every session and grant of an account (password reset or change, sign out of every device, deletion).
    index('oidc_payloads_account').on(t.model, sql`(${t.payload}->>'accountId')`),
  ],
);

/**
 * Per signed-in subject (a client's auth0Id): what its access tokens must show to be accepted. A built-in token
 * carries the token version it was issued under (claim tv) and is refused once the version has moved on, unless it
 * belongs to the kept grant (the browser that changed the password); an external provider's token is refused when
 * it was issued before revokedAt. A row outlives its account, so a deleted account's tokens stay refused.
 */
export const tokenRevocations = pgTable('token_revocations', {
  subject: text().primaryKey(),
  tokenVersion: integer().notNull().default(0),
  revokedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  keptGrantId: text(),
});

/** Persistent secrets generated on first start (signing keys, cookie keys) unless given by the environment. */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: createdAt(),
});

export const contactInfos = pgTable(
  'contact_infos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    company: text(),
    streetAddress: text().notNull(),
    unitNo: text(),
    city: text().notNull(),
    state: text().notNull().default('New Jersey'),
    zipcode: text().notNull(),
    phone: text(),
    phoneType: text(),
    ext: text(),
    cell: text(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_infos_client').on(t.clientId)],
);

/**
 * Attorneys of the client's firm (docs/product/rules.md#representation): the signed-in attorney's own profile
 * (isSelf, at most one) and the other attorneys kept as contacts. A case's attorneyId names one of them.
 */
export const attorneys = pgTable(
  'attorneys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    isSelf: boolean().notNull().default(false),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** The New Jersey attorney identification number (nine digits). */
    attorneyId: text().notNull(),
    firm: text(),
    streetAddress: text().notNull(),
    unitNo: text(),
    city: text().notNull(),
    state: text().notNull().default('New Jersey'),
    zipcode: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('attorneys_client').on(t.clientId),
    uniqueIndex('attorneys_one_self')
      .on(t.clientId)
      .where(sql`${t.isSelf}`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    /** The property a unit was copied from (spec: propertyId of a unit). */
    propertyId: integer(),
    propertyType: text(),
    streetAddress: text(),
    unitNo: text(),
    city: text(),
    municipalCode: text(),
    county: text(),
    countyId: integer(),
    subdivision: text(),
    state: text().notNull().default('New Jersey'),
    zipcode: text(),
    deedNames: jsonb().$type<string[]>().notNull().default(['']),
    /** Each owner's own mailing address, phone and e-mail, by position in deedNames (docs/product/rules.md#plaintiffs). */
    ownerContacts: jsonb().$type<OwnerContact[]>().notNull().default([]),
    ownershipType: text(),
    clientType: text(),
    contactInfoId: integer().references(() => contactInfos.id, { onDelete: 'set null' }),
    completed: boolean().notNull().default(false),
    registrationFiled: boolean().notNull().default(false),
    registrationDocsFiledDate: date({ mode: 'string' }),
    status: text().notNull().default('type'),
    /** Incremented by every write of the row (docs/decisions/0016): a save writes only if the row is still at the version it read. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('properties_client').on(t.clientId)],
);

export const cases = pgTable(
  'cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    propertyId: integer().references(() => properties.id, { onDelete: 'set null' }),
    deedNames: jsonb().$type<string[]>().notNull().default([]),
    streetAddress: text(),
    unitNo: text(),
    city: text(),
    state: text().notNull().default('New Jersey'),
    zipcode: text(),
    county: text(),
    docketNo: text(),
    status: text().notNull().default('vc-property'),
    statusDate: text(),
    submitted: boolean().notNull().default(false),
    isDeleted: text(),
    actions: jsonb().$type<CaseAction[]>().notNull().default([]),
    attorneyId: integer(),
    attorneyFirstName: text(),
    attorneyLastName: text(),
    trialAction: text(),
    trialDate: date({ mode: 'string' }),
    trialTime: text(),
    trialType: text(),
    /** The date the judgment for possession was entered (post-judgment papers). */
    judgmentDate: date({ mode: 'string' }),
    additionalChargesPermitted: boolean(),
    legalFeesPermitted: boolean(),
    tenantType: text().notNull().default('individual'),
    tenantInfoCorrect: boolean(),
    tenantsSaved: boolean().notNull().default(false),
    tenantMailingAddress: boolean().notNull().default(false),
    tenantCompanyName: text(),
    leaseTypeTitle: text().notNull().default('Written'),
    leaseTypeCategory: text().notNull().default('Residential'),
    leaseStartDate: date({ mode: 'string' }),
    rentCycle: text().notNull().default('Monthly'),
    rentDueBy: text(),
    rentAmount: integer(),
    section8: boolean().notNull().default(false),
    section8Type: integer(),
    section8Subsidy: integer(),
    section8TenantPortion: integer(),
    publicHousingOfficeSection8: jsonb().$type<SocialServiceOffice>(),
    pastDueRent: jsonb().$type<PastDueRentItem[]>().notNull().default([]),
    lateCharges: jsonb().$type<ChargeEntry[]>().notNull().default([]),
    utilities: jsonb().$type<ChargeEntry[]>().notNull().default([]),
    fees: jsonb().$type<ChargeEntry[]>().notNull().default([]),
    otherCharges: jsonb().$type<ChargeEntry[]>().notNull().default([]),
    legalFees: jsonb().$type<LegalFeeItem[]>().notNull().default([]),
    statements: jsonb()
      .$type<ComplaintStatements>()
      .notNull()
      .default({} as ComplaintStatements),
    /** Who verifies and signs, chosen on Review & Sign (issue 15). */
    verifier: jsonb().$type<Verifier>(),
    /** The facts a delinquency report gave the case or its batch assumed, each confirmed before signing (issue 33). */
    reportFacts: jsonb().$type<ReportFact[]>().notNull().default([]),
    scraChecked: boolean(),
    scraCheckDate: date({ mode: 'string' }),
    caresNoticeDate: date({ mode: 'string' }),
    signatureText: text(),
    signatureImage: text(),
    vcDateDrafted: date({ mode: 'string' }),
    vcDateFiled: date({ mode: 'string' }),
    filingPlan: text(),
    isClrsInStandAloneForm: boolean().notNull().default(false),
    clrsDraft: integer(),
    clrsSubmission: boolean().notNull().default(false),
    clrsExemption: boolean().notNull().default(false),
    leaseCopySubmission: text(),
    confirmation: boolean(),
    verification: boolean(),
    suitAmount: integer().notNull().default(0),
    /** The suit amount when the complaint was first completed ("Initial" on the dashboard). */
    initialSuitAmount: integer(),
    /** Incremented by every write of the row (docs/decisions/0016): a save writes only if the row is still at the version it read. */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cases_client_updated').on(t.clientId, t.updatedAt), index('cases_property').on(t.propertyId)],
);

export const tenants = pgTable(
  'tenants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    name: text().notNull(),
    tenantType: text().notNull().default('individual'),
    phone: text(),
    ext: text(),
    phoneType: text(),
    cell: text(),
    email: text(),
    contactName: text(),
    mailingAddressStreet: text(),
    mailingAddressUnit: text(),
    mailingAddressCity: text(),
    mailingAddressState: text(),
    mailingAddressZip: text(),
    /** Incremented by every write of the row (docs/decisions/0016): a save writes only if the row is still at the version it read. */
    version: integer().notNull().default(1),
  },
  (t) => [index('tenants_client').on(t.clientId)],
);

/** A tenant named on a case; its id is the spec's caseTenantId. */
export const caseTenants = pgTable(
  'case_tenants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    tenantId: integer()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('case_tenants_case').on(t.caseId),
    uniqueIndex('case_tenants_unique').on(t.caseId, t.tenantId),
    // Whether another case still names a tenant (removing one from a case), and the cascade of a tenant's deletion.
    index('case_tenants_tenant').on(t.tenantId),
  ],
);

/** Public housing (social service) offices: client_id null and published for the shared list. */
export const socialServiceOffices = pgTable(
  'social_service_offices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer().references(() => clients.id, { onDelete: 'cascade' }),
    published: boolean().notNull().default(false),
    housingAuthority: text().notNull(),
    address: text().notNull(),
    address2: text(),
    city: text().notNull(),
    state: text().notNull().default('New Jersey'),
    zipcode: text().notNull(),
    phone: text(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [index('social_service_offices_client').on(t.clientId)],
);

/** Counties: the id is the county's two-digit Division of Taxation code (1 Atlantic .. 21 Warren), stable everywhere. */
export const counties = pgTable('counties', {
  id: integer().primaryKey(),
  stateId: integer().notNull().default(31),
  name: text().notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    municipalCode: text().primaryKey(),
    countyId: integer()
      .notNull()
      .references(() => counties.id),
    name: text().notNull(),
  },
  (t) => [index('cities_county').on(t.countyId)],
);

/** Which version (a hash of the data files) of each reference data set is loaded, so a start skips or refreshes it. */
export const referenceDataVersions = pgTable('reference_data_versions', {
  name: text().primaryKey(),
  version: text().notNull(),
  loadedAt: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The Special Civil Part (Landlord/Tenant) office of a county and the tenant help lines the summons names, with the
 * entry's confidence and each field's source (reference/nj-data/nj-court-offices.json).
 */
export const courtInfo = pgTable('court_info', {
  countyId: integer()
    .primaryKey()
    .references(() => counties.id),
  courtName: text(),
  street: text(),
  city: text(),
  state: text(),
  zipcode: text(),
  phone: text(),
  trialLocation: text(),
  accommodationContact: text(),
  hours: text(),
  legalServicesName: text(),
  legalServicesPhone: text(),
  lawyerReferralPhone: text(),
  welfareAgencyName: text(),
  welfareAgencyPhone: text(),
  confidence: text().notNull(),
  notes: text(),
  sources: jsonb().$type<string[]>().notNull().default([]),
  fieldSources: jsonb()
    .$type<Record<string, { source: string; found: string; confirmed: boolean }>>()
    .notNull()
    .default({}),
});

/**
 * A court office value an operator set with its source (npm run admin -- set-court-field), without a release: it
 * overrides the shipped data file's value for that county and field, and survives the file's reloads.
 */
export const courtInfoOverrides = pgTable(
  'court_info_overrides',
  {
    countyId: integer()
      .notNull()
      .references(() => counties.id),
    field: text().notNull(),
    /** Null clears the shipped value (a wrong number is better blank than printed). */
    value: text(),
    source: text().notNull(),
    found: date({ mode: 'string' }).notNull(),
    confirmed: boolean().notNull(),
    setAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.countyId, t.field] })],
);

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    paymentStatus: text().notNull(),
    packageId: integer().notNull(),
    flowType: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_case').on(t.caseId)],
);

/** A generated pleading, stored with its drafted and updated dates (its bytes in the row, or in a file on the embedded database). */
export const pleadings = pgTable(
  'pleadings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    orderId: integer(),
    templateName: text().notNull(),
    name: text().notNull(),
    fileName: text().notNull(),
    /** The PDF; null on the embedded database, which keeps it as a file (pleadings/paperFiles.ts, decision 0017). */
    data: bytea(),
    drafted: createdAt(),
    updated: updatedAt(),
  },
  (t) => [uniqueIndex('pleadings_case_template').on(t.caseId, t.templateName)],
);

/**
 * Uploaded documents (lease copies, registration statements): their bytes in `data`, or, with an object store
 * (docs/decisions/0022-document-object-store.md), in the object named by `storage_key`; one or the other.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer().references(() => cases.id, { onDelete: 'cascade' }),
    propertyId: integer().references(() => properties.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    data: bytea(),
    storageKey: text(),
    /** Hex SHA-256 of the bytes (null on documents stored before it was kept). */
    sha256: text(),
    /** Pages, counted once when the file is stored (null on documents stored before they were; counted on first listing). */
    pages: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_case').on(t.caseId),
    index('documents_property').on(t.propertyId),
    uniqueIndex('documents_storage_key').on(t.storageKey),
    check('documents_bytes_or_key', sql`(${t.data} is null) <> (${t.storageKey} is null)`),
  ],
);

export const avatars = pgTable('avatars', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  contentType: text().notNull(),
  data: bytea().notNull(),
  updatedAt: updatedAt(),
});

/** Who did what as whom: every impersonated request and every administrator action. */
export const auditLog = pgTable('audit_log', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  at: createdAt(),
  actorAuth0Id: text().notNull(),
  subjectAuth0Id: text(),
  action: text().notNull(),
  detail: jsonb(),
});

/** Rate-limit counters kept in the database so every server process sees the same count. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
});

/** The court record of a filed case (issue 22): one row per case, its own table so the case's save path stays apart. */
export const caseCourtRecords = pgTable(
  'case_court_records',
  {
    caseId: integer()
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    clientId: clientRef(),
    docketNo: text().notNull(),
    dateFiled: date({ mode: 'string' }).notNull(),
    courtLocation: text(),
    opposingCounsel: jsonb().$type<OpposingCounsel>(),
    outcome: jsonb().$type<Outcome>(),
    breachCertifiedAt: timestamp({ withTimezone: true, mode: 'string' }),
    warrantRequestedAt: timestamp({ withTimezone: true, mode: 'string' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('case_court_records_client').on(t.clientId)],
);

/** Court dates of a case; an adjourned one stays, pointing at the date that replaced it. */
export const caseCourtDates = pgTable(
  'case_court_dates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    time: text().notNull(),
    virtual: boolean().notNull().default(false),
    adjournedToId: integer(),
    adjournmentReason: text(),
    createdAt: createdAt(),
  },
  (t) => [index('case_court_dates_case').on(t.caseId), index('case_court_dates_client_date').on(t.clientId, t.date)],
);

/** Payments received after filing, in cents. */
export const casePayments = pgTable(
  'case_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    receivedOn: date({ mode: 'string' }).notNull(),
    amount: integer().notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('case_payments_case').on(t.caseId)],
);

/** The case's timeline: what happened, who did it (the signed-in person, also under impersonation) and when. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    summary: text().notNull(),
    actorName: text().notNull(),
    at: createdAt(),
  },
  (t) => [index('case_events_case_at').on(t.caseId, t.at)],
);

/** An account's private calendar feed: only the token's SHA-256 is kept. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    clientId: integer()
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token').on(t.tokenHash)],
);

/** Accounts that turned court-date reminders off (one click in a reminder e-mail, or the profile); no row means on. */
export const reminderOptOuts = pgTable('reminder_opt_outs', {
  clientId: integer()
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The one-click "turn reminders off" links of the reminder e-mails sent: only each token's SHA-256 is kept. */
export const reminderOptOutTokens = pgTable(
  'reminder_opt_out_tokens',
  {
    tokenHash: text().primaryKey(),
    clientId: clientRef(),
    createdAt: createdAt(),
  },
  (t) => [index('reminder_opt_out_tokens_client').on(t.clientId)],
);

/**
 * Links that verify a client's e-mail (decision 0039): only each token's SHA-256 is kept, with the address it was
 * sent to (a link verifies only that address) and when it stops working.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text().primaryKey(),
    clientId: clientRef(),
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_client').on(t.clientId)],
);

/**
 * Court-date reminders to e-mail (a transactional outbox, decision 0020): one row per date and kind, claimed with
 * FOR UPDATE SKIP LOCKED by whichever server process gets it first for a short lease, and marked sent once the mail
 * server has taken it.
 */
export const courtDateReminders = pgTable(
  'court_date_reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    courtDateId: integer()
      .notNull()
      .references(() => caseCourtDates.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    sendAt: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'string' }),
    /** A process that claimed the reminder sends it before then; after it, another may claim it again. */
    claimedUntil: timestamp({ withTimezone: true, mode: 'string' }),
    attempts: integer().notNull().default(0),
    lastError: text(),
  },
  (t) => [
    uniqueIndex('court_date_reminders_date_kind').on(t.courtDateId, t.kind),
    index('court_date_reminders_due').on(t.sendAt),
  ],
);

/** A month's delinquency report made into cases at once (docs/product/rules.md#batch): the batch view lists its cases. */
export const caseBatches = pgTable(
  'case_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    /** The report's file name, as uploaded. */
    fileName: text().notNull(),
    /**
     * Set while the batch's cases are being made, one transaction each (services/batches.ts): a batch being made is
     * shown nowhere, and one left so by a failure or a stop is removed with its cases and units.
     */
    creatingSince: timestamp({ withTimezone: true, mode: 'string' }),
    /** The units the batch made for its rows (removed with it if it is never finished). */
    unitsMade: jsonb().$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('case_batches_client').on(t.clientId, t.createdAt)],
);

/** The cases of a batch, each with the report row it came from and the balance that row showed. */
export const caseBatchCases = pgTable(
  'case_batch_cases',
  {
    batchId: integer()
      .notNull()
      .references(() => caseBatches.id, { onDelete: 'cascade' }),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    clientId: clientRef(),
    sourceRow: integer().notNull(),
    reportBalance: integer(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.caseId] }), index('case_batch_cases_case').on(t.caseId)],
);

/**
 * The papers of a complaint as signed (decision 0026, docs/product/rules.md#signed-papers): one row per signing,
 * holding what the papers were made from (the PleadingInput as canonical JSON), its SHA-256, the signing date and
 * who signed. A correction signed again adds the next version and marks this one superseded; rows are never changed
 * otherwise.
 */
export const issuedPapers = pgTable(
  'issued_papers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clientId: clientRef(),
    caseId: integer()
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    /** The papers' inputs, as canonical JSON text (its bytes are what contentHash covers). */
    inputs: text().notNull(),
    /** SHA-256 of `inputs`, hex. */
    contentHash: text().notNull(),
    /** The date the papers bear (New Jersey). */
    signedOn: date({ mode: 'string' }).notNull(),
    /** The name signed on the papers. */
    signerName: text().notNull(),
    /** The account holder (or the person acting for them) who signed through the product. */
    signedBy: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    signedAt: createdAt(),
    supersededAt: timestamp({ withTimezone: true, mode: 'string' }),
  },
  (t) => [
    uniqueIndex('issued_papers_case_version').on(t.caseId, t.version),
    index('issued_papers_client').on(t.clientId),
  ],
);
