/** Properties: fetchers, query options (keys from queryKeys.ts) and hooks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

/** GET /api/property/:id */
export const getProperty = (id: number, signal?: AbortSignal) =>
  callApi(routes.getProperty, { params: { id } }, { signal });

/** GET /api/properties?search= */
export const getProperties = (search = '', signal?: AbortSignal) =>
  callApi(routes.getProperties, { query: { search: search || undefined } }, { signal });

/** The client's properties matching a search (owner, address, unit, city, county, zip), searched on the server. */
export const propertiesQueryOptions = (search: string) =>
  queryOptions({ queryKey: queryKeys.propertySearch(search), queryFn: ({ signal }) => getProperties(search, signal) });

export function useProperties(search: string, enabled: boolean) {
  return useQuery({ ...propertiesQueryOptions(search), enabled });
}
