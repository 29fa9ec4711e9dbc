import {
  BrandCreateSchema,
  BrandListQuerySchema,
  BrandListSchema,
  BrandParamsSchema,
  BrandSchema,
  BrandUpdateSchema,
  MAX_LOGO_BYTES,
} from '@portal/domain/brands/brand-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffActorLookup } from '../staff/staff-actor.repository';
import type { BrandsService } from './brands.service';

/** Brands in the console (issue 28): list, read, create, edit, archive, restore, logo. */
export const brandsRoutes: FastifyPluginAsyncZod<{
  brands: BrandsService;
  actors: StaffActorLookup;
}> = async (app, { brands, actors }) => {
  // A logo arrives as the image's own bytes (any image type; the bytes decide what it is).
  app.addContentTypeParser(
    /^(image\/[\w.+-]+|application\/octet-stream)$/,
    { parseAs: 'buffer', bodyLimit: MAX_LOGO_BYTES },
    (_request, body, done) => done(null, body),
  );
  const actor = (request: { actor: Parameters<StaffActorLookup['of']>[0] }) =>
    actors.of(request.actor);

  app.get(
    '/console/brands',
    { schema: { querystring: BrandListQuerySchema, response: { 200: BrandListSchema } } },
    async (request) => brands.list(await actor(request), request.query.show),
  );

  app.post(
    '/console/brands',
    { schema: { body: BrandCreateSchema, response: { 200: BrandSchema, 201: BrandSchema } } },
    async (request, reply) => {
      const { replayed, ...brand } = await brands.create(await actor(request), request.body);
      return reply.status(replayed ? 200 : 201).send(brand);
    },
  );

  app.get(
    '/console/brands/:brandId',
    { schema: { params: BrandParamsSchema, response: { 200: BrandSchema } } },
    async (request) => brands.get(await actor(request), request.params.brandId),
  );

  app.patch(
    '/console/brands/:brandId',
    {
      schema: {
        params: BrandParamsSchema,
        body: BrandUpdateSchema,
        response: { 200: BrandSchema },
      },
    },
    async (request) => brands.update(await actor(request), request.params.brandId, request.body),
  );

  app.post(
    '/console/brands/:brandId/archive',
    { schema: { params: BrandParamsSchema, response: { 200: BrandSchema } } },
    async (request) => brands.archive(await actor(request), request.params.brandId),
  );

  app.post(
    '/console/brands/:brandId/restore',
    { schema: { params: BrandParamsSchema, response: { 200: BrandSchema } } },
    async (request) => brands.restore(await actor(request), request.params.brandId),
  );

  app.put(
    '/console/brands/:brandId/logo',
    { schema: { params: BrandParamsSchema, response: { 200: BrandSchema } } },
    async (request) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return brands.setLogo(await actor(request), request.params.brandId, bytes);
    },
  );
};
