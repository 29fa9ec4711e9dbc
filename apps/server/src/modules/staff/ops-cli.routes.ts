import { AppError } from '@portal/domain/errors/app-error';
import { StaffEmailSchema } from '@portal/domain/staff/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sameKey } from './ops-cli-key';
import type { StaffService } from './staff.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `npm run ops -- create-admin EMAIL` against a running server that holds the embedded database
 * (decision 534): only from this machine (the socket's own address, never a forwarded one) and
 * only with the key from the data folder. Hidden from the API documentation.
 */
export const opsCliRoutes: FastifyPluginAsyncZod<{ staff: StaffService; key: string }> = async (
  app,
  { staff, key },
) => {
  app.post(
    '/api/v1/ops-cli/first-admin',
    {
      schema: { hide: true, body: z.object({ email: StaffEmailSchema }) },
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request) => {
      const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
      if (!local || !sameKey(request.headers['x-ops-cli-key'] as string | undefined, key)) {
        throw new AppError('forbidden', 'This command runs on the server machine only.');
      }
      const result = await staff.createFirstAdmin(request.body.email);
      return 'expiresAt' in result
        ? { ...result, expiresAt: result.expiresAt.toISOString() }
        : result;
    },
  );
};
