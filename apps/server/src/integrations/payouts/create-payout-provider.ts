import type { PayoutsConfig } from '../../config';
import { createLedgerPayouts, type LedgerBatchLookup } from './ledger-payouts';
import type { PayoutProvider } from './payout-provider';
import { createPaypalPayouts } from './paypal-payouts';

/** The payout provider the configuration names; the ledger reads its batches with `lookup`. */
export function createPayoutProvider(
  config: PayoutsConfig,
  deps: { clock: () => Date; lookup?: LedgerBatchLookup },
): PayoutProvider {
  if (config.provider === 'paypal')
    return createPaypalPayouts(config.paypal, { clock: deps.clock });
  return createLedgerPayouts({
    lookup: deps.lookup,
    paidAfterMs: config.paidAfterMs,
    clock: deps.clock,
  });
}
