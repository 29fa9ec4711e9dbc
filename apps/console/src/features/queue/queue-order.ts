/**
 * The ids of the queue page the reviewer last saw, so the detail view's j/k shortcuts walk the
 * same order. Kept per tab (sessionStorage); nothing about the content itself is stored.
 */
const KEY = 'review-console:queue-ids';

export function rememberQueueOrder(ids: number[]) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode or storage full: j/k simply have nowhere to go.
  }
}

export function neighbours(id: number): { previous: number | null; next: number | null } {
  let ids: number[] = [];
  try {
    ids = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
  } catch {
    ids = [];
  }
  const at = ids.indexOf(id);
  if (at === -1) return { previous: null, next: ids[0] ?? null };
  return { previous: ids[at - 1] ?? null, next: ids[at + 1] ?? null };
}
