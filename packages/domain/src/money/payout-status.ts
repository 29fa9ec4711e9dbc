/**
 * Where a creator's payout stands (issue 14), and what the creator is told. Amounts are cents.
 * 'owed': approved and recorded, not yet sent; 'sent': with PayPal, not yet final; 'paid';
 * 'on_hold': PayPal is reviewing it; 'unclaimed': PayPal holds it for the creator to claim;
 * 'returned' and 'failed': it did not reach the creator.
 */
export const PAYOUT_STATES = [
  'owed',
  'sent',
  'on_hold',
  'unclaimed',
  'paid',
  'returned',
  'failed',
] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/**
 * PayPal Payouts' item `transaction_status` → our state. PayPal documents SUCCESS, FAILED,
 * PENDING, UNCLAIMED, RETURNED, ONHOLD, BLOCKED, REFUNDED, REVERSED (and NEW before processing);
 * an unknown value is read as still with PayPal, so a new status never reads as paid.
 */
export function payoutStateOfPaypal(status: string): PayoutState {
  switch (status.toUpperCase()) {
    case 'SUCCESS':
      return 'paid';
    case 'UNCLAIMED':
      return 'unclaimed';
    case 'ONHOLD':
      return 'on_hold';
    case 'RETURNED':
    case 'REFUNDED':
    case 'REVERSED':
      return 'returned';
    case 'FAILED':
    case 'BLOCKED':
    case 'DENIED':
      return 'failed';
    default:
      return 'sent';
  }
}

/**
 * The payouts table's stored status as a state: 'pending' is owed (the name the ledger gave it
 * first), every other stored value is the state itself.
 */
export function payoutStateOfStored(status: string): PayoutState {
  return (PAYOUT_STATES as readonly string[]).includes(status) ? (status as PayoutState) : 'owed';
}

/** The payouts table's status for a state (owed is stored as 'pending'). */
export function storedStatusOf(state: PayoutState): StoredPayoutStatus {
  return state === 'owed' ? 'pending' : state;
}

export const STORED_PAYOUT_STATUSES = [
  'pending',
  'sent',
  'on_hold',
  'unclaimed',
  'paid',
  'returned',
  'failed',
] as const;
export type StoredPayoutStatus = (typeof STORED_PAYOUT_STATUSES)[number];

/** What the creator reads for each state: a short label, and what to do when there is something. */
export const PAYOUT_STATE_COPY: Record<PayoutState, { label: string; help: string | null }> = {
  owed: { label: 'Payment being prepared', help: null },
  sent: { label: 'Sent to PayPal', help: null },
  on_hold: {
    label: 'On hold at PayPal',
    help: 'PayPal is reviewing this payment; it usually clears within a few days.',
  },
  unclaimed: {
    label: 'Waiting for you in PayPal',
    help: 'Log in to PayPal with the e-mail in your profile (or sign up with it) to claim the payment.',
  },
  paid: { label: 'Paid', help: null },
  returned: {
    label: 'Returned by PayPal',
    help: 'Your PayPal e-mail could not receive the payment — update it in your profile.',
  },
  failed: {
    label: 'Payment failed',
    help: 'Your PayPal e-mail could not receive the payment — update it in your profile.',
  },
};

/** Epoch seconds of each step that happened; null for the ones that have not. */
export type PayoutDates = {
  approvedAt: number | null;
  createdAt: number | null;
  sentAt: number | null;
  finalAt: number | null;
};

export type PayoutStep = { label: string; at: number | null; done: boolean };

/**
 * The payout timeline of a piece of content (issue 14): approved → payout created → sent to
 * PayPal → paid, or the state it ended in instead of paid. A step not reached yet is listed
 * without a date, so the creator sees what comes next.
 */
export function payoutTimeline(state: PayoutState, dates: PayoutDates): PayoutStep[] {
  const final =
    state === 'paid' || state === 'returned' || state === 'failed' || state === 'unclaimed'
      ? PAYOUT_STATE_COPY[state].label
      : 'Paid';
  const steps: [string, number | null][] = [
    ['Approved', dates.approvedAt],
    ['Payout created', dates.createdAt],
    ['Sent to PayPal', dates.sentAt],
    [final, dates.finalAt],
  ];
  // A step is done when it, or a later one, happened: a payout paid by hand was never "sent",
  // and content approved before its trail was kept has no approval date, yet both are behind it.
  return steps.map(([label, at], index) => ({
    label,
    at,
    done: steps.slice(index).some(([, later]) => later !== null),
  }));
}
