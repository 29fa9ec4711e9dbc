import { isQuietTime, reminderCopy, reminderFor } from '@portal/domain/deadlines/reminders';
import { textRecipientOf } from '@portal/domain/profile/sms-consent';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import { renderReminderEmail } from '../../integrations/email/templates/reminder-email';
import type { TextMessageProvider } from '../../integrations/sms/text-messages';
import { enqueueJob, enqueueJobUnlessQueued } from '../../jobs/queue';
import type { Signer } from '../../lib/signed-payload';
import type { DeadlinesService } from '../deadlines/deadlines.service';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { Recipient, RemindersRepository } from './reminders.repository';

export const REMINDER_SCAN_JOB = 'reminders.scan';
export const REMINDER_EMAIL_JOB = 'reminders.email';
export const REMINDER_TEXT_JOB = 'reminders.text';

/** What a send job carries: the reminder as worded at scan time. */
export type ReminderPayload = {
  subject: string;
  headline: string;
  detail: string;
  link: string;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the domain's texting rule reads of a recipient. */
const recipientOf = (r: Recipient) => ({
  consentsToSms: r.sms_consent,
  remindBySms: r.remind_by_sms,
  verifiedPhone: r.verified_phone,
});

/**
 * Deadline reminders (issue 15). A recurring scan finds, for each creator, the reminders due now
 * (domain deadlines/reminders) and raises each one as a notification whose dedupe key is the
 * deadline and kind: the insert that wins also queues the e-mail and text jobs, in the same
 * transaction. So a reminder is sent at most once, whichever process scans, however often, and
 * whatever crashes: a scan that dies before commit leaves nothing, one after leaves the jobs.
 */
export function createRemindersService(deps: {
  db: Db;
  repo: RemindersRepository;
  news: NotificationsRepository;
  deadlines: Pick<DeadlinesService, 'eventsOf'>;
  email: EmailProvider;
  texts: TextMessageProvider | null;
  unsubscribe: Signer;
  publicUrl: string;
  scanIntervalMs: number;
  clock: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, repo, clock } = deps;
  const absolute = (path: string) => new URL(path, deps.publicUrl).toString();

  return {
    /** Queues the next scan an interval from now (at once with `{ now: true }`), unless queued. */
    async scheduleScan(options: { now?: boolean } = {}) {
      const delay = options.now ? 0 : deps.scanIntervalMs;
      await enqueueJobUnlessQueued(db, {
        kind: REMINDER_SCAN_JOB,
        runAt: new Date(clock().getTime() + delay),
        maxAttempts: 1,
      });
    },

    /** Raises every reminder due now; answers how many were new. */
    async scan(): Promise<{ creators: number; reminders: number }> {
      const now = seconds(clock());
      const recipients = await repo.listRecipients();
      let reminders = 0;
      for (const creator of recipients) {
        const zone = creator.time_zone ?? 'UTC';
        if (isQuietTime(now, zone)) continue;
        for (const event of await deps.deadlines.eventsOf(creator.user_id, creator.time_zone)) {
          const kind = reminderFor(event, now, zone);
          if (!kind) continue;
          const copy = reminderCopy(event, kind, now, zone);
          const payload: ReminderPayload = {
            subject: copy.subject,
            headline: copy.headline,
            detail: copy.detail,
            link: event.link,
          };
          const raised = await db.transaction(async (tx) => {
            if ((await deps.news.insert(creator.user_id, copy.news, tx)) === null) return false;
            const job = { userId: creator.user_id, payload, maxAttempts: 3 };
            if (creator.remind_by_email) {
              await enqueueJob(tx, { ...job, kind: REMINDER_EMAIL_JOB });
            }
            if (deps.texts && textRecipientOf(recipientOf(creator))) {
              await enqueueJob(tx, { ...job, kind: REMINDER_TEXT_JOB });
            }
            return true;
          });
          if (raised) reminders++;
        }
      }
      return { creators: recipients.length, reminders };
    },

    /** Sends a queued reminder e-mail, unless the creator turned e-mail reminders off since. */
    async sendEmail(userId: number, payload: ReminderPayload) {
      const to = await repo.findRecipient(userId);
      if (!to?.remind_by_email) return { sent: false, reason: 'e-mail reminders are off' };
      const unsubscribeUrl = absolute(
        `/unsubscribe?token=${encodeURIComponent(deps.unsubscribe.sign({ u: userId, c: 'email' }))}`,
      );
      const { html, text } = await renderReminderEmail({
        subject: payload.subject,
        firstName: to.first_name ?? 'there',
        headline: payload.headline,
        detail: payload.detail,
        actionUrl: absolute(payload.link),
        unsubscribeUrl,
      });
      await deps.email.send({
        to: to.email,
        subject: payload.subject,
        text,
        html,
        // RFC 8058 one-click unsubscribe: mail clients show an Unsubscribe button that POSTs.
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return { sent: true };
    },

    /**
     * Sends a queued reminder text to the creator's verified number, unless consent, the channel
     * or the verification was withdrawn since (the rule is checked here, where the text is sent).
     */
    async sendText(userId: number, payload: ReminderPayload) {
      const creator = await repo.findRecipient(userId);
      const to = creator ? textRecipientOf(recipientOf(creator)) : null;
      if (!deps.texts || !to) {
        return { sent: false, reason: 'no consent to texts, or no verified number' };
      }
      await deps.texts.sendText(to, `${payload.headline}. ${absolute(payload.link)}`);
      return { sent: true };
    },

    /** The one-click unsubscribe: turns e-mail reminders off for the token's creator. */
    async unsubscribe(token: string): Promise<boolean> {
      const payload = deps.unsubscribe.verify(token);
      if (payload?.c !== 'email' || typeof payload.u !== 'number') return false;
      await repo.turnOffEmail(payload.u);
      return true;
    },

    /** Whether a token is a valid unsubscribe token (the confirmation page). */
    isValidToken: (token: string) => deps.unsubscribe.verify(token)?.c === 'email',
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
