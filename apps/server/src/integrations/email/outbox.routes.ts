import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema/platform';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The dev-only e-mail outbox (like the SMS inbox, decision 121): what the outbox provider "sent",
 * newest first, each message's HTML part (or its text) one click away. Registered only with the
 * outbox provider and DEMO_MODE on; with SMTP nothing is kept and nothing is served.
 */
export const outboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await db
      .select({
        id: emailOutbox.id,
        to: emailOutbox.to_address,
        subject: emailOutbox.subject,
        at: emailOutbox.created_at,
        html: emailOutbox.body_html,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(50);
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.at.toISOString()}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a>${m.html ? ' (HTML and text)' : ''}</td></tr>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>E-mail outbox (development only)</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}a{color:#1864ab}</style></head>
<body><main><h1>E-mail outbox (development only)</h1>
<p>Mail the outbox provider would have sent, newest first. Reload to see new ones.</p>
<table><thead><tr><th scope="col">Sent at (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">No mail yet.</td></tr>'}</tbody></table></main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });

  app.get<{ Params: { id: string } }>(
    '/dev/outbox/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const [mail] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.id, Number(request.params.id) || 0));
      if (!mail) return reply.status(404).type('text/plain').send('No such mail.');
      reply.header('cache-control', 'no-store');
      return mail.body_html
        ? reply.type('text/html; charset=utf-8').send(mail.body_html)
        : reply.type('text/plain; charset=utf-8').send(mail.body_text);
    },
  );
};
