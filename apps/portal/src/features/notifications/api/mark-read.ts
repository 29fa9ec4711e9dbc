import type {
  MarkReadBody,
  NotificationList,
} from '@portal/domain/notifications/notification-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationsKeys } from './notifications';

/** Marks some or all read; the count drops at once and is corrected by the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) =>
      api.post<{ unread_count: number }>('/api/v1/notifications/read', body),
    onMutate: (body) => {
      queryClient.setQueryData<NotificationList>(notificationsKeys.all, (list) => {
        if (!list) return list;
        const ids = 'ids' in body ? new Set(body.ids) : null;
        const items = list.items.map((n) => (!ids || ids.has(n.id) ? { ...n, read: true } : n));
        const marked = list.items.filter((n) => !n.read && (!ids || ids.has(n.id))).length;
        return { ...list, items, unread_count: Math.max(0, list.unread_count - marked) };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
