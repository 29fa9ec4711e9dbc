import { formatDollars } from '@portal/domain/money/format';

/**
 * An amount kept in cents, shown as money the way the domain writes it ('$150', '$49.50'):
 * every amount on every screen of both apps goes through here or the domain's formatDollars.
 */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}

export { formatDollars };
