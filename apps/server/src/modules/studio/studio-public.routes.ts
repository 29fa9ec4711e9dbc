import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StorageProvider } from '../../integrations/storage/storage-provider';
import { TERMS_PATH } from './studio.presenter';
import type { StudioRepository } from './studio.repository';
import type { StudioImages } from './studio-images';
import { STUDIO_IMAGE_PATH } from './studio-images';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What creators load without a bearer (plain links and img tags): studio images by their
 * unguessable names, and each published version of a campaign's custom terms (decision 563).
 */
export const studioPublicRoutes: FastifyPluginAsyncZod<{
  images: StudioImages;
  repo: StudioRepository;
  storage: StorageProvider;
}> = async (app, { images, repo, storage }) => {
  app.get(
    `${STUDIO_IMAGE_PATH}/:name`,
    { schema: { hide: true, params: z.object({ name: z.string().max(60) }) }, logLevel: 'warn' },
    async (request, reply) => {
      const key = await images.storageKeyOf(request.params.name);
      if (!key) throw new AppError('not_found', 'The image was not found.');
      const stream = await storage.read(key);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    `${TERMS_PATH}/:termsId/:version`,
    {
      schema: {
        hide: true,
        params: z.object({
          termsId: z.coerce.number().int().positive().max(2_147_483_647),
          version: z
            .string()
            .regex(/^v\d{1,6}$/)
            .transform((v) => Number(v.slice(1))),
        }),
      },
    },
    async (request, reply) => {
      const terms = await repo.findTermsVersion(request.params.termsId, request.params.version);
      if (!terms) throw new AppError('not_found', 'These terms were not found.');
      const title = `${escapeHtml(terms.campaign_name)} — terms of ${escapeHtml(terms.brand_name)} (version ${request.params.version})`;
      const body = escapeHtml(terms.body)
        .split(/\n{2,}/)
        .map((p) => `<p>${p.replaceAll('\n', '<br>')}</p>`)
        .join('\n');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1b1e}</style></head><body><main><h1>${title}</h1>\n${body}</main></body></html>`,
        );
    },
  );
};
