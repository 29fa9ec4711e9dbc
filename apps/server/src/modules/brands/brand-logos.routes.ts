import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LogoStore } from './brand-logo';

/**
 * Brand logos, public like the brand itself: creators' campaign cards show them. A logo's name
 * carries its picture's hash, so a browser keeps it for a year.
 */
export const brandLogosRoutes: FastifyPluginAsyncZod<{ logos: LogoStore }> = async (
  app,
  { logos },
) => {
  app.get(
    '/brand-logos/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(64) }) }, logLevel: 'warn' },
    async (request, reply) => {
      const bytes = await logos.read(request.params.file);
      if (!bytes) throw new AppError('not_found', 'The logo was not found.');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(bytes);
    },
  );
};
