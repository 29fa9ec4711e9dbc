import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/platform';
import { maskEmail } from '../../http/log-redaction';
import type { EmailProvider } from './email-provider';

/** The local default: mail lands in the `email_outbox` table and the log, never leaves the machine. */
export function createOutboxEmail(db: Db, log: FastifyBaseLogger): EmailProvider {
  return {
    async send({ to, subject, text, html, headers }) {
      await db.insert(emailOutbox).values({
        to_address: to,
        subject,
        body_text: text,
        body_html: html ?? null,
        headers: headers ?? null,
      });
      log.info({ to: maskEmail(to), subject }, 'e-mail written to the outbox');
    },
  };
}
