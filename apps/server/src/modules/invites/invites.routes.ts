import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InviteSchema } from '../campaigns/campaigns.schemas';
import {
  CampaignTermsParamsSchema,
  CampaignTermsSchema,
  CustomTermsParamsSchema,
  InviteIdParamsSchema,
  InvitePageSchema,
  TermsAgreementSchema,
  UpdateInviteBodySchema,
} from './invites.schemas';
import type { InvitesService } from './invites.service';

/** Invite pages, accept/decline and custom terms, under /api/v1. */
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

  app.get(
    '/creator/onboarding/campaignTerms/:campaignId',
    { schema: { params: CampaignTermsParamsSchema, response: { 200: CampaignTermsSchema } } },
    (request) => invites.getCampaignTerms(request.actor, request.params.campaignId),
  );

  app.post(
    '/creator/onboarding/campaignTerms/:customTermsId/campaign_terms_agreement',
    { schema: { params: CustomTermsParamsSchema, response: { 200: TermsAgreementSchema } } },
    (request) => invites.agreeToTerms(request.actor, request.params.customTermsId),
  );
};
