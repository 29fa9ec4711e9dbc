import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContentParamsSchema,
  IdempotencyHeadersSchema,
  InviteParamsSchema,
  PostSubmissionBodySchema,
  PotentialDistributionBodySchema,
  PotentialDistributionSchema,
  SocialPostsSchema,
  SubmittedPostSchema,
  YoutubeVideoBodySchema,
} from './content.schemas';
import type { PostSubmissionService } from './post-submissions.service';

/** Posts, YouTube videos and potential distributions (what is already live). */
export const postSubmissionsRoutes: FastifyPluginAsyncZod<{
  postSubmissions: PostSubmissionService;
}> = async (app, { postSubmissions }) => {
  app.get(
    '/creator/invites/:inviteId/posts',
    { schema: { params: InviteParamsSchema, response: { 200: SocialPostsSchema } } },
    (request) => postSubmissions.listPosts(request.actor, request.params.inviteId),
  );

  app.post(
    '/creator/invites/:inviteId/posts',
    {
      schema: {
        params: InviteParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: PostSubmissionBodySchema,
        response: { 201: SubmittedPostSchema },
      },
    },
    async (request, reply) => {
      const { actor, params, body, headers } = request;
      const submitted = await postSubmissions.submitPost(
        actor,
        params.inviteId,
        body.post_id,
        headers['idempotency-key'],
      );
      return reply.status(201).send(submitted);
    },
  );

  app.post(
    '/creator/invites/:inviteId/youtube-videos',
    {
      schema: {
        params: InviteParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: YoutubeVideoBodySchema,
        response: { 201: SubmittedPostSchema },
      },
    },
    async (request, reply) => {
      const { actor, params, body, headers } = request;
      const submitted = await postSubmissions.submitYoutubeVideo(
        actor,
        params.inviteId,
        body.video_url,
        headers['idempotency-key'],
      );
      return reply.status(201).send(submitted);
    },
  );

  app.post(
    '/creator/submissions/:contentMetadataId/potential-distributions',
    {
      schema: {
        params: ContentParamsSchema,
        body: PotentialDistributionBodySchema,
        response: { 200: PotentialDistributionSchema },
      },
    },
    (request) =>
      postSubmissions.createPotentialDistribution(
        request.actor,
        request.params.contentMetadataId,
        request.body.post_id,
      ),
  );
};
