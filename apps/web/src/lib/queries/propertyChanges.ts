/**
 * The properties page's changes: deleting a property, and the stand-alone screens' steps with the saved property
 * they read; a module apart from properties.ts, as the property's schema (zod) is not loaded by the dashboard.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { propertySchema, propertyStepSaved, type Property } from '@rentfile/domain';
import { ApiError, callApi } from '../api.ts';
import { setError } from '../globalError.tsx';
import { queryKeys } from '../queryKeys.ts';
import { getProperty } from './properties.ts';

/** The property steps of the stand-alone screens, in order (docs/product/screens.md#property-standalone). */
export const PROPERTY_STEPS = ['type', 'address', 'owner', 'associationToOwner', 'contact'] as const;
export type PropertyStep = (typeof PROPERTY_STEPS)[number];

/** The server's answer when the property still has cases and no choice was made (409 with details.cases). */
export interface CasesDecision {
  cases: number;
  message: string;
}

export type DeleteOutcome = { deleted: true } | { deleted: false; decision: CasesDecision };

function casesDecision(error: ApiError): CasesDecision | null {
  if (error.status !== 409 || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as { error?: unknown; details?: { cases?: unknown } };
  const cases = typeof body.details?.cases === 'number' ? body.details.cases : null;
  if (cases === null) return null;
  return { cases, message: typeof body.error === 'string' ? body.error : '' };
}

/**
 * DELETE api/property/{id} (docs/product/data-and-rules.md#calls). Without a choice, a property with cases is not deleted: the outcome
 * carries how many cases it has so the user can choose to delete them too or keep them.
 */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      propertyId,
      cases,
    }: {
      propertyId: number;
      cases?: 'keep' | 'delete';
    }): Promise<DeleteOutcome> => {
      const result = await callApi(
        routes.deleteProperty,
        { params: { propertyId }, query: cases ? { cases } : {} },
        { throwOnError: false, showError: false },
      );
      if (!result.error) return { deleted: true };
      const decision = casesDecision(result.error);
      if (decision) return { deleted: false, decision };
      // Any other failure goes to the global error banner, as every failed call's does.
      if (result.error.kind !== 'aborted')
        setError(result.error.message, result.error.kind === 'network' ? 'network' : 'response');
      throw result.error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cases }),
      ]),
  });
}

/** One saved property (GET api/property/:id): the copy the wizard reads too (queryKeys.property). */
export function useSavedProperty(propertyId: number | null) {
  return useQuery({
    queryKey: queryKeys.property(propertyId),
    queryFn: ({ signal }) => getProperty(propertyId ?? 0, signal),
    enabled: propertyId !== null,
  });
}

/**
 * Saves a property step of the stand-alone screens with the call the wizard's property steps make (POST
 * api/property, docs/product/data-and-rules.md#property-status): the property as stored with the step's changes, the
 * step as its status (the server keeps the later one and applies its property rules). The saved property becomes the
 * cached copy; the properties page, Select Property and the dashboard read theirs again.
 */
export function useSavePropertyStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      property,
      changes,
      step,
    }: {
      property: Property | null;
      changes: Partial<Property>;
      step: PropertyStep;
    }) =>
      callApi(
        routes.saveProperty,
        {
          body: {
            property: propertySchema.parse({ ...(property ?? {}), ...changes, ...propertyStepSaved(property, step) }),
          },
        },
        { loading: true },
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.property(saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties }),
        queryClient.invalidateQueries({ queryKey: queryKeys.cases }),
      ]);
    },
  });
}

/**
 * A stand-alone property step's Continue (it validates, saves through useSavePropertyStep and goes on) as a
 * mutation: its `isPending` keeps the step's buttons from running it twice (docs/decisions/0034-the-web-one-way.md).
 */
export function usePropertyStepContinue() {
  return useMutation({
    mutationFn: async (action: () => Promise<void>) => {
      await action();
    },
    networkMode: 'always',
  });
}
