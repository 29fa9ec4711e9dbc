import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { CONTENT_TRANSITIONS, type ContentActor } from '@portal/domain/content/transitions';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { content, contentTransitions, distributions, payouts } from '../db/schema/content';

/** One move of a demo trail, as the transition table allows it. */
type Step = {
  action: string;
  from: ContentFunnelState;
  to: ContentFunnelState;
  actor: ContentActor;
};

const POST_STATES: readonly ContentFunnelState[] = [
  'DISTRIBUTION_VERIFYING',
  'DISTRIBUTION_APPROVED',
  'POST_REJECTED',
  'DISTRIBUTION_CHANGES_REQUESTED',
];

/**
 * The shortest way from submission to `target` through the domain's transition table, so a demo
 * item's history reads as a real one did (issue 31: "Submitted" straight to "Paid" did not).
 * `posted` content goes through the post's verification; other content is approved not to post.
 */
export function demoPathTo(target: ContentFunnelState, posted: boolean): Step[] {
  const start: ContentFunnelState = 'CONTENT_IN_REVIEW';
  const allowed = (action: string, to: ContentFunnelState) =>
    posted ? action !== 'approve_do_not_distribute' : !POST_STATES.includes(to);
  const queue: { state: ContentFunnelState; path: Step[] }[] = [{ state: start, path: [] }];
  const seen = new Set<ContentFunnelState>([start]);
  while (queue.length > 0) {
    const { state, path } = queue.shift()!;
    if (state === target) return path;
    for (const rule of CONTENT_TRANSITIONS) {
      if (!rule.from.includes(state) || seen.has(rule.to) || !allowed(rule.action, rule.to)) {
        continue;
      }
      seen.add(rule.to);
      const actor = rule.actors.find((a) => a !== 'system') ?? rule.actors[0]!;
      queue.push({
        state: rule.to,
        path: [...path, { action: rule.action, from: state, to: rule.to, actor }],
      });
    }
  }
  if (posted) return demoPathTo(target, false);
  throw new Error(`No demo path to ${target}`);
}

const APPROVALS = ['approve_distribute', 'approve_do_not_distribute'];

/**
 * Writes a demo submission's review trail from its submission at `submittedAt`, a step every
 * `stepMs`, and what the trail implies: the payout recorded at approval (paid when the trail
 * pays it, never before it was recorded), the post (posted when it was found, verified when it
 * was), and the content's last update. Returns when each step happened.
 */
export async function seedReviewTrail(
  db: Db,
  p: {
    contentId: number;
    userId: number;
    opsId?: number | null;
    target: ContentFunnelState;
    posted: boolean;
    submittedAt: Date;
    stepMs: number;
    payout?: { amountCents: number; paypalEmail: string | null } | null;
    distribution?: {
      url: string;
      platform: string;
      contentUrl: string | null;
      caption: string | null;
    } | null;
  },
) {
  const path = demoPathTo(p.target, p.posted);
  const at = (i: number) => new Date(p.submittedAt.getTime() + i * p.stepMs);
  const actorId = (actor: ContentActor) =>
    actor === 'creator' ? p.userId : actor === 'system' ? null : (p.opsId ?? null);
  await db.insert(contentTransitions).values([
    {
      content_id: p.contentId,
      from_state: null,
      to_state: 'CONTENT_IN_REVIEW',
      action: 'submit_content',
      actor_user_id: p.userId,
      actor_type: 'creator',
      created_at: at(0),
    },
    ...path.map((step, i) => ({
      content_id: p.contentId,
      from_state: step.from,
      to_state: step.to,
      action: step.action,
      actor_user_id: actorId(step.actor),
      actor_type: step.actor,
      created_at: at(i + 1),
    })),
  ]);
  const when = (test: (s: Step) => boolean) => {
    const i = path.findIndex(test);
    return i === -1 ? null : at(i + 1);
  };
  const approvedAt = when((s) => APPROVALS.includes(s.action));
  const paidAt = when((s) => s.action === 'mark_paid');
  const foundAt = when((s) => s.to === 'DISTRIBUTION_VERIFYING');
  const verifiedAt = when((s) => s.to === 'DISTRIBUTION_APPROVED');
  const last = at(path.length);
  await db.update(content).set({ updated_at: last }).where(eq(content.id, p.contentId));
  if (p.payout && p.payout.amountCents > 0 && approvedAt) {
    // The invite's deliverable (decision 522): one per invite, the caller picks which content.
    const [owner] = await db
      .select({ inviteId: content.invite_id })
      .from(content)
      .where(eq(content.id, p.contentId));
    await db.insert(payouts).values({
      content_id: p.contentId,
      invite_id: owner!.inviteId,
      user_id: p.userId,
      amount_cents: p.payout.amountCents,
      paypal_email: p.payout.paypalEmail,
      status: paidAt ? 'paid' : 'pending',
      batch_id: `content-${p.contentId}`,
      created_at: approvedAt,
      paid_at: paidAt,
    });
  }
  if (p.distribution) {
    await db.insert(distributions).values({
      content_id: p.contentId,
      distribution_url: p.distribution.url,
      distribution_platform: p.distribution.platform,
      distribution_content_url: p.distribution.contentUrl,
      caption: p.distribution.caption,
      // Found by the trail's post step; content approved to post shows as posted at its last step.
      posted_at: foundAt ?? last,
      verified_at: verifiedAt,
      created_at: foundAt ?? last,
    });
  }
  return { approvedAt, paidAt, postedAt: foundAt, verifiedAt, lastAt: last };
}
