import {
  MarkReadBodySchema,
  NotificationListQuerySchema,
  NotificationListSchema,
} from '@portal/domain/notifications/notification-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionAccess } from '../auth/session-access';
import type { LiveNews } from './live-news';
import { openNewsStream } from './news-stream';
import type { NotificationsService } from './notifications.service';

/** Issue 15: the notification centre (the bell) and its live stream. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  live: LiveNews;
  sessions: SessionAccess;
}> = async (app, { notifications, live, sessions }) => {
  app.get(
    '/notifications',
    {
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    (request) => notifications.list(request.actor, request.query.before),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        body: MarkReadBodySchema,
        response: { 200: z.object({ unread_count: z.number().int() }) },
      },
    },
    (request) => notifications.markRead(request.actor, request.body),
  );

  app.get(
    '/notifications/stream',
    { schema: { querystring: z.object({ after: z.coerce.number().int().min(0).optional() }) } },
    (request, reply) => openNewsStream(request, reply, { notifications, live, sessions }),
  );
};
