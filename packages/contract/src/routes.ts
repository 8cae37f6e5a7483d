/**
 * The API's calls without their schemas (docs/product/data-and-rules.md#calls): per call its method, its path and
 * whether it is reachable without signing in. The schemas (index.ts) add to each call its summary, request and
 * response schemas; the server registers the calls with both. The web calls through this table and takes the
 * calls' types from the schemas as types only, so that a page does not load zod and every schema to make a call.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteInfo {
  method: HttpMethod;
  /** Fastify-style path, e.g. /api/cases/:id */
  path: string;
  /** Reachable without signing in. */
  public?: boolean;
}

const table = {
  health: { method: 'GET', path: '/api/health', public: true },
  healthLive: { method: 'GET', path: '/api/health/live', public: true },
  healthReady: { method: 'GET', path: '/api/health/ready', public: true },
  createBackup: { method: 'POST', path: '/api/admin/backups' },
  authConfig: { method: 'GET', path: '/api/auth-config', public: true },
  getClient: { method: 'GET', path: '/api/client' },
  updateUser: { method: 'PUT', path: '/api/update-user' },
  uploadAvatar: { method: 'POST', path: '/api/upload_avatar' },
  getAvatar: { method: 'GET', path: '/api/avatar/:id' },
  setPassword: { method: 'PATCH', path: '/api/password' },
  changePassword: { method: 'PUT', path: '/api/change-password' },
  signOutEverywhere: { method: 'POST', path: '/api/sign-out-everywhere' },
  exportAccount: { method: 'GET', path: '/api/account/export' },
  deleteAccount: { method: 'POST', path: '/api/account/delete' },
  getContactInfos: { method: 'GET', path: '/api/contactInfos' },
  saveContactInfo: { method: 'POST', path: '/api/contactInfo' },
  deleteContactInfo: { method: 'DELETE', path: '/api/contactInfo/:id' },
  getAttorneyProfile: { method: 'GET', path: '/api/attorney-profile' },
  saveAttorneyProfile: { method: 'PUT', path: '/api/attorney-profile' },
  getAttorneys: { method: 'GET', path: '/api/attorneys' },
  saveAttorney: { method: 'POST', path: '/api/attorneys' },
  deleteAttorney: { method: 'DELETE', path: '/api/attorneys/:id' },
  getProperties: { method: 'GET', path: '/api/properties' },
  getProperty: { method: 'GET', path: '/api/property/:id' },
  saveProperty: { method: 'POST', path: '/api/properties/save' },
  newUnit: { method: 'POST', path: '/api/properties/newUnit' },
  deleteProperty: { method: 'DELETE', path: '/api/property/:propertyId' },
  getRegistration: { method: 'GET', path: '/api/registration/:propertyId' },
  getClientCases: { method: 'GET', path: '/api/client/cases' },
  getCase: { method: 'GET', path: '/api/cases/:id' },
  createCase: { method: 'POST', path: '/api/cases' },
  updateCase: { method: 'POST', path: '/api/case/:id' },
  deleteCase: { method: 'DELETE', path: '/api/case/:id' },
  signCase: { method: 'POST', path: '/api/cases/:id/sign' },
  correctPapers: { method: 'POST', path: '/api/cases/:id/correct' },
  getIssuedPapers: { method: 'GET', path: '/api/cases/:id/issued-papers' },
  deleteTenant: { method: 'POST', path: '/api/delete-tenant-with-case-id-relation' },
  getUploads: { method: 'GET', path: '/api/uploads/:caseId' },
  uploadDocument: { method: 'POST', path: '/api/documents' },
  replaceDocument: { method: 'PUT', path: '/api/documents/:id' },
  deleteDocument: { method: 'DELETE', path: '/api/documents/:id' },
  downloadDocument: { method: 'GET', path: '/api/documents/:id' },
  getCourtInfo: { method: 'GET', path: '/api/courtServiceInfo/:countyId', public: true },
  getCaseOrders: { method: 'GET', path: '/api/caseOrders/:caseId' },
  createOrder: { method: 'POST', path: '/api/orders' },
  getPleadings: { method: 'GET', path: '/api/pleadings/:caseId' },
  getPleadingFile: { method: 'GET', path: '/api/pleadings/:caseId/:templateName/file' },
  createPleadingPdf: { method: 'POST', path: '/api/create-case-pleading-pdf', public: true },
  getCounties: { method: 'GET', path: '/api/countiesOfState', public: true },
  getCities: { method: 'GET', path: '/api/citiesByCounty', public: true },
  getSocialServiceOffices: { method: 'GET', path: '/api/socialServiceOffices', public: true },
  addSocialServiceOffice: { method: 'POST', path: '/api/socialServiceOffices' },
  migrateGuestData: { method: 'POST', path: '/api/create-data-for-newly-authenticated-user' },

  getCourt: { method: 'GET', path: '/api/cases/:id/court' },
  getCourtPapers: { method: 'GET', path: '/api/cases/:id/court/papers' },
  saveCourtRecord: { method: 'PUT', path: '/api/cases/:id/court' },
  addCourtDate: { method: 'POST', path: '/api/cases/:id/court-dates' },
  adjournCourtDate: { method: 'POST', path: '/api/cases/:id/court-dates/:dateId/adjourn' },
  courtDateIcs: { method: 'GET', path: '/api/cases/:id/court-dates/:dateId/event.ics' },
  saveOutcome: { method: 'PUT', path: '/api/cases/:id/outcome' },
  correctCourtDate: { method: 'PUT', path: '/api/cases/:id/court-dates/:dateId' },
  removeCourtDate: { method: 'DELETE', path: '/api/cases/:id/court-dates/:dateId' },
  addPayment: { method: 'POST', path: '/api/cases/:id/payments' },
  correctPayment: { method: 'PUT', path: '/api/cases/:id/payments/:paymentId' },
  removePayment: { method: 'DELETE', path: '/api/cases/:id/payments/:paymentId' },
  getTimeline: { method: 'GET', path: '/api/cases/:id/timeline' },
  getUpcomingCourtDates: { method: 'GET', path: '/api/court-dates/upcoming' },
  getCalendarFeed: { method: 'GET', path: '/api/calendar-feed' },
  createCalendarFeed: { method: 'POST', path: '/api/calendar-feed' },
  deleteCalendarFeed: { method: 'DELETE', path: '/api/calendar-feed' },
  getCourtReminders: { method: 'GET', path: '/api/court-reminders' },
  setCourtReminders: { method: 'PUT', path: '/api/court-reminders' },
  sendEmailVerification: { method: 'POST', path: '/api/email-verification' },
  confirmEmail: { method: 'POST', path: '/api/email-verification/confirm', public: true },
  courtRemindersOff: { method: 'GET', path: '/api/court-reminders/off/:token', public: true },
  calendarFeed: { method: 'GET', path: '/api/calendar-feed/:token/court-dates.ics', public: true },

  previewLedger: { method: 'POST', path: '/api/cases/:caseId/ledger/preview' },
  saveLedgerMapping: { method: 'PUT', path: '/api/ledger/mapping' },

  previewDelinquencyReport: { method: 'POST', path: '/api/batches/preview' },
  createBatch: { method: 'POST', path: '/api/batches' },
  getBatches: { method: 'GET', path: '/api/batches' },
  getBatch: { method: 'GET', path: '/api/batches/:id' },
  answerBatch: { method: 'POST', path: '/api/batches/:id/answers' },
  confirmBatchFacts: { method: 'POST', path: '/api/batches/:id/confirmations' },

  getMembers: { method: 'GET', path: '/api/firm/members' },
  updateMember: { method: 'PATCH', path: '/api/firm/members/:id' },
  removeMember: { method: 'DELETE', path: '/api/firm/members/:id' },
  inviteMember: { method: 'POST', path: '/api/firm/invitations' },
  getInvitations: { method: 'GET', path: '/api/firm/invitations' },
  revokeInvitation: { method: 'DELETE', path: '/api/firm/invitations/:id' },
  acceptInvitation: { method: 'POST', path: '/api/invitations/accept' },
  getMyFirms: { method: 'GET', path: '/api/me/firms' },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof table;

declare const routeName: unique symbol;

/** A call of the API, which carries its name in its type: the name that finds its schemas' types (Api). */
export type Route<N extends RouteName = RouteName> = (typeof table)[N] & { readonly [routeName]?: N };

export const routes: { readonly [N in RouteName]: Route<N> } = table;

/** Fills the :params of a call's path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}

/** The name of the archive of GET /api/account/export. */
export const ACCOUNT_EXPORT_FILE_NAME = 'rentfile-nj-my-data.zip';
