/**
 * After filing (issue 22): a case's court record, its timeline, the dashboard's court dates of the next 14 days
 * and the profile's calendar feed and reminder setting, with their keys from queryKeys.ts. A change after filing writes the case's
 * status too, so it invalidates the case, the dashboard and the papers as well (courtChanged). The changes are in
 * courtChanges.ts, which the dashboard does not load.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../api.ts';
import { invalidateCase, queryKeys } from '../queryKeys.ts';

const isId = (id: number) => Number.isInteger(id) && id > 0;

export const courtQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: queryKeys.court(caseId),
    queryFn: ({ signal }) => callApi(routes.getCourt, { params: { id: caseId } }, { signal }),
    enabled: isId(caseId),
  });

export function useCourt(caseId: number) {
  return useQuery(courtQueryOptions(caseId));
}

/** The post-judgment papers, each with why it is not yet available; a court change refreshes it (its key is under court). */
export function useCourtPapers(caseId: number) {
  return useQuery({
    queryKey: queryKeys.courtPapers(caseId),
    queryFn: ({ signal }) => callApi(routes.getCourtPapers, { params: { id: caseId } }, { signal }),
    enabled: isId(caseId),
  });
}

export const timelineQueryOptions = (caseId: number) =>
  queryOptions({
    queryKey: queryKeys.timeline(caseId),
    queryFn: ({ signal }) => callApi(routes.getTimeline, { params: { id: caseId } }, { signal }),
    enabled: isId(caseId),
  });

export function useTimeline(caseId: number) {
  return useQuery(timelineQueryOptions(caseId));
}

export function useUpcomingCourtDates() {
  return useQuery({
    queryKey: queryKeys.upcomingCourtDates,
    queryFn: ({ signal }) => callApi(routes.getUpcomingCourtDates, {}, { signal }),
  });
}

export function useCalendarFeed() {
  return useQuery({
    queryKey: queryKeys.calendarFeed,
    queryFn: ({ signal }) => callApi(routes.getCalendarFeed, {}, { signal }),
  });
}

export function useCourtReminders() {
  return useQuery({
    queryKey: queryKeys.courtReminders,
    queryFn: ({ signal }) => callApi(routes.getCourtReminders, {}, { signal }),
  });
}

/** After a change to a case's court record (or a post-judgment paper): every view that shows the case reads it again. */
export function courtChanged(queryClient: QueryClient, caseId: number): Promise<unknown> {
  return Promise.all([
    invalidateCase(queryClient, caseId),
    queryClient.invalidateQueries({ queryKey: queryKeys.court(caseId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.upcomingCourtDates }),
  ]);
}
