import { isNotificationKind } from '@portal/domain/notifications/notification-kinds';
import {
  type MarkReadBody,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationList,
} from '@portal/domain/notifications/notification-schemas';
import type { EmailProvider } from '../../integrations/email/email-provider';
import { renderNewsEmail } from '../../integrations/email/templates/news-email';
import type { AccessClaims } from '../auth/tokens';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: isNotificationKind(row.kind) ? row.kind : 'invite_received',
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}

/** The bell's list and its read marks; each user only ever reads and marks their own. */
export function createNotificationsService(deps: {
  repo: NotificationsRepository;
  clock: () => Date;
  email: EmailProvider;
  publicUrl: string;
}) {
  const { repo, clock } = deps;
  return {
    /**
     * The queued e-mail of a decision (news-writer.ts): the notification's words and link, to
     * the creator's sign-in address. A notification gone since (account deleted) sends nothing.
     */
    async sendEmail(notificationId: number) {
      const row = await repo.findForEmail(notificationId);
      if (!row) return { sent: false, reason: 'the notification is gone' };
      const n = row.notification;
      const actionUrl = new URL(n.link, deps.publicUrl).toString();
      const { html, text } = await renderNewsEmail({
        firstName: row.first_name ?? 'there',
        title: n.title,
        body: n.body,
        actionUrl,
      });
      await deps.email.send({ to: row.email, subject: n.title, text, html });
      return { sent: true };
    },

    /** A page of the newest notifications with the unread count: two queries. */
    async list(claims: AccessClaims, before?: number): Promise<NotificationList> {
      const [rows, unread] = await Promise.all([
        repo.listLatest(claims.userId, NOTIFICATIONS_PAGE_SIZE + 1, before),
        repo.unreadCount(claims.userId),
      ]);
      const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
      return {
        items: page.map(presentNotification),
        unread_count: unread,
        next_before: rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.id : null,
      };
    },

    async markRead(claims: AccessClaims, body: MarkReadBody): Promise<{ unread_count: number }> {
      await repo.markRead(claims.userId, 'ids' in body ? body.ids : null, clock());
      return { unread_count: await repo.unreadCount(claims.userId) };
    },

    /** What the live stream sends after `afterId`, oldest first. */
    async since(userId: number, afterId: number) {
      return (await repo.listAfter(userId, afterId, 100)).map(presentNotification);
    },

    latestId: (userId: number) => repo.latestId(userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
