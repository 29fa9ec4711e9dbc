import { notifications } from '@mantine/notifications';
import { isApiError } from '../api/api-error';

export const AUTH_ERROR_NOTIFICATION_ID = 'auth-error';

/** A failed action, told to the user once. 403s were already shown as the auth error. */
export function notifyError(error: unknown) {
  if (isApiError(error) && (error.kind === 'auth' || error.status === 401)) return;
  notifications.show({
    color: 'red',
    title: 'Something went wrong',
    message: error instanceof Error ? error.message : String(error),
  });
}

/** Spec part 1 section 6: a 403 dispatches an auth error. Shown once, however many calls failed. */
export function notifyAuthError(message: string) {
  notifications.hide(AUTH_ERROR_NOTIFICATION_ID);
  notifications.show({
    id: AUTH_ERROR_NOTIFICATION_ID,
    color: 'red',
    title: 'You are not allowed to do that',
    message,
  });
}

export function notifySuccess(message: string) {
  notifications.show({ color: 'green', message });
}
