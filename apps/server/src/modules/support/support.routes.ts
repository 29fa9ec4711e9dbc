import {
  SupportMessageInputSchema,
  SupportMessageResultSchema,
} from '@portal/domain/support/support-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SupportService } from './support.service';

/** POST /api/v1/support/messages: the Support page's form (issue 31). */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (
  app,
  { support },
) => {
  app.post(
    '/support/messages',
    {
      schema: { body: SupportMessageInputSchema, response: { 200: SupportMessageResultSchema } },
    },
    (request) => support.send(request.actor, request.body),
  );
};
