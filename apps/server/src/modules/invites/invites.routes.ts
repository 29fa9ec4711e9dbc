import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InviteSchema } from '../campaigns/campaigns.schemas';
import { InviteIdParamsSchema, InvitePageSchema, UpdateInviteBodySchema } from './invites.schemas';
import type { InvitesService } from './invites.service';

/** Invite pages and accept/decline, under /api/v1. */
export const invitesRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (
  app,
  { invites },
) => {
  app.get(
    '/creator/invites/:inviteId',
    { schema: { params: InviteIdParamsSchema, response: { 200: InvitePageSchema } } },
    (request) => invites.getInvitePage(request.actor, request.params.inviteId),
  );

  app.patch(
    '/creator/invites/:inviteId',
    {
      schema: {
        params: InviteIdParamsSchema,
        body: UpdateInviteBodySchema,
        response: { 200: InviteSchema },
      },
    },
    (request) => invites.updateStatus(request.actor, request.params.inviteId, request.body),
  );
};
