/**
 * The signed-in user's own account (profile, password, act-as): the sign-in configuration and the changes to the
 * account (its picture is read in avatar.ts, which every screen's top bar loads), with their keys from queryKeys.ts. A change the user waits for raises the loading flag.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_EXPORT_FILE_NAME, routes } from '@rentfile/contract/routes';
import { callApi, fetchApiBlob } from '../api.ts';
import { authConfig } from '../auth/authClient.ts';
import { setAsUser } from '../credentials.ts';
import { queryKeys } from '../queryKeys.ts';
import { saveFile } from '../saveFile.ts';

/** Whether the sign-in is the built-in one (it asks for the password before the account is deleted). */
export function useAuthConfig() {
  return useQuery({ queryKey: queryKeys.authConfig, queryFn: authConfig, staleTime: Infinity });
}

/** POST upload_avatar with the picture as form field file; the client is reloaded for its new avatar URL. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return callApi(routes.uploadAvatar, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.client }),
  });
}

/** Changes the password; the server ends every other sign-in of the account. A refusal is the form's to show. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { p: string; current: string }) =>
      callApi(routes.changePassword, { body }, { loading: true, showError: false }),
  });
}

/** Ends every sign-in of the account, this browser's too (a failure is shown in the banner). */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callApi(routes.signOutEverywhere, {}, { loading: true }) });
}

/** Deletes the account and all its data; the password is asked with the built-in sign-in. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password?: string }) =>
      callApi(routes.deleteAccount, { body }, { loading: true, showError: false }),
  });
}

/**
 * E-mails a link that verifies the account's address (court-date reminders go only to a verified one); a refusal
 * (no mail server, too many links) is the profile's to show.
 */
export function useSendEmailVerification() {
  return useMutation({
    mutationFn: () => callApi(routes.sendEmailVerification, {}, { loading: true, showError: false }),
  });
}

/** Opens a verification link's token; the reminder state is read again for its verified address. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      callApi(routes.confirmEmail, { body: { token } }, { loading: true, showError: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.courtReminders }),
  });
}

/** Downloads everything kept for the account as one zip file (a failure is shown in the banner). */
export function useExportAccount() {
  return useMutation({
    mutationFn: async () => saveFile(await fetchApiBlob(routes.exportAccount.path), ACCOUNT_EXPORT_FILE_NAME),
  });
}

/**
 * Acts as another user (administrators only): later calls carry the as-user header once the server accepts it;
 * a refusal (its reason in the banner) stops the impersonation at once, so the caller stays themself.
 */
export function useActAsUser() {
  return useMutation({
    mutationFn: async (auth0Id: string) => {
      setAsUser(auth0Id);
      try {
        return await callApi(routes.getClient, {});
      } catch (error) {
        setAsUser(null);
        throw error;
      }
    },
  });
}
