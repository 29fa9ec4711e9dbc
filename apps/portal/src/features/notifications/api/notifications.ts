import type { NotificationList } from '@portal/domain/notifications/notification-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const notificationsKeys = {
  all: ['notifications'] as const,
};

export const getNotifications = () => api.get<NotificationList>('/api/v1/notifications');

/**
 * The bell's list with its unread count; the live stream refreshes it when news arrives. A failed
 * load raises no toast (the bell is not what the creator came for); the open list says it.
 */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsKeys.all,
    queryFn: getNotifications,
    staleTime: 60_000,
    meta: { errorNotification: false },
  });
