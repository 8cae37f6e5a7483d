/** Reference data the server serves to everyone: counties, municipalities, court offices, public housing offices. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { NEW_JERSEY_STATE_ID } from '@rentfile/domain';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** New Jersey's counties (GET /api/countiesOfState?stateId=31). */
export const countiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.counties(NEW_JERSEY_STATE_ID),
    queryFn: ({ signal }) => callApi(routes.getCounties, { query: { stateId: NEW_JERSEY_STATE_ID } }, { signal }),
    staleTime: Infinity,
  });

export function useCounties(enabled = true) {
  return useQuery({ ...countiesQueryOptions(), enabled });
}

/** The municipalities of a county (GET /api/citiesByCounty?county=name); idle without a county. */
export function useCities(county: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.cities(county),
    queryFn: ({ signal }) => callApi(routes.getCities, { query: { county: county ?? '' } }, { signal }),
    enabled: Boolean(county),
    staleTime: Infinity,
  });
}

/** The court office of a county (GET /api/courtServiceInfo/:countyId); idle without a county. */
export function useCourtInfo(countyId: number | null) {
  return useQuery({
    queryKey: queryKeys.courtInfo(countyId),
    queryFn: ({ signal }) => callApi(routes.getCourtInfo, { params: { countyId: countyId ?? 0 } }, { signal }),
    enabled: countyId !== null,
    staleTime: 60 * 60_000,
  });
}

/** The public housing offices (GET /api/socialServiceOffices). */
export function useOffices() {
  return useQuery({
    queryKey: queryKeys.offices,
    queryFn: ({ signal }) => callApi(routes.getSocialServiceOffices, {}, { signal }),
    staleTime: 60_000,
  });
}
