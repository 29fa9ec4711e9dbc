/**
 * Compensation types of a campaign (part 1 section 1 'Compensation types'), as sent on the wire in
 * `influencer_compensation_type`:
 * - `PRODUCT_AND_PAYMENT`: the brand ships a free product and pays for the content;
 * - `PAYMENT_CREATOR_BUYS_PRODUCT`: payment, the creator buys the product (optionally reimbursed
 *   through `creator_expense_amount`);
 * - `PAYMENT`: paid, no product;
 * - `PRODUCT`: unpaid, free product only (the 'free product' / 'social good' labels apply).
 * The spec names the types but not their values; these wire values are our choice.
 */
export const COMPENSATION_TYPES = [
  'PRODUCT_AND_PAYMENT',
  'PAYMENT_CREATOR_BUYS_PRODUCT',
  'PAYMENT',
  'PRODUCT',
] as const;

export type CompensationType = (typeof COMPENSATION_TYPES)[number];

/** A stored compensation type; an unknown value reads as payment only. */
export function compensationTypeOf(value: string): CompensationType {
  return (COMPENSATION_TYPES as readonly string[]).includes(value)
    ? (value as CompensationType)
    : 'PAYMENT';
}

/** Part 1 section 1: every compensation type except `PRODUCT` (free product only) is paid. */
export function isPaidCompensation(type: CompensationType): boolean {
  return type !== 'PRODUCT';
}

export type PayoutTier = 0 | 1 | 2 | 3 | 4;

/**
 * Payout tier shown as dollar signs on a campaign card (part 1 section 9 'Payout tiers').
 * Bands are half-open: (0, 40) → 1, [40, 80) → 2, [80, 150) → 3, [150, ∞) → 4, so 79.995 is
 * still tier 2. Decision: the spec's "under 40 gives 1" is read as a paid amount under 40;
 * 0 (nothing paid), negatives, NaN, ±Infinity, null and undefined give 0 ("otherwise 0"),
 * so an unpaid campaign never shows a '$'.
 */
export function payoutTier(payout_amount: number | null | undefined): PayoutTier {
  if (typeof payout_amount !== 'number' || !Number.isFinite(payout_amount)) return 0;
  if (payout_amount <= 0) return 0;
  if (payout_amount < 40) return 1;
  if (payout_amount < 80) return 2;
  if (payout_amount < 150) return 3;
  return 4;
}

/** The payout tier as dollar signs, '' for tier 0 (part 1 section 2 'Campaign card', section 9). */
export function payoutTierLabel(payout_amount: number | null | undefined): string {
  return '$'.repeat(payoutTier(payout_amount));
}

/**
 * Dollar amount text for the payout lines: whole numbers without decimals ('25'), others with
 * two decimals ('12.50'). The spec says "plus amount" without a format; this is our choice.
 */
export function formatDollarAmount(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** What the payout lines need, from the invite (amounts) and its campaign (the rest). */
export type PayoutLinesInput = {
  payout_amount?: number | null;
  total_payout_amount?: number | null;
  creator_expense_amount?: number | null;
  influencer_compensation_type: CompensationType;
  product_name?: string | null;
};

const isPositive = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The compensation block's lines, in order (part 1 section 9 'Payout shows ...'):
 * 1. 'Content Payment: $' + the amount — only when payout_amount > 0 (decision: an unpaid invite
 *    shows no content-payment line). The spec shows whole dollars rounded down; decision 597 shows
 *    the cents when there are some, since '$125' above 'Total payout: $125.50' tells the creator
 *    two amounts for one payment (whole amounts read as the spec's: '$85');
 * 2. 'Product Reimbursement: $' + amount when creator_expense_amount > 0; otherwise
 *    'Free Product: ' + name (product and payment, and free product only), 'Product: ' + name
 *    (creator buys product), else 'Free Product'. Decision 541 (issue 31): a payment-only
 *    campaign (PAYMENT) ships nothing, so it has no product line at all, and a product the
 *    creator buys without a name gets none either (it is not free);
 * 3. 'Total payout: $' + total when total_payout_amount > 0.
 */
export function payoutLines(input: PayoutLinesInput): string[] {
  const lines: string[] = [];
  if (isPositive(input.payout_amount)) {
    lines.push(`Content Payment: $${formatDollarAmount(input.payout_amount)}`);
  }
  const product = productLine(input);
  if (product) lines.push(product);
  if (isPositive(input.total_payout_amount)) {
    lines.push(`Total payout: $${formatDollarAmount(input.total_payout_amount)}`);
  }
  return lines;
}

function productLine(input: PayoutLinesInput): string | null {
  if (isPositive(input.creator_expense_amount)) {
    return `Product Reimbursement: $${formatDollarAmount(input.creator_expense_amount)}`;
  }
  const type = input.influencer_compensation_type;
  if (type === 'PAYMENT') return null;
  const name = input.product_name?.trim();
  if (type === 'PAYMENT_CREATOR_BUYS_PRODUCT') return name ? `Product: ${name}` : null;
  return name ? `Free Product: ${name}` : 'Free Product';
}
