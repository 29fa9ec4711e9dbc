import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentParamsSchema,
  CreateContentBodySchema,
  GenericSubmissionSchema,
  IdempotencyHeadersSchema,
  InviteContentParamsSchema,
  InviteParamsSchema,
  NewContentDataSchema,
  NewContentQuerySchema,
  SubmissionsSchema,
  SubmitForReviewBodySchema,
} from './content.schemas';
import type { ContentService } from './content.service';

/** Generic submissions: new content data, creation, one submission, the list, review. */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.get(
    '/creator/submissions/new',
    { schema: { querystring: NewContentQuerySchema, response: { 200: NewContentDataSchema } } },
    (request) => content.getNewContentData(request.actor, request.query.invite_id),
  );

  app.post(
    '/creator/submissions',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        body: CreateContentBodySchema,
        response: { 201: GenericSubmissionSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const created = await content.createGenericContent(request.actor, request.body, key);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/creator/submissions/:contentMetadataId',
    { schema: { params: ContentParamsSchema, response: { 200: GenericSubmissionSchema } } },
    (request) => content.getSubmission(request.actor, request.params.contentMetadataId),
  );

  app.get(
    '/creator/invites/:inviteId/submissions',
    { schema: { params: InviteParamsSchema, response: { 200: SubmissionsSchema } } },
    (request) => content.listSubmissions(request.actor, request.params.inviteId),
  );

  app.post(
    '/creator/invites/:inviteId/submissions/:contentMetadataId/approval-review',
    {
      schema: {
        params: InviteContentParamsSchema,
        body: SubmitForReviewBodySchema,
        response: { 200: GenericSubmissionSchema },
      },
    },
    (request) =>
      content.submitForApprovalReview(
        request.actor,
        request.params.inviteId,
        request.params.contentMetadataId,
        request.body.caption,
      ),
  );
};
