import {
  PayoutBatchesSchema,
  PayoutHistorySchema,
  PayoutParamsSchema,
  PayoutRunResultSchema,
} from '@portal/domain/money/payout-batches-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PayoutsService } from './payouts.service';

/** Issue 14, ops only (bearer scope): pay everything owed, and follow the batches. */
export const payoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.post(
    '/review/payouts/run',
    { schema: { response: { 200: PayoutRunResultSchema } } },
    (request) => payouts.payEverythingOwed(request.actor),
  );

  app.get(
    '/review/payouts/batches',
    { schema: { response: { 200: PayoutBatchesSchema } } },
    async (request) => ({ batches: await payouts.listBatches(request.actor) }),
  );

  app.get(
    '/review/payouts/:payoutId/history',
    { schema: { params: PayoutParamsSchema, response: { 200: PayoutHistorySchema } } },
    async (request) => ({ changes: await payouts.history(request.actor, request.params.payoutId) }),
  );
};

/**
 * PayPal's webhook, public (PayPal sends no bearer token): answered 200 only after PayPal
 * verified the signature; the event only makes us read the batch back from PayPal.
 */
export const payoutsWebhookRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.post('/api/v1/payouts/paypal/webhook', { schema: { hide: true } }, async (request) => {
    await payouts.webhook(request.headers, request.body);
    return { ok: true };
  });
};
