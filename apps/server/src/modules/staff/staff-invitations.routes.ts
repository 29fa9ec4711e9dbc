import {
  InvitationAcceptedSchema,
  InvitationAcceptSchema,
  InvitationCheckBodySchema,
  InvitationCheckSchema,
} from '@portal/domain/staff/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffService } from './staff.service';

/**
 * The invitee's side of a staff invitation (issue 28): no bearer, the link's token in the body
 * (never in a URL the server logs), every call rate limited like sign-in.
 */
export const staffInvitationRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  rateLimit: { max: number; windowMs: number };
}> = async (app, { staff, rateLimit }) => {
  const config = { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs } };

  app.post(
    '/staff-invitations/check',
    {
      config,
      schema: { body: InvitationCheckBodySchema, response: { 200: InvitationCheckSchema } },
    },
    (request) => staff.check(request.body.token),
  );

  app.post(
    '/staff-invitations/accept',
    {
      config,
      schema: { body: InvitationAcceptSchema, response: { 200: InvitationAcceptedSchema } },
    },
    (request) => staff.accept(request.body.token, request.body.password),
  );

  app.post(
    '/staff-invitations/renewal-request',
    { config, schema: { body: InvitationCheckBodySchema } },
    async (request, reply) => {
      await staff.requestRenewal(request.body.token);
      return reply.status(202).send();
    },
  );
};
