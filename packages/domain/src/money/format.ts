// Building a formatter is the slow part (a card per invite formats its payout): kept per locale.
const dollarFormats = new Map<string, Intl.NumberFormat>();

/**
 * Dollars as money for the creator's locale: '$150', '$49.50' (cents only when there are some).
 * Amounts are kept in cents; callers divide once, here at the edge.
 */
export function formatDollars(amount: number, locale = 'en-US'): string {
  const cents = !Number.isInteger(amount);
  const key = `${locale}:${cents}`;
  let format = dollarFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: cents ? 2 : 0,
    });
    dollarFormats.set(key, format);
  }
  return format.format(amount);
}
