import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { content, payoutStateChanges, payouts } from '../../db/schema/content';
import { jobs } from '../../db/schema/platform';

/** Approved, paid content of `userId` whose payout is owed: answers the content id. */
export async function owedPayout(
  app: FastifyInstance,
  userId: number,
  opsHeaders: { authorization: string },
) {
  const { content: row } = await createContentInState(app, userId, 'CONTENT_IN_REVIEW');
  const res = await reviewAction(app, opsHeaders, row.id, { action: 'approve_do_not_distribute' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return row.id;
}

export const payoutOf = async (app: FastifyInstance, contentId: number) => {
  const [row] = await app.container.db
    .select()
    .from(payouts)
    .where(eq(payouts.content_id, contentId));
  return row!;
};

export const funnelStateOf = async (app: FastifyInstance, contentId: number) => {
  const [row] = await app.container.db
    .select({ s: content.funnel_state })
    .from(content)
    .where(eq(content.id, contentId));
  return row!.s;
};

/** A payout's history as "from→to by actor (PayPal status)" lines, oldest first. */
export const historyOf = async (app: FastifyInstance, payoutId: number) =>
  (
    await app.container.db
      .select()
      .from(payoutStateChanges)
      .where(eq(payoutStateChanges.payout_id, payoutId))
      .orderBy(payoutStateChanges.id)
  ).map(
    (c) =>
      `${c.from_state ?? '-'}→${c.to_state} by ${c.actor_type}${c.paypal_status ? ` (${c.paypal_status})` : ''}`,
  );

/** Runs every queued payout job now, as a worker would once they are due. */
export async function runPayoutJobsNow(app: FastifyInstance) {
  await app.container.db
    .update(jobs)
    .set({ run_at: sql`now()` })
    .where(sql`${jobs.status} = 'queued' and ${jobs.kind} like 'payouts.%'`);
  return app.worker.runUntilIdle();
}
