/**
 * Where a creator's payout stands (issues 14, 26), and what the creator and ops are told.
 * Amounts are cents. Decision 524 gives each PayPal status its meaning:
 * - 'owed': approved and recorded, not yet sent; 'sent': with PayPal, not yet final;
 * - 'on_hold': PayPal is reviewing it (ONHOLD); 'unclaimed': PayPal holds it for the creator to
 *   claim (UNCLAIMED: no PayPal account on that e-mail yet);
 * - 'paid' (SUCCESS);
 * - 'returned' (RETURNED): it came back to us — unclaimed for 30 days, or ops cancelled it;
 * - 'refunded' (REFUNDED): the creator sent it back from PayPal;
 * - 'reversed' (REVERSED): PayPal took it back after paying it (a dispute or PayPal's review);
 * - 'blocked' (BLOCKED): PayPal blocked it — nothing the creator's e-mail can fix;
 * - 'failed' (FAILED): it could not be paid to that e-mail.
 */
export const PAYOUT_STATES = [
  'owed',
  'sent',
  'on_hold',
  'unclaimed',
  'paid',
  'returned',
  'refunded',
  'reversed',
  'blocked',
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
    case 'ON_HOLD':
      return 'on_hold';
    case 'RETURNED':
      return 'returned';
    case 'REFUNDED':
      return 'refunded';
    case 'REVERSED':
      return 'reversed';
    case 'BLOCKED':
      return 'blocked';
    case 'FAILED':
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
  'refunded',
  'reversed',
  'blocked',
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
    help: 'Log in to PayPal with the e-mail in your profile (or sign up with it) within 30 days to claim the payment; after that it comes back to us.',
  },
  paid: { label: 'Paid', help: null },
  returned: {
    label: 'Returned by PayPal',
    help: 'Nobody claimed the payment at your PayPal e-mail, so PayPal sent it back to us. Check the PayPal e-mail in your profile: saving it sends the payment again.',
  },
  refunded: {
    label: 'Sent back by you',
    help: 'This payment was refunded from your PayPal account. If that was a mistake, contact support and we will sort it out.',
  },
  reversed: {
    label: 'Reversed by PayPal',
    help: 'PayPal took this payment back after it was paid. Our team is looking into it with PayPal and will contact you.',
  },
  blocked: {
    label: 'Blocked by PayPal',
    help: 'PayPal blocked this payment. It is not a problem with your e-mail: our team is looking into it with PayPal.',
  },
  failed: {
    label: 'Payment failed',
    help: 'Your PayPal e-mail could not receive the payment — update it in your profile.',
  },
};

/** What ops read for each state on the payouts page: what it means and what to do. */
export const PAYOUT_STATE_FOR_OPS: Record<PayoutState, string> = {
  owed: 'Owed: the next payout run sends it.',
  sent: 'With PayPal, not final yet.',
  on_hold: 'PayPal is reviewing it; nothing to do unless it stays on hold for days.',
  unclaimed:
    'No PayPal account on that e-mail yet: PayPal returns it after 30 days. You can cancel it now (the money comes back) and it goes again once the creator fixes the e-mail.',
  paid: 'Paid.',
  returned:
    'Back with us (unclaimed for 30 days, or cancelled): it goes again automatically when the creator saves a new PayPal e-mail.',
  refunded:
    'The creator refunded it from PayPal: the money is back with us. Nothing is sent again on its own — ask the creator.',
  reversed:
    'PayPal reversed it after paying: the money is back with us. Check the case with PayPal before paying again.',
  blocked:
    "PayPal blocked it (compliance or risk). Nothing is sent again on its own: contact PayPal; the creator's e-mail is not the cause.",
  failed: 'PayPal could not pay that e-mail: it goes again when the creator saves a new one.',
};

/**
 * PayPal's reasons (the item's error name) in words anyone reads; an unknown name is shown as it
 * is, so nothing PayPal says is hidden.
 */
const PAYPAL_REASONS: Record<string, string> = {
  RECEIVER_UNREGISTERED: 'No PayPal account uses this e-mail yet.',
  RECEIVER_UNCONFIRMED: 'The payment was not claimed in time, or it was cancelled.',
  RECEIVER_ACCOUNT_LOCKED: 'The PayPal account of this e-mail is locked or inactive.',
  RECEIVER_STATE_RESTRICTED: 'PayPal restricts payments to this account.',
  RECEIVER_COUNTRY_NOT_ALLOWED: "PayPal cannot pay accounts in the receiver's country.",
  DENIED: 'PayPal denied the batch.',
  INSUFFICIENT_FUNDS: 'Our PayPal balance was too low to pay.',
};

/** The reason to show beside a payout's state, from PayPal's error name; null when none. */
export function payoutReason(paypalError: string | null | undefined): string | null {
  if (!paypalError) return null;
  return PAYPAL_REASONS[paypalError] ?? paypalError;
}

/** Epoch seconds of each step that happened; null for the ones that have not. */
export type PayoutDates = {
  approvedAt: number | null;
  createdAt: number | null;
  sentAt: number | null;
  finalAt: number | null;
};

export type PayoutStep = { label: string; at: number | null; done: boolean };

/** States that end a payout's way to the creator other than paid (its last timeline step). */
const UNPAID_ENDS: readonly PayoutState[] = [
  'returned',
  'refunded',
  'reversed',
  'blocked',
  'failed',
  'unclaimed',
];

/**
 * The payout timeline of a piece of content (issue 14): approved → payout created → sent to
 * PayPal → paid, or the state it ended in instead of paid. A step not reached yet is listed
 * without a date, so the creator sees what comes next.
 */
export function payoutTimeline(state: PayoutState, dates: PayoutDates): PayoutStep[] {
  const final =
    state === 'paid' || UNPAID_ENDS.includes(state) ? PAYOUT_STATE_COPY[state].label : 'Paid';
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
