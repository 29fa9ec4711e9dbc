import type { FastifyBaseLogger } from 'fastify';
import type { PayoutsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createPayoutProvider } from '../../integrations/payouts/create-payout-provider';
import type { PayoutProvider } from '../../integrations/payouts/payout-provider';
import type { FunnelService } from '../funnel/funnel.service';
import { createNewsWriter } from '../notifications/news-writer';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createPayoutsRepository } from './payouts.repository';
import { createPayoutsService } from './payouts.service';

/**
 * Issue 14's money moving for the composition root: the configured provider (the ledger reads
 * its batches from our own tables) and the payout runs, status job and webhook.
 */
export function createPayoutsModule(deps: {
  config: PayoutsConfig;
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  provider?: PayoutProvider;
  funnel: FunnelService;
}) {
  const repo = createPayoutsRepository(deps.db);
  const lookup = async (providerBatchId: string) =>
    (await repo.ledgerItems(providerBatchId)).flatMap((row) =>
      row.sender_item_id && row.sent_at
        ? [{ sender_item_id: row.sender_item_id, sent_at: row.sent_at }]
        : [],
    );
  const provider =
    deps.provider ?? createPayoutProvider(deps.config, { clock: deps.clock, lookup });
  const firstPollMs = deps.config.provider === 'ledger' ? deps.config.paidAfterMs + 1000 : 60_000;
  const payouts = createPayoutsService({
    db: deps.db,
    repo,
    news: createNewsWriter(createNotificationsRepository(deps.db)),
    funnel: deps.funnel,
    provider,
    clock: deps.clock,
    log: deps.log,
    firstPollMs,
  });
  return { payouts, payoutProvider: provider };
}
