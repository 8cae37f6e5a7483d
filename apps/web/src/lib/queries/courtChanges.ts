/**
 * The changes after filing (the case view's court actions) and the profile's calendar feed and reminder setting,
 * as mutations that refresh what shows them (courtChanged); a module apart from afterFiling.ts, which the dashboard
 * loads. A court change's refusal is not put in the banner: the form that made it shows it on the field it names
 * (components/form/submit.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes, type RouteName } from '@rentfile/contract/routes';
import type { pleadings } from '@rentfile/domain';
import { callApi, fetchApiBlob, type ApiInput } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';
import { saveFile } from '../saveFile.ts';
import { courtChanged } from './afterFiling.ts';

/** A refusal is the form's to show, on its fields (components/form/submit.ts), not the banner's. */
const quiet = { showError: false } as const;

type Body<N extends RouteName> = ApiInput<N> extends { body: infer B } ? B : never;

/** A change to a case after filing, which refreshes every view of the case once it is made. */
function useCourtChange<V, R>(caseId: number, change: (values: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => courtChanged(queryClient, caseId) });
}

export const useSaveCourtRecord = (caseId: number) =>
  useCourtChange(caseId, (body: Body<'saveCourtRecord'>) =>
    callApi(routes.saveCourtRecord, { params: { id: caseId }, body }, quiet),
  );

export const useAddCourtDate = (caseId: number) =>
  useCourtChange(caseId, (body: Body<'addCourtDate'>) =>
    callApi(routes.addCourtDate, { params: { id: caseId }, body }, quiet),
  );

export const useAdjournCourtDate = (caseId: number) =>
  useCourtChange(caseId, ({ dateId, ...body }: Body<'adjournCourtDate'> & { dateId: number }) =>
    callApi(routes.adjournCourtDate, { params: { id: caseId, dateId }, body }, quiet),
  );

export const useCorrectCourtDate = (caseId: number) =>
  useCourtChange(caseId, ({ dateId, ...body }: Body<'correctCourtDate'> & { dateId: number }) =>
    callApi(routes.correctCourtDate, { params: { id: caseId, dateId }, body }, quiet),
  );

export const useRemoveCourtDate = (caseId: number) =>
  useCourtChange(caseId, (dateId: number) =>
    callApi(routes.removeCourtDate, { params: { id: caseId, dateId } }, quiet),
  );

export const useSaveOutcome = (caseId: number) =>
  useCourtChange(caseId, (body: Body<'saveOutcome'>) =>
    callApi(routes.saveOutcome, { params: { id: caseId }, body }, quiet),
  );

/** Records a payment, or corrects the one named by paymentId. */
export const useSavePayment = (caseId: number) =>
  useCourtChange(caseId, ({ paymentId, ...body }: Body<'addPayment'> & { paymentId: number | null }) =>
    paymentId === null
      ? callApi(routes.addPayment, { params: { id: caseId }, body }, quiet)
      : callApi(routes.correctPayment, { params: { id: caseId, paymentId }, body }, quiet),
  );

export const useRemovePayment = (caseId: number) =>
  useCourtChange(caseId, (paymentId: number) =>
    callApi(routes.removePayment, { params: { id: caseId, paymentId } }, quiet),
  );

/** Makes a post-judgment paper and saves its PDF under the paper's title. */
export const useMakeCourtPaper = (caseId: number) =>
  useCourtChange(
    caseId,
    async ({ templateName, title }: { templateName: pleadings.PostJudgmentTemplate; title: string }) => {
      const made = await callApi(routes.createPleadingPdf, { body: { caseId, templateName } }, quiet);
      if (made.fileUrl) saveFile(await fetchApiBlob(made.fileUrl, quiet), `${title}.pdf`);
      return made;
    },
  );

/** Saves a court date's calendar event (.ics); a failure is shown in the banner. */
export const useCourtDateIcs = () =>
  useMutation({
    mutationFn: async (d: { date: string; icsUrl: string }) =>
      saveFile(await fetchApiBlob(d.icsUrl), `court-date-${d.date}.ics`),
  });

/** Turns the court-date reminder e-mails on or off; the answer is the setting's cached copy. */
export function useSetCourtReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => callApi(routes.setCourtReminders, { body: { on } }),
    onSuccess: (setting) => queryClient.setQueryData(queryKeys.courtReminders, setting),
  });
}

/** Makes a new calendar feed address (the old one stops); the answer holds the address, shown only then. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.createCalendarFeed, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}

/** Turns the calendar feed off: its address stops. */
export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(routes.deleteCalendarFeed, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed }),
  });
}
