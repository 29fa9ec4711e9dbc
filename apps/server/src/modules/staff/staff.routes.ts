import {
  ConsoleMeSchema,
  InvitationParamsSchema,
  StaffInvitationSchema,
  StaffInviteSchema,
  StaffListQuerySchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffRoleChangeSchema,
  StaffUserParamsSchema,
} from '@portal/domain/staff/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffService } from './staff.service';
import type { StaffActorLookup } from './staff-actor.repository';

/** The team in the console (issue 28): staff, invitations, roles, deactivation. Bearer scope. */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  actors: StaffActorLookup;
}> = async (app, { staff, actors }) => {
  app.get('/console/me', { schema: { response: { 200: ConsoleMeSchema } } }, async (request) =>
    staff.me(await actors.of(request.actor)),
  );

  app.get(
    '/console/staff',
    { schema: { querystring: StaffListQuerySchema, response: { 200: StaffListSchema } } },
    async (request) => staff.list(await actors.of(request.actor), request.query),
  );

  app.post(
    '/console/staff/invitations',
    { schema: { body: StaffInviteSchema, response: { 200: StaffInvitationSchema } } },
    async (request) => staff.invite(await actors.of(request.actor), request.body),
  );

  app.post(
    '/console/staff/invitations/:invitationId/resend',
    { schema: { params: InvitationParamsSchema, response: { 200: StaffInvitationSchema } } },
    async (request) => staff.resend(await actors.of(request.actor), request.params.invitationId),
  );

  app.post(
    '/console/staff/invitations/:invitationId/revoke',
    { schema: { params: InvitationParamsSchema, response: { 200: StaffInvitationSchema } } },
    async (request) => staff.revoke(await actors.of(request.actor), request.params.invitationId),
  );

  app.patch(
    '/console/staff/:userId/role',
    {
      schema: {
        params: StaffUserParamsSchema,
        body: StaffRoleChangeSchema,
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) =>
      staff.changeRole(await actors.of(request.actor), request.params.userId, request.body),
  );

  app.post(
    '/console/staff/:userId/deactivate',
    { schema: { params: StaffUserParamsSchema, response: { 200: StaffMemberSchema } } },
    async (request) => staff.deactivate(await actors.of(request.actor), request.params.userId),
  );

  app.post(
    '/console/staff/:userId/reactivate',
    { schema: { params: StaffUserParamsSchema, response: { 200: StaffMemberSchema } } },
    async (request) => staff.reactivate(await actors.of(request.actor), request.params.userId),
  );
};
