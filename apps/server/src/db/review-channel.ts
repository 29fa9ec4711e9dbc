import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The reviewers' live channel (issue 26, decision 527): NOTIFY at commit, heard by every
 * process's review stream (modules/review/review-live.ts), which wakes the console pages that
 * list what changed. Payload: one ReviewChange as JSON — ids only, never content.
 */
export const REVIEW_CHANNEL = 'portal_review';

/**
 * What changed for reviewers: content that moved in the funnel, an invite request decided (both
 * with their brand, so a brand user hears only its own), or payouts (a run, a batch's status, a
 * payout's state: ops only, `id` the batch when there is one).
 */
export type ReviewChangeMessage =
  | { kind: 'content'; id: number; brandId: number | null }
  | { kind: 'invite_request'; id: number; brandId: number | null }
  | { kind: 'payouts'; id: number | null; brandId: null };

/** Raises `change` on the channel in `tx`: heard when it commits, never if it rolls back. */
export async function announceReviewChange(tx: DbOrTx, change: ReviewChangeMessage) {
  await tx.execute(sql`select pg_notify(${REVIEW_CHANNEL}, ${JSON.stringify(change)})`);
}

/** Reads a payload back; null for one this version does not know. */
export function parseReviewChange(payload: string): ReviewChangeMessage | null {
  try {
    const p = JSON.parse(payload) as { kind?: unknown; id?: unknown; brandId?: unknown };
    const id = p.id === null ? null : Number(p.id);
    const brandId = p.brandId === null || p.brandId === undefined ? null : Number(p.brandId);
    if (p.kind === 'payouts') return { kind: 'payouts', id, brandId: null };
    if ((p.kind === 'content' || p.kind === 'invite_request') && Number.isInteger(id)) {
      return { kind: p.kind, id: id as number, brandId };
    }
    return null;
  } catch {
    return null;
  }
}
