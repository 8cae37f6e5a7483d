import { useQuery } from '@tanstack/react-query';
import { api } from '@rentfile/contract';
import { callApi } from '../../lib/api.ts';

/** The orders of a case (GET caseOrders/{caseId}), oldest first; the key is the one the filing step uses. */
export function useCaseOrders(caseId: number) {
  return useQuery({
    queryKey: ['caseOrders', caseId],
    queryFn: ({ signal }) => callApi(api.getCaseOrders, { params: { caseId }, query: {} }, { signal }),
    enabled: Number.isInteger(caseId) && caseId > 0,
  });
}
