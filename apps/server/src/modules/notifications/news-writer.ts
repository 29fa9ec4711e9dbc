import {
  isEmailedKind,
  type NotificationDraft,
} from '@portal/domain/notifications/notification-kinds';
import type { DbOrTx } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { NotificationsRepository } from './notifications.repository';

/** The job that e-mails one notification ({ notificationId }) to its creator. */
export const NEWS_EMAIL_JOB = 'notifications.email';

/**
 * Tells a creator of a decision (issue 26): the notification row (with its live push) and, for
 * the kinds that are decisions (domain EMAILED_KINDS), a queued e-mail — both in the caller's
 * transaction, so the creator hears of a change exactly when it commits, and once (the
 * notification's dedupe key; the e-mail is queued only when the row is new).
 */
export function createNewsWriter(repo: NotificationsRepository) {
  return {
    async announce(userId: number, draft: NotificationDraft, tx: DbOrTx) {
      const id = await repo.insert(userId, draft, tx);
      if (id !== null && isEmailedKind(draft.kind)) {
        await enqueueJob(tx, { kind: NEWS_EMAIL_JOB, payload: { notificationId: id }, userId });
      }
      return id;
    },
  };
}

export type NewsWriter = ReturnType<typeof createNewsWriter>;
