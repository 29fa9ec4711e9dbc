import { formatMonthDay } from '@portal/domain/content/funnel-header';

/** The reviewer's own clock for when something happened. */
export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Review-by dates print as the creator sees them (M/D, UTC: funnel-header). */
export const formatDay = formatMonthDay;

export const formatDollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export const creatorLabel = (c: { name: string | null; email: string; handle?: string | null }) =>
  c.name ?? c.email;
