/** The HTTP API as data (docs/product/data-and-rules.md#calls): per call its method, path, request and response schemas. */
import { z } from 'zod';
import {
  addOfficeFormSchema,
  caseSchema,
  citySchema,
  clientSchema,
  contactInfoSchema,
  countySchema,
  courtInfoSchema,
  documentKindSchema,
  inputText,
  MAX_INT,
  orderSchema,
  pleadingSchema,
  propertySchema,
  registrationFileSchema,
  socialServiceOfficeSchema,
  pleadings,
} from '@rentfile/domain';
import { endpoint, idParam, ok, withRoutes } from './endpoint.ts';
import { afterFilingApi } from './afterFiling.ts';
import { ledgerApi } from './ledger.ts';
import { batchApi } from './batches.ts';
import { signingApi } from './signing.ts';
import { firmApi } from './firms.ts';

export * from './routes.ts';
export * from './endpoint.ts';
export * from './afterFiling.ts';
export * from './ledger.ts';
export * from './batches.ts';
export * from './signing.ts';
export * from './firms.ts';

const caseIdParam = z.object({ caseId: z.coerce.number().int().positive() });
const propertyIdParam = z.object({ propertyId: z.coerce.number().int().positive() });

export const savedCase = caseSchema.extend({
  id: z.number().int().positive(),
  clientId: z.number().int().positive(),
  /** The suit amount when the complaint was first completed ("Initial" on the dashboard); set by the server. */
  initialSuitAmount: z.number().int().nullable().optional(),
});
export const savedProperty = propertySchema.extend({ id: z.number().int().positive() });
export const savedContactInfo = contactInfoSchema.extend({ id: z.number().int().positive() });

/**
 * An attorney as sent: plain bounded text, so that the server's domain rules (attorneySchema) answer a bad value with
 * their own message (docs/product/rules.md#representation).
 */
export const attorneyInput = z.object({
  id: z.number().int().positive().max(MAX_INT).optional(),
  firstName: inputText(100),
  lastName: inputText(100),
  attorneyId: inputText(20),
  firm: inputText(200).nullable().optional(),
  streetAddress: inputText(200),
  unitNo: inputText(50).nullable().optional(),
  city: inputText(100),
  state: inputText(60).default('New Jersey'),
  zipcode: inputText(10),
  phone: inputText(20),
  email: inputText(254),
});
export const savedAttorney = attorneyInput.extend({
  id: z.number().int().positive(),
  firm: z.string().nullable(),
  unitNo: z.string().nullable(),
  isSelf: z.boolean(),
});
export type SavedAttorney = z.infer<typeof savedAttorney>;

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner extends z.ZodType> ? Inner : T;

/**
 * Every field optional and no defaults filled in: a partial update changes only the fields it sends
 * (zod's own .partial() would fill every defaulted field and so reset it).
 */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  ) as { [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> };
  return z.object(shape);
}

/** The fields of a case an update may send. */
export const casePatch = patchOf(caseSchema);
export type CasePatch = z.infer<typeof casePatch>;

/** A row of the dashboard's cases table (docs/product/screens.md#dashboard). */
export const caseListItem = z.object({
  id: z.number().int(),
  propertyId: z.number().int().nullable(),
  deedNames: z.array(z.string()),
  streetAddress: z.string().nullable(),
  unitNo: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  zipcode: z.string().nullable(),
  docketNo: z.string().nullable(),
  tenants: z.array(z.string()),
  status: z.string(),
  statusDate: z.string().nullable(),
  submitted: z.boolean(),
  isDeleted: z.string().nullable(),
  actions: caseSchema.shape.actions,
  initialSuitAmount: z.number().int().nullable(),
  suitAmount: z.number().int(),
  attorneyFirstName: z.string().nullable(),
  attorneyLastName: z.string().nullable(),
  updated_at: z.string(),
});
export type CaseListItem = z.infer<typeof caseListItem>;

export const caseListQuery = z.object({
  clientId: z.coerce.number().int().optional(),
  search: z.string().max(200).optional(),
  /** Only the cases of one landlord: an owner on the deed, exactly (an attorney with many landlord clients, issue 18). */
  owner: z.string().max(200).optional(),
  /** Only the cases at this status (the signed ones for an archive of their papers: verifiedComplaintComplete). */
  status: z.string().max(60).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
});
export const caseListResponse = z.object({ items: z.array(caseListItem), total: z.number().int() });

/** A document of a case as listed by GET uploads: url downloads it; pages is null when the file cannot be counted. */
export const caseDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  pages: z.number().int().nullable(),
  uploadedAt: z.string(),
  url: z.string(),
});
export type CaseDocument = z.infer<typeof caseDocument>;

/** Where an uploaded document goes: a case, or a property (a registration statement reused by its cases). */
export const documentUploadQuery = z
  .object({
    kind: documentKindSchema,
    caseId: z.coerce.number().int().positive().max(MAX_INT).optional(),
    propertyId: z.coerce.number().int().positive().max(MAX_INT).optional(),
  })
  .refine((q) => (q.caseId === undefined) !== (q.propertyId === undefined), {
    message: 'Give either caseId or propertyId.',
  });

/** Order payload (docs/product/data-and-rules.md#entities); defaults are those of a submitted complaint (docs/product/data-and-rules.md#case-status, docs/product/data-and-rules.md#constants). */
export const orderRequest = z.object({
  caseId: z.number().int().positive(),
  payment_status: z.string().min(1).max(40).default('Pending'),
  packageId: z.number().int().positive().max(MAX_INT).default(1),
  flowType: z.string().min(1).max(10).default('01'),
});

export const pleadingPdfRequest = z.object({
  caseId: z.number().int().positive().optional(),
  fileNameAddress: inputText(300).optional(),
  /** The templates of docs/product/data-and-rules.md#entities plus case_information_statement (the Landlord Case Information Statement). */
  templateName: z.enum(pleadings.PLEADING_TEMPLATE_NAMES),
  isCLRSOnly: z.boolean().optional(),
  orderId: z.number().int().positive().nullable().optional(),
  /** Preview of a guest's case: render posted data, store nothing. */
  guestData: z
    .union([
      z.literal(false),
      z.object({ caseInfo: caseSchema, property: propertySchema, contactInfo: contactInfoSchema.nullable() }),
    ])
    .optional(),
});
export const pleadingPdfResponse = z.object({
  fileName: z.string(),
  /** A paper not stored (a preview), in base64; null for stored papers, which are fetched from fileUrl/fileUrls. */
  fileData: z.string().nullable(),
  fileUrl: z.string().nullable(),
  fileUrls: z.array(z.object({ name: z.string(), url: z.string() })),
});

export const guestMigrationRequest = z.object({
  property: propertySchema.nullable(),
  caseInfo: caseSchema.nullable(),
  /** The guest's session data: only its contact is used (anything else sent is dropped, not kept). */
  userData: z.object({ contactInfo: contactInfoSchema.nullable().optional() }).nullable(),
  guestOrder: z
    .object({
      payment_status: z.string().max(40),
      packageId: z.number().int().positive().max(MAX_INT),
      flowType: z.string().max(10),
    })
    .nullable()
    .optional(),
});
export const guestMigrationResponse = z.object({
  caseDataInfo: z.object({ id: z.number().int(), status: z.string() }).nullable(),
  propertyInfo: z.object({ id: z.number().int(), status: z.string() }).nullable(),
  orderId: z.number().int().nullable(),
});

export const updateUserRequest = z.object({
  user: z
    .object({
      auth0Id: z.string().max(200),
      closedUpcomingBanner: z.boolean().optional(),
      closedEvictionBannerTime: z.string().max(40).nullable().optional(),
      defaultContactInfoId: z.number().int().positive().nullable().optional(),
      language: inputText(100).nullable().optional(),
      interpreter: z.boolean().optional(),
      accommodation: inputText(1000, { multiline: true }).nullable().optional(),
      disability: z.boolean().optional(),
      firstName: inputText(100).optional(),
      lastName: inputText(100).optional(),
    })
    .strict(),
});

/** How the web signs in (docs/product/data-and-rules.md#sign-in-and-guests): the built-in provider or an external OpenID Connect one. */
export const authConfigResponse = z.object({
  issuer: z.string(),
  clientId: z.string(),
  audience: z.string(),
  scope: z.string(),
  builtIn: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigResponse>;

/**
 * POST socialServiceOffices: the domain's add-office form (docs/product/data-and-rules.md#validation: housing authority with a capital first letter,
 * address, city, New Jersey zip, phone formatted (123) 456-7890, valid e-mail; state fixed to New Jersey), plus the
 * optional second address line, with lengths bounded for storage.
 */
export const socialServiceOfficeInput = addOfficeFormSchema
  .extend({
    address2: z
      .string()
      .trim()
      .max(200, 'Must be at most 200 characters')
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((office, ctx) => {
    for (const key of ['housingAuthority', 'address', 'city', 'email'] as const) {
      if (office[key].length > 200)
        ctx.addIssue({ code: 'custom', path: [key], message: 'Must be at most 200 characters' });
    }
  });
export type SocialServiceOfficeInput = z.output<typeof socialServiceOfficeInput>;

/** The current password, asked again before the password changes (built-in sign-in). */
const currentPassword = z.string().min(1, 'Enter your current password').max(200);

/** Deleting an account: the current password with the built-in sign-in (an external provider's users send none). */
export const deleteAccountRequest = z.object({ password: z.string().max(200).optional() });

/** One part readiness checks: whether it is fit to take requests, and what was found. */
const readinessCheck = z.object({ ok: z.boolean(), detail: z.string() });

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  /** The parts that failed, by name (empty when ready). */
  failed: z.array(z.enum(['database', 'migrations', 'storage', 'pools'])),
  checks: z.object({
    database: readinessCheck,
    migrations: readinessCheck,
    storage: readinessCheck,
    pools: readinessCheck,
  }),
  /** Whether a mail server is set (SMTP_URL): without one no e-mail (reminders, sign-in links) is sent. It does not make the server unready. */
  mail: z.enum(['configured', 'not configured']),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const backupSchema = z.object({
  /** The backup file's name in the backup folder. */
  file: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
  /** Clients whose rows and documents were read back from the restored copy with the same checksum. */
  clientsVerified: z.number().int(),
  filesVerified: z.number().int(),
});
export type Backup = z.infer<typeof backupSchema>;

export const api = withRoutes({
  health: endpoint({
    summary: 'Database reachability',
    response: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), kind: z.string() }),
  }),
  healthLive: endpoint({
    summary: 'Liveness: the process answers (it checks nothing else)',
    response: z.object({ status: z.literal('live') }),
  }),
  healthReady: endpoint({
    summary: 'Readiness: database, migrations, storage and pools; 503 naming the parts that failed',
    response: readinessSchema,
  }),
  createBackup: endpoint({
    summary: 'Take a backup of the embedded database and its files now, verified by restoring it (administrators)',
    response: backupSchema,
  }),

  authConfig: endpoint({
    summary: 'Which OpenID Connect provider the web signs in with',
    response: authConfigResponse,
  }),
  getClient: endpoint({
    summary: 'The signed-in client (created on first sight)',
    response: clientSchema,
  }),
  updateUser: endpoint({
    summary: "Change the caller's own profile fields",
    body: updateUserRequest,
    response: clientSchema,
  }),
  uploadAvatar: endpoint({
    summary: 'Upload an avatar (multipart form data, field file)',
    response: z.object({ avatar: z.string() }),
  }),
  getAvatar: endpoint({
    summary: "A client's avatar image",
    params: idParam,
    response: z.unknown(),
  }),
  setPassword: endpoint({
    summary: 'Set a new password (with the current one)',
    body: z.object({ auth0Id: z.string().max(200), p: z.string().max(200), current: currentPassword }),
    response: ok,
  }),
  changePassword: endpoint({
    summary: 'Change the password (with the current one); other sign-ins end',
    body: z.object({ p: z.string().max(200), current: currentPassword }),
    response: ok,
  }),
  signOutEverywhere: endpoint({
    summary: 'End every sign-in of the caller, on every device',
    response: ok,
  }),
  exportAccount: endpoint({
    summary: "Download all the caller's data: one zip archive (data.json, papers, documents)",
    response: z.unknown(),
  }),
  deleteAccount: endpoint({
    summary: "Delete the caller's account and all its data",
    body: deleteAccountRequest,
    response: ok,
  }),

  getContactInfos: endpoint({
    summary: 'Contact list',
    response: z.array(savedContactInfo),
  }),
  saveContactInfo: endpoint({
    summary: 'Create (with saveAsDefault) or update a contact',
    body: z.object({ contactInfo: contactInfoSchema, saveAsDefault: z.boolean().optional() }),
    response: z.object({ id: z.number().int() }),
  }),
  deleteContactInfo: endpoint({
    summary: 'Delete a contact',
    params: idParam,
    response: ok,
  }),

  getAttorneyProfile: endpoint({
    summary: "The signed-in user's own attorney profile (null when not an attorney)",
    response: savedAttorney.nullable(),
  }),
  saveAttorneyProfile: endpoint({
    summary: "Create or update the signed-in user's own attorney profile",
    body: z.object({ attorney: attorneyInput }),
    response: savedAttorney,
  }),
  getAttorneys: endpoint({
    summary: "The firm's attorneys: the own profile and the attorney contacts",
    response: z.array(savedAttorney),
  }),
  saveAttorney: endpoint({
    summary: 'Create (no id) or update an attorney contact',
    body: z.object({ attorney: attorneyInput }),
    response: savedAttorney,
  }),
  deleteAttorney: endpoint({
    summary: 'Delete an attorney contact (not one that is attorney of record of a case)',
    params: idParam,
    response: ok,
  }),

  getProperties: endpoint({
    summary: 'Property list',
    query: z.object({ search: z.string().max(200).optional() }),
    response: z.array(savedProperty),
  }),
  getProperty: endpoint({
    summary: 'A property',
    params: idParam,
    response: savedProperty,
  }),
  saveProperty: endpoint({
    summary: 'Create or update a property',
    body: z.object({ property: propertySchema }),
    response: savedProperty,
  }),
  newUnit: endpoint({
    summary: 'A new unit copied from a property',
    body: z.object({ unitNo: inputText(50).min(1), propertyId: z.number().int().positive() }),
    response: savedProperty,
  }),
  deleteProperty: endpoint({
    summary: 'Delete a property',
    params: propertyIdParam,
    query: z.object({ cases: z.enum(['keep', 'delete']).optional() }),
    response: ok,
  }),
  getRegistration: endpoint({
    summary: 'Registration files of a property',
    params: propertyIdParam,
    response: z.array(registrationFileSchema),
  }),

  getClientCases: endpoint({
    summary: 'Cases of the client, searched, sorted and paged',
    query: caseListQuery,
    response: caseListResponse,
  }),
  getCase: endpoint({ summary: 'A case', params: idParam, response: savedCase }),
  createCase: endpoint({
    summary: 'Create a case',
    body: z.object({ caseInfo: caseSchema, status: z.string().max(60).optional(), submitted: z.boolean().optional() }),
    response: savedCase,
  }),
  updateCase: endpoint({
    summary: 'Update a case',
    params: idParam,
    body: z.object({ caseInfo: casePatch, status: z.string().max(60).optional(), submitted: z.boolean().optional() }),
    response: savedCase,
  }),
  deleteCase: endpoint({
    summary: 'Delete a case',
    params: idParam,
    response: ok,
  }),
  deleteTenant: endpoint({
    summary: 'Remove a tenant from a case',
    body: z.object({ caseTenantId: z.number().int().positive(), caseId: z.number().int().positive() }),
    response: ok,
  }),
  getUploads: endpoint({
    summary: "A case's documents (name: only those of that kind, e.g. lease)",
    params: caseIdParam,
    query: z.object({ name: z.string().max(200).optional() }),
    response: z.array(caseDocument),
  }),
  uploadDocument: endpoint({
    summary: 'Attach a document to a case or a property (multipart form data, field file; PDF, JPEG, PNG or HEIC)',
    query: documentUploadQuery,
    response: caseDocument,
  }),
  replaceDocument: endpoint({
    summary: "Replace a document's file (multipart form data, field file)",
    params: idParam,
    response: caseDocument,
  }),
  deleteDocument: endpoint({
    summary: 'Delete a document',
    params: idParam,
    response: ok,
  }),
  downloadDocument: endpoint({
    summary:
      'Download a document as an attachment: the file itself, or with as=pdf a PDF of it (a photograph on a Letter page)',
    params: idParam,
    query: z.object({ as: z.enum(['original', 'pdf']).default('original') }),
    response: z.unknown(),
  }),

  getCourtInfo: endpoint({
    summary: 'The county court office',
    params: z.object({ countyId: z.coerce.number().int().positive() }),
    response: courtInfoSchema,
  }),
  getCaseOrders: endpoint({
    summary: "A case's orders",
    params: caseIdParam,
    query: z.object({ flowType: z.string().max(10).optional() }),
    response: z.array(orderSchema),
  }),
  createOrder: endpoint({
    summary: 'Create an order',
    body: orderRequest,
    response: orderSchema,
  }),
  getPleadings: endpoint({
    summary: "A case's pleadings",
    params: caseIdParam,
    response: z.array(pleadingSchema),
  }),
  getPleadingFile: endpoint({
    summary: 'A stored pleading PDF (inline with ?disposition=inline, else an attachment)',
    params: z.object({
      caseId: z.coerce.number().int().positive(),
      templateName: z.enum(pleadings.PLEADING_TEMPLATE_NAMES),
    }),
    query: z.object({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
    response: z.unknown(),
  }),
  createPleadingPdf: endpoint({
    summary: 'Generate a pleading PDF (anonymous callers only with guestData)',
    body: pleadingPdfRequest,
    response: pleadingPdfResponse,
  }),

  getCounties: endpoint({
    summary: 'Counties of a state',
    query: z.object({ stateId: z.coerce.number().int() }),
    response: z.array(countySchema),
  }),
  getCities: endpoint({
    summary: "A county's municipalities",
    query: z.object({ county: z.string().min(1).max(60) }),
    response: z.array(citySchema),
  }),
  getSocialServiceOffices: endpoint({
    summary: 'Public housing offices',
    response: z.array(socialServiceOfficeSchema),
  }),
  addSocialServiceOffice: endpoint({
    summary: 'Add a public housing office',
    body: socialServiceOfficeInput,
    response: socialServiceOfficeSchema,
  }),

  ...afterFilingApi,
  ...ledgerApi,
  ...batchApi,
  ...signingApi,
  ...firmApi,

  migrateGuestData: endpoint({
    summary: "Store a guest's data for the newly signed-in client",
    body: guestMigrationRequest,
    response: guestMigrationResponse,
  }),
});

export type Api = typeof api;
export type ApiName = keyof Api;
