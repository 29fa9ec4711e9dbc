import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SANDBOX_CONSENT_PATH, type SandboxSocial } from '../../integrations/social/sandbox-social';
import { sandboxConsentPage } from './sandbox-consent.page';
import {
  CallbackParamsSchema,
  CallbackQuerySchema,
  SandboxConsentQuerySchema,
} from './social.schemas';
import type { SocialService } from './social.service';

/**
 * Routes the browser reaches by redirect, without the bearer token: the OAuth callback (the
 * signed state says who is connecting) and, with the sandbox provider, its consent page.
 */
export const socialPublicRoutes: FastifyPluginAsyncZod<{
  social: SocialService;
  sandbox: SandboxSocial | null;
}> = async (app, { social, sandbox }) => {
  app.get(
    '/api/v1/social/oauth/:platform/callback',
    { schema: { params: CallbackParamsSchema, querystring: CallbackQuerySchema, hide: true } },
    async (request, reply) =>
      reply.redirect(await social.completeConnection(request.params.platform, request.query), 303),
  );

  if (!sandbox) return;
  app.get(
    SANDBOX_CONSENT_PATH,
    { schema: { querystring: SandboxConsentQuerySchema, hide: true } },
    async (request, reply) => {
      const { platform, state, handle, decision } = request.query;
      if (!decision) {
        return reply
          .type('text/html; charset=utf-8')
          .send(sandboxConsentPage(platform, state, SANDBOX_CONSENT_PATH));
      }
      const callback = `/api/v1/social/oauth/${platform}/callback`;
      const clean = handle?.trim().replace(/^@+/, '');
      if (decision === 'deny') {
        return reply.redirect(
          `${callback}?${new URLSearchParams({ error: 'access_denied', state })}`,
          303,
        );
      }
      if (!clean || !/^[A-Za-z0-9._]{1,30}$/.test(clean)) {
        throw new AppError('validation_failed', 'Type the handle to connect.', {
          fields: { handle: 'Type the handle to connect.' },
        });
      }
      const code = sandbox.issueCode(platform, clean);
      return reply.redirect(`${callback}?${new URLSearchParams({ code, state })}`, 303);
    },
  );
};
