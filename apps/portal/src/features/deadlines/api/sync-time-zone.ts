import { browserTimeZone } from '@portal/web-kit/format/dates';
import { api } from '@/lib/api-client';

const SENT_KEY = 'portal.time-zone-sent';

/**
 * Tells the server the creator's time zone (the browser's), so the calendar feed and the
 * reminders use the creator's days. Sent once per user and zone: a creator who travels is
 * updated on their next visit; a repeat visit costs no request.
 */
export async function syncTimeZone(userId: number) {
  const zone = browserTimeZone();
  if (!zone) return;
  const mark = `${userId}:${zone}`;
  try {
    if (localStorage.getItem(SENT_KEY) === mark) return;
  } catch {
    // Storage may be off (private modes): send every visit then.
  }
  try {
    await api.patch('/api/v1/creator/deadline-settings', { time_zone: zone });
    localStorage.setItem(SENT_KEY, mark);
  } catch {
    // Not critical: the next visit tries again.
  }
}
