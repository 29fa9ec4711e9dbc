import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CampaignTermsParamsSchema,
  CampaignTermsSchema,
  CustomTermsParamsSchema,
  TermsAgreementSchema,
} from './invites.schemas';
import type { InvitesService } from './invites.service';

/**
 * Custom campaign terms at the exact paths spec part 1 section 7 names (no /api/v1 prefix):
 * app.ts registers them at the root, behind the same bearer hook as the rest of the API.
 */
export const campaignTermsRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (
  app,
  { invites },
) => {
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
