import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DisconnectParamsSchema,
  SetupProfileSchema,
  StartConnectionInputSchema,
  StartConnectionResultSchema,
} from './social.schemas';
import type { SocialService } from './social.service';

/** Bearer routes: start a connection, read the setup profile. */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService }> = async (
  app,
  { social },
) => {
  app.post(
    '/social/connections',
    {
      schema: {
        body: StartConnectionInputSchema,
        response: { 200: StartConnectionResultSchema },
      },
    },
    (request) => social.startConnection(request.actor, request.body),
  );
  app.delete(
    '/social/connections/:platform',
    { schema: { params: DisconnectParamsSchema } },
    async (request, reply) => {
      await social.disconnect(request.actor, request.params.platform);
      return reply.status(204).send();
    },
  );
  app.get('/social/profile', { schema: { response: { 200: SetupProfileSchema } } }, (request) =>
    social.getSetupProfile(request.actor),
  );
};
