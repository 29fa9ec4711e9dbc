import { AnalyticsEventInputSchema } from '@portal/domain/analytics/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventsService } from './events.service';

/** POST /api/v1/events: the web's analytics events go to the sink. */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (
  app,
  { events },
) => {
  app.post(
    '/events',
    {
      schema: {
        body: AnalyticsEventInputSchema,
        response: { 202: z.object({ stored: z.boolean() }) },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await events.record(request.actor, request.body)),
  );
};
