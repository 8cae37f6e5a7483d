/**
 * The query keys of the client's data, one per resource, built only here, so every screen that shows a resource
 * shares one cached copy and a change made on one screen marks the others' copies stale
 * (docs/product/screens.md#fresh-data). The fetchers and query options are beside them in lib/queries/.
 */
import type { QueryClient } from '@tanstack/react-query';

export const queryKeys = {
  /** The signed-in client (the impersonated one under as-user); each stored token has its copy under it. */
  client: ['client'] as const,
  /** The sign-in provider's configuration (built-in sign-in or not). */
  authConfig: ['auth-config'] as const,
  /** The picture behind an avatar URL (the URL carries a version: a new upload is a new key). */
  avatar: (url: string | null) => ['avatar', url] as const,
  /** Every page of the dashboard's case list. */
  cases: ['cases'] as const,
  /** One page of the dashboard's case list. */
  casesPage: (page: { search: string; sort: string; page: number; owner?: string }) => ['cases', page] as const,
  /** The signed cases, for the archive of their papers (under 'cases': every case change refreshes them). */
  signedCases: ['cases', 'signed'] as const,
  /** The client's batches of cases made from delinquency reports (under 'cases': every case change refreshes them). */
  batches: ['cases', 'batches'] as const,
  /** One batch with the state of each of its cases (under 'cases', so a case signed in the wizard shows at once). */
  batch: (id: number) => ['cases', 'batches', id] as const,
  /** Every case's own copy (each case(id) is under it). */
  everyCase: ['case'] as const,
  /** One case (the case view and the wizard read the same copy). */
  case: (id: number) => ['case', id] as const,
  /** The case the wizard shows before it is created ('new'), or a guest's case in session storage. */
  unsavedCase: (kind: 'api' | 'guest') => ['case', kind === 'guest' ? 'guest' : 'new'] as const,
  /** The papers a case offers, with when each was made. */
  pleadings: (caseId: number) => ['pleadings', caseId] as const,
  /** The documents attached to one case, every kind (lease, notices, …); each kind's list is a key under it. */
  documents: (caseId: number) => ['documents', caseId] as const,
  /** The documents of one kind attached to a case (under documents(caseId), so a change there marks it too). */
  caseDocuments: (caseId: number, kind: string) => ['documents', caseId, kind] as const,
  /** The registration statements attached to one property (each of its cases uses them). */
  registrationFiles: (propertyId: number) => ['registration', propertyId] as const,
  /** The orders of one case. */
  caseOrders: (caseId: number) => ['caseOrders', caseId] as const,
  /** The versions of a case's papers as issued (signed, superseded). */
  issuedPapers: (caseId: number) => ['issuedPapers', caseId] as const,
  /** Every search of the client's properties (the properties page and Select existing Property). */
  properties: ['properties'] as const,
  /** One search of the client's properties. */
  propertySearch: (search: string) => ['properties', { search }] as const,
  /** One property; null before the case has one; 'guest' for a guest's property in session storage. */
  property: (id: number | 'guest' | null) => ['property', id] as const,
  /** The client's contacts (profile, wizard contact step, Review & Sign); 'guest' for a guest's own. */
  contacts: (kind: 'api' | 'guest' = 'api') =>
    kind === 'guest' ? (['contactInfos', 'guest'] as const) : (['contactInfos'] as const),
  /** The firm's attorneys: the own attorney profile and the attorney contacts (profile, Review & Sign). */
  attorneys: ['attorneys'] as const,
  /** The signed-in user's own attorney profile. */
  attorneyProfile: ['attorneys', 'self'] as const,
  /** New Jersey's counties. */
  counties: (stateId: number) => ['counties', stateId] as const,
  /** The municipalities of a county. */
  cities: (county: string | null | undefined) => ['cities', county ?? null] as const,
  /** The court office of a county. */
  courtInfo: (countyId: number | null) => ['courtInfo', countyId] as const,
  /** The public housing offices. */
  offices: ['socialServiceOffices'] as const,
  /** A case's court record, dates, outcome and payments (after filing). */
  court: (caseId: number) => ['court', caseId] as const,
  /** A case's post-judgment papers with why each is not yet available (under court: a court change refreshes it). */
  courtPapers: (caseId: number) => ['court', caseId, 'papers'] as const,
  /** What happened to a case, newest first. */
  timeline: (caseId: number) => ['timeline', caseId] as const,
  /** The client's court dates of the next 14 days (dashboard). */
  upcomingCourtDates: ['upcomingCourtDates'] as const,
  /** Whether the private calendar feed is on (profile). */
  calendarFeed: ['calendarFeed'] as const,
  /** Whether court-date reminders are e-mailed (profile). */
  courtReminders: ['courtReminders'] as const,
};

/**
 * After a case (or its property or tenants) is written: every list and view that shows it reads it again when it
 * is next shown (at once when it is on screen).
 */
export function invalidateCase(queryClient: QueryClient, caseId: number | null): Promise<unknown> {
  const keys: ReadonlyArray<readonly unknown[]> = [
    queryKeys.cases,
    queryKeys.properties,
    ...(caseId
      ? [
          queryKeys.case(caseId),
          queryKeys.pleadings(caseId),
          queryKeys.timeline(caseId),
          queryKeys.issuedPapers(caseId),
          queryKeys.caseOrders(caseId),
        ]
      : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After the wizard saved a case and holds the server's answer: that answer is the cached case (no read again,
 * which could answer older than a save made meanwhile), and the lists, papers and timeline that show it are marked stale.
 */
export function caseSaved(queryClient: QueryClient, saved: { id?: number | null }): Promise<unknown> {
  if (saved.id) queryClient.setQueryData(queryKeys.case(saved.id), saved);
  const keys: ReadonlyArray<readonly unknown[]> = [
    queryKeys.cases,
    queryKeys.properties,
    ...(saved.id ? [queryKeys.pleadings(saved.id), queryKeys.timeline(saved.id)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * After a document was attached, replaced or deleted: the case's documents, the property's statements and the
 * property lists that show a property's registration read again.
 */
export function documentsChanged(
  queryClient: QueryClient,
  owner: { caseId?: number | null; propertyId?: number | null },
): Promise<unknown> {
  const keys: ReadonlyArray<readonly unknown[]> = [
    ...(owner.caseId ? [queryKeys.documents(owner.caseId)] : []),
    ...(owner.propertyId
      ? [queryKeys.registrationFiles(owner.propertyId), queryKeys.property(owner.propertyId), queryKeys.properties]
      : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
