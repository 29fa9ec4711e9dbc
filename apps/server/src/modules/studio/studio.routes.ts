import { MAX_IMAGE_BYTES } from '@portal/domain/content/upload';
import { BoardCountsSchema } from '@portal/domain/studio/board';
import { CAMPAIGN_LIFECYCLES } from '@portal/domain/studio/lifecycle';
import {
  CreateStudioCampaignSchema,
  PublishResultSchema,
  PublishSchema,
  SaveDraftSchema,
  StudioCampaignParamsSchema,
  StudioCampaignSchema,
  StudioImageSchema,
  StudioOptionsSchema,
  StudioPreviewSchema,
} from '@portal/domain/studio/studio-api';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffActorLookup } from '../staff/staff-actor.repository';
import type { StudioService } from './studio.service';

const ListQuerySchema = z.object({
  brand_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  lifecycle: z.enum(CAMPAIGN_LIFECYCLES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

const ListSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      brand: z.object({ id: z.number(), name: z.string() }),
      lifecycle: z.enum(CAMPAIGN_LIFECYCLES),
      status: z.number(),
      flight_start: z.string().nullable(),
      flight_end: z.string().nullable(),
      has_unpublished_changes: z.boolean(),
      updated_at: z.string(),
      counts: BoardCountsSchema,
    }),
  ),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
});

const params = StudioCampaignParamsSchema;

/** The campaign studio's campaign routes (issue 29), in the bearer scope. */
export const studioRoutes: FastifyPluginAsyncZod<{
  studio: StudioService;
  actors: StaffActorLookup;
}> = async (app, { studio, actors }) => {
  app.get(
    '/studio/campaigns',
    { schema: { querystring: ListQuerySchema, response: { 200: ListSchema } } },
    async (request) => studio.list(await actors.of(request.actor), request.query),
  );
  app.get(
    '/studio/options',
    { schema: { response: { 200: StudioOptionsSchema } } },
    async (request) => studio.options(await actors.of(request.actor)),
  );
  app.post(
    '/studio/campaigns',
    { schema: { body: CreateStudioCampaignSchema, response: { 201: StudioCampaignSchema } } },
    async (request, reply) =>
      reply.status(201).send(await studio.create(await actors.of(request.actor), request.body)),
  );
  app.get(
    '/studio/campaigns/:campaignId',
    { schema: { params, response: { 200: StudioCampaignSchema } } },
    async (request) => studio.get(await actors.of(request.actor), request.params.campaignId),
  );
  app.put(
    '/studio/campaigns/:campaignId/draft',
    { schema: { params, body: SaveDraftSchema, response: { 200: StudioCampaignSchema } } },
    async (request) =>
      studio.save(await actors.of(request.actor), request.params.campaignId, request.body),
  );
  app.post(
    '/studio/campaigns/:campaignId/publish',
    { schema: { params, body: PublishSchema, response: { 200: PublishResultSchema } } },
    async (request) =>
      studio.publish(
        await actors.of(request.actor),
        request.params.campaignId,
        request.body.revision,
      ),
  );
  app.post(
    '/studio/campaigns/:campaignId/close',
    { schema: { params, response: { 200: StudioCampaignSchema } } },
    async (request) => studio.close(await actors.of(request.actor), request.params.campaignId),
  );
  app.get(
    '/studio/campaigns/:campaignId/preview',
    { schema: { params, response: { 200: StudioPreviewSchema } } },
    async (request) => studio.preview(await actors.of(request.actor), request.params.campaignId),
  );

  // Images arrive as the request body (one image per request), read whole up to the image limit.
  app.register(async (scope) => {
    const images = scope.withTypeProvider<ZodTypeProvider>();
    images.addContentTypeParser(
      /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i,
      { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES },
      (_request, body, done) => done(null, body),
    );
    images.post(
      '/studio/campaigns/:campaignId/images',
      {
        bodyLimit: MAX_IMAGE_BYTES,
        schema: {
          params,
          querystring: z.object({ filename: z.string().max(255).optional() }),
          response: { 201: StudioImageSchema },
        },
      },
      async (request, reply) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await studio.uploadImage(
          await actors.of(request.actor),
          request.params.campaignId,
          {
            bytes,
            filename: request.query.filename ?? null,
          },
        );
        return reply.status(201).send(image);
      },
    );
  });
};
