/** Deleting a case (the dashboard's row menu); apart from cases.ts, which the wizard's screens load too. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** Deletes a case (the dashboard's row menu); every list of cases reads again. */
export function useDeleteCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteCase, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cases }),
  });
}
