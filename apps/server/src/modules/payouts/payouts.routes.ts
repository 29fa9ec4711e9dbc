import {
  PayoutBatchesSchema,
  PayoutBatchParamsSchema,
  PayoutCancelResultSchema,
  PayoutHistorySchema,
  PayoutParamsSchema,
  PayoutResolveBodySchema,
  PayoutRunResultSchema,
} from '@portal/domain/money/payout-batches-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PayoutsService } from './payouts.service';

/** Issues 14 and 26, ops only (bearer scope): pay, follow the batches, act when PayPal says no. */
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

  // A batch PayPal refused or that got stuck: send it again (same key) or release its payouts.
  app.post(
    '/review/payouts/batches/:batchId/resolve',
    {
      schema: {
        params: PayoutBatchParamsSchema,
        body: PayoutResolveBodySchema,
        response: { 200: PayoutRunResultSchema },
      },
    },
    (request) => payouts.resolveBatch(request.actor, request.params.batchId, request.body.action),
  );

  app.post(
    '/review/payouts/:payoutId/cancel',
    { schema: { params: PayoutParamsSchema, response: { 200: PayoutCancelResultSchema } } },
    (request) => payouts.cancelPayout(request.actor, request.params.payoutId),
  );

  app.get(
    '/review/payouts/:payoutId/history',
    { schema: { params: PayoutParamsSchema, response: { 200: PayoutHistorySchema } } },
    async (request) => ({ changes: await payouts.history(request.actor, request.params.payoutId) }),
  );
};

/**
 * PayPal's webhook, public (PayPal sends no bearer token). The body is kept as the bytes PayPal
 * sent: PayPal verifies its signature over exactly those (decision 523). Payout events only;
 * each event id once; answered 200 once handled or ignored, 400 when it does not verify.
 */
export const payoutsWebhookRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post('/api/v1/payouts/paypal/webhook', { schema: { hide: true } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const result = await payouts.webhook(raw, request.headers);
    return { ok: true, handled: result.handled };
  });
};
