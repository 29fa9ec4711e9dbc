import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { listConsoleMessages } from './console-sms';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The dev-only SMS inbox (decision 121): the console provider's messages, newest first, so a
 * developer or an end-to-end test can read a verification code. app.ts registers it only when
 * the console provider is selected and DEMO_MODE is on; production (Twilio) never serves it.
 */
export const smsInboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/sms-inbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listConsoleMessages(db);
    const rows = messages
      .map(
        (m) =>
          `<tr data-phone="${escapeHtml(m.to_phone)}"><td>${m.created_at.toISOString()}</td>` +
          `<td>${escapeHtml(m.to_phone)}</td><td class="body">${escapeHtml(m.body)}</td></tr>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>SMS inbox (development only)</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}</style></head>
<body><main><h1>SMS inbox (development only)</h1>
<p>Messages the console SMS provider would have sent, newest first. Reload to see new ones.</p>
<table><thead><tr><th scope="col">Sent at (UTC)</th><th scope="col">To</th><th scope="col">Message</th></tr></thead>
<tbody>${rows || '<tr><td colspan="3">No messages yet.</td></tr>'}</tbody></table></main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
};
