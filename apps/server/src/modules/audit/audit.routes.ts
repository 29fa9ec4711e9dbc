import {
  AuditExportQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
} from '@portal/domain/audit/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffActorLookup } from '../staff/staff-actor.repository';
import type { AuditService } from './audit.service';

/** The audit log for the console (issue 28): a page with filters, and the same as CSV. */
export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditService;
  actors: StaffActorLookup;
}> = async (app, { audit, actors }) => {
  app.get(
    '/console/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => audit.list(await actors.of(request.actor), request.query),
  );

  app.get(
    '/console/audit.csv',
    { schema: { querystring: AuditExportQuerySchema } },
    async (request, reply) => {
      const csv = await audit.exportCsv(await actors.of(request.actor), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
};
