import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RemindersService } from './reminders.service';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e;line-height:1.5}
button{font:inherit;background:#1864ab;color:#fff;border:0;border-radius:6px;padding:.6rem 1rem;cursor:pointer}
a{color:#1864ab}</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const BAD_LINK = page(
  'This link does not work',
  '<p>The unsubscribe link is not valid. You can turn reminders off in your <a href="/creator/dashboard/profile">profile</a>.</p>',
);

/**
 * /unsubscribe?token=…: the reminder e-mails' unsubscribe link. GET asks for a click (link
 * scanners in mail systems open links, and must not unsubscribe anybody); POST turns e-mail
 * reminders off, which is also what a mail client's one-click unsubscribe sends (RFC 8058).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  const schema = { hide: true, querystring: z.object({ token: z.string().max(500) }) };
  // The form and the one-click POST send `List-Unsubscribe=One-Click` as a form body; the token
  // in the URL is all that counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  app.get('/unsubscribe', { schema }, async (request, reply) => {
    const { token } = request.query;
    if (!reminders.isValidToken(token)) return reply.status(404).type('text/html').send(BAD_LINK);
    const action = `/unsubscribe?token=${encodeURIComponent(token)}`;
    return reply
      .type('text/html')
      .send(
        page(
          'Turn off e-mail reminders?',
          `<p>You will no longer get e-mails before your campaign deadlines. News still shows in the portal.</p><form method="post" action="${action}"><button type="submit">Turn off e-mail reminders</button></form>`,
        ),
      );
  });

  app.post('/unsubscribe', { schema }, async (request, reply) => {
    if (!(await reminders.unsubscribe(request.query.token))) {
      return reply.status(404).type('text/html').send(BAD_LINK);
    }
    return reply
      .type('text/html')
      .send(
        page(
          'E-mail reminders are off',
          '<p>You can turn them on again in your <a href="/creator/dashboard/profile">profile</a>.</p>',
        ),
      );
  });
};
