import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../src/db/schema/platform';

/** The newest e-mail to `to` in the outbox, or undefined. */
export async function lastEmailTo(app: FastifyInstance, to: string) {
  const [row] = await app.container.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

/** How many e-mails went to `to`. */
export async function emailsTo(app: FastifyInstance, to: string) {
  return (await app.container.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to)))
    .length;
}

/** The token of the set-password link in the newest e-mail to `to`. */
export async function invitationTokenFor(app: FastifyInstance, to: string): Promise<string> {
  const mail = await lastEmailTo(app, to);
  const match = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '');
  if (!match) throw new Error(`no set-password link e-mailed to ${to}`);
  return match[1]!;
}
