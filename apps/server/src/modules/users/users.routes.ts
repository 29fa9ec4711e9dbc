import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MeSchema } from './users.schemas';
import type { UsersService } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get('/me', { schema: { response: { 200: MeSchema } } }, (request) =>
    users.getMe(request.actor.userId),
  );
};
