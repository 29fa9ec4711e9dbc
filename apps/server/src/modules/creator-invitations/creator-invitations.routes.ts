import {
  CreatorInvitationListSchema,
  CreatorInvitationSchema,
  CreatorInviteResultSchema,
  CreatorInviteSchema,
} from '@portal/domain/staff/creator-invitation-api';
import { InvitationParamsSchema } from '@portal/domain/staff/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffActorLookup } from '../staff/staff-actor.repository';
import type { CreatorInvitationsService } from './creator-invitations.service';

/** Inviting people to join as creators, in the console (issue 28). */
export const creatorInvitationsRoutes: FastifyPluginAsyncZod<{
  invitations: CreatorInvitationsService;
  actors: StaffActorLookup;
}> = async (app, { invitations, actors }) => {
  app.get(
    '/console/creator-invitations',
    { schema: { response: { 200: CreatorInvitationListSchema } } },
    async (request) => invitations.list(await actors.of(request.actor)),
  );

  app.post(
    '/console/creator-invitations',
    { schema: { body: CreatorInviteSchema, response: { 200: CreatorInviteResultSchema } } },
    async (request) => invitations.invite(await actors.of(request.actor), request.body),
  );

  app.post(
    '/console/creator-invitations/:invitationId/revoke',
    { schema: { params: InvitationParamsSchema, response: { 200: CreatorInvitationSchema } } },
    async (request) =>
      invitations.revoke(await actors.of(request.actor), request.params.invitationId),
  );
};
