/** Deleting a contact (the profile's contacts); apart from contacts.ts, which the wizard's screens load. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi } from '../api.ts';
import { queryKeys } from '../queryKeys.ts';

export function useDeleteContactInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(routes.deleteContactInfo, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.contacts() }),
  });
}
