import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FlagsSchema, type FlagsService } from './flags.service';

export const flagsRoutes: FastifyPluginAsyncZod<{ flags: FlagsService }> = async (
  app,
  { flags },
) => {
  app.get('/flags', { schema: { response: { 200: FlagsSchema } } }, async () => ({
    flags: await flags.all(),
  }));
};
