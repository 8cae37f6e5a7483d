/** The account's remembered ledger columns (POST save-ledger-mapping): kept quietly, a failure costs only the memory. */
import { useMutation } from '@tanstack/react-query';
import { routes } from '@rentfile/contract/routes';
import { callApi, type ApiInput } from '../api.ts';

export function useSaveLedgerMapping() {
  return useMutation({
    mutationFn: (body: NonNullable<ApiInput<'saveLedgerMapping'>['body']>) =>
      callApi(routes.saveLedgerMapping, { body }, { showError: false, throwOnError: false }),
  });
}
