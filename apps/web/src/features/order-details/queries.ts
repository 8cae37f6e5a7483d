import { useQuery } from '@tanstack/react-query';
import { api } from '@rentfile/contract';
import { callApi } from '../../lib/api.ts';
import { queryKeys } from '../../lib/queryKeys.ts';

/** The orders of a case (GET caseOrders/{caseId}), oldest first; the key is the one the filing step uses. */
export function useCaseOrders(caseId: number) {
  return useQuery({
    queryKey: queryKeys.caseOrders(caseId),
    queryFn: ({ signal }) => callApi(api.getCaseOrders, { params: { caseId }, query: {} }, { signal }),
    enabled: Number.isInteger(caseId) && caseId > 0,
  });
}
