import {
  InviteByEmailInputSchema,
  InviteCreatorsInputSchema,
  InviteSendResultSchema,
} from '@portal/domain/studio/campaign-invites';
import {
  CreatorNoteBodySchema,
  DirectoryPageSchema,
  DirectoryQuerySchema,
} from '@portal/domain/studio/directory';
import { StudioCampaignParamsSchema } from '@portal/domain/studio/studio-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffActorLookup } from '../staff/staff-actor.repository';
import type { DirectoryService } from './directory.service';
import type { StudioInvitesService } from './studio-invites.service';

const CreatorParamsSchema = z.object({
  creatorId: z.coerce.number().int().positive().max(2_147_483_647),
});
const NoteSchema = z.object({ body: z.string(), updated_at: z.string().nullable() });

/** The studio's creator directory, team notes and invites (issue 29), in the bearer scope. */
export const studioPeopleRoutes: FastifyPluginAsyncZod<{
  directory: DirectoryService;
  invites: StudioInvitesService;
  actors: StaffActorLookup;
}> = async (app, { directory, invites, actors }) => {
  app.get(
    '/studio/directory',
    { schema: { querystring: DirectoryQuerySchema, response: { 200: DirectoryPageSchema } } },
    async (request) => directory.page(await actors.of(request.actor), request.query),
  );
  app.get(
    '/studio/directory/:creatorId/note',
    { schema: { params: CreatorParamsSchema, response: { 200: NoteSchema } } },
    async (request) => directory.note(await actors.of(request.actor), request.params.creatorId),
  );
  app.put(
    '/studio/directory/:creatorId/note',
    {
      schema: {
        params: CreatorParamsSchema,
        body: CreatorNoteBodySchema,
        response: { 200: NoteSchema },
      },
    },
    async (request) =>
      directory.saveNote(
        await actors.of(request.actor),
        request.params.creatorId,
        request.body.body,
      ),
  );
  app.post(
    '/studio/campaigns/:campaignId/invites',
    {
      schema: {
        params: StudioCampaignParamsSchema,
        body: InviteCreatorsInputSchema,
        response: { 200: InviteSendResultSchema },
      },
    },
    async (request) =>
      invites.inviteCreators(
        await actors.of(request.actor),
        request.params.campaignId,
        request.body,
      ),
  );
  app.post(
    '/studio/campaigns/:campaignId/email-invites',
    {
      schema: {
        params: StudioCampaignParamsSchema,
        body: InviteByEmailInputSchema,
        response: { 200: InviteSendResultSchema },
      },
    },
    async (request) =>
      invites.inviteByEmail(
        await actors.of(request.actor),
        request.params.campaignId,
        request.body,
      ),
  );
};
