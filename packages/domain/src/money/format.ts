/**
 * Dollars as money for the creator's locale: '$150', '$49.50' (cents only when there are some).
 * Amounts are kept in cents; callers divide once, here at the edge.
 */
export function formatDollars(amount: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}
