/**
 * What each call of the API requires of the member making it (docs/decisions/0042-firms-members-roles.md), in one
 * table keyed by the contract's calls: a call missing from it does not typecheck, and route() registers none
 * without it. The auth plugin refuses a call whose member's role does not grant its permission with a 403.
 */
import { api, type ApiName, type MemberRoleName, type RouteInfo } from '@rentfile/contract';

/**
 * public: no requirement (the contract makes the call reachable without signing in); person: any signed-in person, for their own sign-in
 * or memberships, whatever firm they act for; read: see the firm's data; write: change it; sign: sign papers (the
 * signing service also requires the attorney of record himself); manage-members: the firm's members, invitations
 * and account.
 */
export type Permission = 'public' | 'person' | 'read' | 'write' | 'sign' | 'manage-members';

const GRANTS: Record<MemberRoleName, ReadonlySet<Permission>> = {
  owner: new Set(['read', 'write', 'sign', 'manage-members']),
  attorney: new Set(['read', 'write', 'sign']),
  preparer: new Set(['read', 'write', 'sign']),
  viewer: new Set(['read']),
};

export function roleGrants(role: MemberRoleName, permission: Permission): boolean {
  return permission === 'public' || permission === 'person' || GRANTS[role].has(permission);
}

export const PERMISSION_MESSAGES: Record<Exclude<Permission, 'public' | 'person'>, string> = {
  read: 'Your role in this firm does not allow reading its data.',
  write: 'Your role in this firm (viewer) only allows reading: ask an owner of the firm for another role.',
  sign: 'Your role in this firm does not allow signing papers: ask an owner of the firm for another role.',
  'manage-members': 'Only an owner of the firm can manage its members and its account.',
};

export const PERMISSIONS: Record<ApiName, Permission> = {
  health: 'public',
  healthLive: 'public',
  healthReady: 'public',
  createBackup: 'person',
  authConfig: 'public',
  getClient: 'read',
  updateUser: 'manage-members',
  uploadAvatar: 'manage-members',
  getAvatar: 'read',
  setPassword: 'person',
  changePassword: 'person',
  // The account's own address, which its reminders go to: as the account's profile is, the owner's to manage.
  sendEmailVerification: 'manage-members',
  confirmEmail: 'public',
  signOutEverywhere: 'person',
  exportAccount: 'read',
  deleteAccount: 'manage-members',
  getContactInfos: 'read',
  saveContactInfo: 'write',
  deleteContactInfo: 'write',
  getAttorneyProfile: 'read',
  saveAttorneyProfile: 'write',
  getAttorneys: 'read',
  saveAttorney: 'write',
  deleteAttorney: 'write',
  getProperties: 'read',
  getProperty: 'read',
  saveProperty: 'write',
  newUnit: 'write',
  deleteProperty: 'write',
  getRegistration: 'read',
  getClientCases: 'read',
  getCase: 'read',
  createCase: 'write',
  updateCase: 'write',
  deleteCase: 'write',
  signCase: 'sign',
  correctPapers: 'write',
  getIssuedPapers: 'read',
  deleteTenant: 'write',
  getUploads: 'read',
  uploadDocument: 'write',
  replaceDocument: 'write',
  deleteDocument: 'write',
  downloadDocument: 'read',
  getCourtInfo: 'public',
  getCaseOrders: 'read',
  createOrder: 'write',
  getPleadings: 'read',
  getPleadingFile: 'read',
  // Anonymous for a guest's preview (the contract says so); a signed-in member's papers are stored for the firm.
  createPleadingPdf: 'write',
  getCounties: 'public',
  getCities: 'public',
  getSocialServiceOffices: 'public',
  addSocialServiceOffice: 'write',
  migrateGuestData: 'write',
  getCourt: 'read',
  getCourtPapers: 'read',
  saveCourtRecord: 'write',
  addCourtDate: 'write',
  adjournCourtDate: 'write',
  courtDateIcs: 'read',
  saveOutcome: 'write',
  correctCourtDate: 'write',
  removeCourtDate: 'write',
  addPayment: 'write',
  correctPayment: 'write',
  removePayment: 'write',
  getTimeline: 'read',
  getUpcomingCourtDates: 'read',
  getCalendarFeed: 'read',
  createCalendarFeed: 'write',
  deleteCalendarFeed: 'write',
  getCourtReminders: 'read',
  setCourtReminders: 'write',
  courtRemindersOff: 'public',
  calendarFeed: 'public',
  previewLedger: 'read',
  saveLedgerMapping: 'write',
  previewDelinquencyReport: 'read',
  createBatch: 'write',
  getBatches: 'read',
  getBatch: 'read',
  answerBatch: 'write',
  confirmBatchFacts: 'write',
  getMembers: 'read',
  updateMember: 'manage-members',
  removeMember: 'manage-members',
  inviteMember: 'manage-members',
  getInvitations: 'manage-members',
  revokeInvitation: 'manage-members',
  acceptInvitation: 'person',
  getMyFirms: 'person',
};

const byRoute = new Map(
  (Object.keys(api) as ApiName[]).map((name) => [`${api[name].method} ${api[name].path}`, PERMISSIONS[name]]),
);

/** The permission a call of the contract requires (undefined for a route that is not one). */
export function permissionOf(e: RouteInfo): Permission | undefined {
  return byRoute.get(`${e.method} ${e.path}`);
}
