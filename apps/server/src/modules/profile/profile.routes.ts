import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ProfilePatchBodySchema, ProfileResponseSchema } from './profile.schemas';
import type { ProfileService } from './profile.service';

/** Part 1 section 7 PATCH api/v1/users, and the read the profile editor loads from. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (
  app,
  { profile },
) => {
  app.get('/users', { schema: { response: { 200: ProfileResponseSchema } } }, async (request) => ({
    data: await profile.getProfile(request.actor),
  }));
  app.patch(
    '/users',
    { schema: { body: ProfilePatchBodySchema, response: { 200: ProfileResponseSchema } } },
    async (request) => ({ data: await profile.patchProfile(request.actor, request.body.data) }),
  );
};
