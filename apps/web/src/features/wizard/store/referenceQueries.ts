import { useQuery } from '@tanstack/react-query';
import { api } from '@rentfile/contract';
import { NEW_JERSEY_STATE_ID } from '@rentfile/domain';
import { callApi } from '../../../lib/api.ts';

/** New Jersey's counties (GET /api/countiesOfState?stateId=31). */
export function useCounties() {
  return useQuery({ queryKey: ['reference', 'counties', NEW_JERSEY_STATE_ID], queryFn: () => callApi(api.getCounties, { query: { stateId: NEW_JERSEY_STATE_ID } }), staleTime: Infinity });
}

/** The municipalities of a county (GET /api/citiesByCounty?county=name); idle without a county. */
export function useCities(county: string | null | undefined) {
  return useQuery({
    queryKey: ['reference', 'cities', county],
    queryFn: () => callApi(api.getCities, { query: { county: county ?? '' } }),
    enabled: Boolean(county),
    staleTime: Infinity,
  });
}

/** The public housing offices (GET /api/socialServiceOffices). */
export const OFFICES_KEY = ['reference', 'socialServiceOffices'] as const;
export function useOffices() {
  return useQuery({ queryKey: OFFICES_KEY, queryFn: () => callApi(api.getSocialServiceOffices, {}), staleTime: 60_000 });
}
