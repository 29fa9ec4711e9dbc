import {
  InviteDecisionBodySchema,
  InviteDecisionParamsSchema,
  InviteDecisionResultSchema,
  InviteRequestsPageSchema,
  InviteRequestsQuerySchema,
} from '@portal/domain/review/invite-request-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewInvitesService } from './review-invites.service';

/** Creators' invite requests for reviewers (issue 16, decision 421). */
export const reviewInvitesRoutes: FastifyPluginAsyncZod<{ invites: ReviewInvitesService }> = async (
  app,
  { invites },
) => {
  app.get(
    '/review/invite-requests',
    {
      schema: {
        querystring: InviteRequestsQuerySchema,
        response: { 200: InviteRequestsPageSchema },
      },
    },
    (request) => invites.list(request.actor, request.query),
  );

  app.post(
    '/review/invite-requests/:inviteId/decision',
    {
      schema: {
        params: InviteDecisionParamsSchema,
        body: InviteDecisionBodySchema,
        response: { 200: InviteDecisionResultSchema },
      },
    },
    (request) => invites.decide(request.actor, request.params.inviteId, request.body),
  );
};
