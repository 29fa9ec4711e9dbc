import { notifications } from '@mantine/notifications';
import type { Notification } from '@portal/domain/notifications/notification-schemas';

/** A piece of news while the portal is open: a short toast; the bell keeps it with its link. */
export function showNewsToast(news: Notification) {
  notifications.show({
    id: `news-${news.id}`,
    title: news.title,
    message: news.body,
    color: news.kind === 'payout_failed' || news.kind === 'deadline_missed' ? 'red' : 'blue',
    autoClose: 6_000,
  });
}
