import {
  DeadlineSettingsSchema,
  DeadlineSettingsUpdateSchema,
} from '@portal/domain/deadlines/deadline-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeadlinesService } from './deadlines.service';

const ICS = 'text/calendar; charset=utf-8';

/** Issue 15, signed in: the deadline settings, the calendar secret, one deadline as .ics. */
export const deadlinesRoutes: FastifyPluginAsyncZod<{ deadlines: DeadlinesService }> = async (
  app,
  { deadlines },
) => {
  app.get(
    '/creator/deadline-settings',
    { schema: { response: { 200: DeadlineSettingsSchema } } },
    (request) => deadlines.getSettings(request.actor),
  );

  app.patch(
    '/creator/deadline-settings',
    { schema: { body: DeadlineSettingsUpdateSchema, response: { 200: DeadlineSettingsSchema } } },
    (request) => deadlines.updateSettings(request.actor, request.body),
  );

  app.post(
    '/creator/calendar-secret',
    { schema: { response: { 200: DeadlineSettingsSchema } } },
    (request) => deadlines.rotateCalendarSecret(request.actor),
  );

  app.get(
    '/creator/deadlines/:uid/ics',
    { schema: { params: z.object({ uid: z.string().min(1).max(120) }) } },
    async (request, reply) =>
      reply
        .type(ICS)
        .header('content-disposition', 'attachment; filename="deadline.ics"')
        .send(await deadlines.eventFile(request.actor, request.params.uid)),
  );
};

/**
 * GET /calendar/:secret.ics — the subscribed feed. Calendars fetch it without our session, so
 * the secret in the path is the credential (rotating it kills the URL). Cheap to poll: an
 * unchanged feed answers 304 to If-None-Match.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ deadlines: DeadlinesService }> = async (
  app,
  { deadlines },
) => {
  app.get(
    '/calendar/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          file: z
            .string()
            .regex(/^[\w-]+\.ics$/)
            .max(80),
        }),
      },
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { body, etag } = await deadlines.feed(request.params.file.slice(0, -'.ics'.length));
      reply.header('etag', etag).header('cache-control', 'private, max-age=900');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(ICS).send(body);
    },
  );
};
