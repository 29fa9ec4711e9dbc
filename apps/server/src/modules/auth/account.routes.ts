import {
  AccountSessionParamsSchema,
  AccountSessionsSchema,
  ChangePasswordSchema,
} from '@portal/domain/account/account-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountService } from './account.service';

/** The signed-in user's own account (issue 28): password, sessions, sign out everywhere. Bearer scope. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  rateLimit: { max: number; windowMs: number };
}> = async (app, { account, rateLimit }) => {
  // Guessing the current password with a stolen token is limited like signing in.
  const limited = { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } };

  app.get(
    '/account/sessions',
    { schema: { response: { 200: AccountSessionsSchema } } },
    async (request) => account.listSessions(request.actor),
  );

  app.post(
    '/account/password',
    { config: limited, schema: { body: ChangePasswordSchema } },
    async (request, reply) => {
      await account.changePassword(request.actor, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/account/sessions/:sessionId',
    { schema: { params: AccountSessionParamsSchema } },
    async (request, reply) => {
      await account.endSession(request.actor, request.params.sessionId);
      return reply.status(204).send();
    },
  );

  app.post('/account/sign-out-everywhere', async (request, reply) => {
    await account.signOutEverywhere(request.actor);
    return reply.status(204).send();
  });
};
