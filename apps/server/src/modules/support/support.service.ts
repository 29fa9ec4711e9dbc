import { AppError } from '@portal/domain/errors/app-error';
import { assertCanUsePortal } from '@portal/domain/policies';
import {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  type SupportMessageInput,
  type SupportMessageResult,
  type SupportTopic,
} from '@portal/domain/support/support-api';
import type { Db } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import { enqueueJob } from '../../jobs/queue';
import type { AccessClaims } from '../auth/tokens';
import type { SupportRepository } from './support.repository';

export const SUPPORT_EMAIL_JOB = 'support.email';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/**
 * The Support page's form (issue 31): a creator writes to the operator. The message is kept and,
 * in the same transaction, an e-mail job queued that delivers it to SUPPORT_EMAIL, or without
 * one to every ops user (their inbox), with Reply-To set to the creator, so ops answer by e-mail.
 */
export function createSupportService(deps: {
  db: Db;
  repo: SupportRepository;
  email: EmailProvider;
  /** The operator's support address (SUPPORT_EMAIL); null sends to the ops users. */
  supportEmail: string | null;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, repo, clock } = deps;
  return {
    /**
     * @throws AppError forbidden (not a creator), rate_limited (more than 5 in an hour).
     */
    async send(claims: AccessClaims, input: SupportMessageInput): Promise<SupportMessageResult> {
      assertCanUsePortal(actorOf(claims));
      const key = input.idempotency_key ?? null;
      if (key) {
        const earlier = await repo.findByKey(claims.userId, key);
        if (earlier)
          return { id: earlier.id, sent_at: seconds(earlier.created_at), replayed: true };
      }
      const now = clock();
      const hourAgo = new Date(now.getTime() - 3_600_000);
      if ((await repo.countSince(claims.userId, hourAgo)) >= SUPPORT_LIMITS.perHour) {
        throw new AppError('rate_limited', SUPPORT_MESSAGES.tooMany);
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(
          {
            user_id: claims.userId,
            topic: input.topic,
            subject: input.subject,
            message: input.message,
            idempotency_key: key,
            created_at: now,
          },
          tx,
        );
        if (inserted) {
          await enqueueJob(tx, {
            kind: SUPPORT_EMAIL_JOB,
            userId: claims.userId,
            payload: { messageId: inserted.id },
            maxAttempts: 5,
          });
        }
        return inserted;
      });
      if (!row) {
        // A doubled send raced this one: answer the message it made.
        const earlier = (await repo.findByKey(claims.userId, key!))!;
        return { id: earlier.id, sent_at: seconds(earlier.created_at), replayed: true };
      }
      return { id: row.id, sent_at: seconds(row.created_at), replayed: false };
    },

    /** The queued e-mail: delivers one message once (a retried job does not send it again). */
    async deliver(messageId: number) {
      const message = await repo.findForDelivery(messageId);
      if (!message) return { sent: false, reason: 'the message is gone' };
      if (message.delivered_to) return { sent: false, reason: 'already delivered' };
      const to = deps.supportEmail ? [deps.supportEmail] : await repo.opsAddresses();
      if (to.length === 0)
        throw new Error('No SUPPORT_EMAIL and no ops user to send support mail to');
      const topic = SUPPORT_TOPIC_LABELS[message.topic as SupportTopic] ?? message.topic;
      const text = [
        `From: ${message.email} (creator #${message.user_id})`,
        `About: ${topic}`,
        '',
        message.message,
        '',
        `Answer by replying to this e-mail. Sent from the Support page of ${deps.publicUrl}.`,
      ].join('\n');
      for (const address of to) {
        await deps.email.send({
          to: address,
          subject: `[Support] ${message.subject}`,
          text,
          headers: { 'Reply-To': message.email },
        });
      }
      await repo.markDelivered(messageId, to.join(', '));
      return { sent: true, to: to.length };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
