/**
 * The wizard's writes of a signed-in client's case, property and contacts (features/wizard/store/repository.ts
 * apiRepository) and the one signing operation (Review & Sign). The saves of the case and property report their
 * failure through the wizard's save mutation, which tries them again (features/wizard/store/saveRetry.ts).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CasePatch, SocialServiceOfficeInput } from '@rentfile/contract';
import { routes } from '@rentfile/contract/routes';
import type { Case, ContactInfo, Property } from '@rentfile/domain';
import { callApi, type ApiInput } from '../api.ts';
import { invalidateCase } from '../queryKeys.ts';

const SAVE_CALL = { loading: true, showError: false } as const;

/** POST /api/properties/save */
export const saveProperty = (property: Property) => callApi(routes.saveProperty, { body: { property } }, SAVE_CALL);

/** POST /api/cases */
export const createCase = (caseInfo: Case, status: string) =>
  callApi(routes.createCase, { body: { caseInfo, status, submitted: false } }, SAVE_CALL);

/** POST /api/case/:id: changes only the fields sent; the server stamps the status date (applyCaseChange). */
export const updateCase = (id: number, patch: CasePatch, status: string | undefined) =>
  callApi(routes.updateCase, { params: { id }, body: { caseInfo: patch, ...(status ? { status } : {}) } }, SAVE_CALL);

/** Takes a saved tenant off a case. */
export const deleteCaseTenant = (caseId: number, caseTenantId: number) =>
  callApi(routes.deleteTenant, { body: { caseId, caseTenantId } }, { loading: true });

/** Creates (with saveAsDefault) or updates a contact. */
export const saveContact = (contact: ContactInfo, saveAsDefault: boolean) =>
  callApi(
    routes.saveContactInfo,
    { body: contact.id ? { contactInfo: contact } : { contactInfo: contact, saveAsDefault } },
    { loading: true },
  );

/** The client's contacts, as the wizard's steps list them. */
export const listContacts = () => callApi(routes.getContactInfos, {});

/** A new unit of a saved property. */
export const newUnit = (propertyId: number, unitNo: string) =>
  callApi(routes.newUnit, { body: { propertyId, unitNo } }, { loading: true });

/** A public housing office added to the list. */
export const addOffice = (office: SocialServiceOfficeInput) =>
  callApi(routes.addSocialServiceOffice, { body: office }, { loading: true });

type SignEntries = ApiInput<'signCase'>['body'];

/**
 * POST /api/cases/:id/sign (decision 0026): the one operation that checks the papers' rules, signs the complaint,
 * issues the papers and creates the order. A refusal is the mutation's error, in the server's words.
 */
export function useSignCase(caseId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: SignEntries) => {
      if (caseId === null) throw new Error('Only a saved case is signed on the server.');
      return callApi(routes.signCase, { params: { id: caseId }, body: entries }, { loading: true, showError: false });
    },
    onSuccess: () => (caseId === null ? undefined : invalidateCase(queryClient, caseId)),
  });
}

/**
 * A step's action that saves through the wizard's store (Continue, Back, a choice that saves and goes on) as a
 * mutation: its `isPending` keeps the step's buttons from running it twice (docs/decisions/0034-the-web-one-way.md).
 * The saves report their own failures (the banner, the save retries); it runs offline too, as they do. A module of
 * the wizard's: one shared with the property steps would be a chunk of its own.
 */
export function useStepAction() {
  return useMutation({
    mutationFn: async (action: () => unknown) => {
      await action();
    },
    networkMode: 'always',
  });
}
