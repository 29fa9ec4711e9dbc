import { notifications } from '@mantine/notifications';
import {
  PROFILE_SAVED_MESSAGE,
  SMS_CONSENT_SAVE_ERROR_MESSAGE,
  type SmsConsentWrite,
} from '@portal/domain/profile/sms-consent';
import { notifySuccess } from '@portal/web-kit/ui/notify';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** patchProfile with the tcpa fields (part 1 section 7): PATCH api/v1/users. */
export const saveSmsConsent = (write: SmsConsentWrite) =>
  api.patch<{ data: unknown }>('/api/v1/users', { data: write });

/**
 * Saves the creator's text-message consent, then fetches the user again (`refetch` names the
 * queries to read again). Failure says 'Unable to update your profile. Try refreshing this page.'
 */
export function useSaveSmsConsent({ refetch = [] }: { refetch?: QueryKey[] } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSmsConsent,
    meta: { errorNotification: false },
    onSuccess: async () => {
      await Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      notifySuccess(PROFILE_SAVED_MESSAGE);
    },
    onError: () => notifications.show({ color: 'red', message: SMS_CONSENT_SAVE_ERROR_MESSAGE }),
  });
}
