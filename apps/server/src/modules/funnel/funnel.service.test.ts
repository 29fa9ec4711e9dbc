import { AppError } from '@portal/domain/errors/app-error';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { auditLog } from '../../db/schema/audit';
import { content, contentComments, contentTransitions } from '../../db/schema/content';
import { notifications } from '../../db/schema/notifications';
import { jobs } from '../../db/schema/platform';
import { createNewsWriter, NEWS_EMAIL_JOB } from '../notifications/news-writer';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createFunnelRepository } from './funnel.repository';
import { createFunnelService } from './funnel.service';
import type { FunnelAudit } from './funnel-audit';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app);
  ops = await createUser(t.app, { type: 'ops' });
});
afterAll(() => t.close());

const db = () => t.app.container.db;
const recorded: unknown[] = [];
const audit: FunnelAudit = { record: async (entry) => void recorded.push(entry) };
const funnel = () =>
  createFunnelService({
    db: db(),
    repo: createFunnelRepository(db()),
    news: createNewsWriter(createNotificationsRepository(db())),
    audit,
    clock: () => new Date(),
  });

const rowsOf = async (contentId: number) => ({
  state: (await db().select().from(content).where(eq(content.id, contentId)))[0]!.funnel_state,
  trail: await db()
    .select()
    .from(contentTransitions)
    .where(eq(contentTransitions.content_id, contentId)),
  comments: await db()
    .select()
    .from(contentComments)
    .where(eq(contentComments.content_id, contentId)),
  news: await db().select().from(notifications).where(eq(notifications.user_id, creator.id)),
});

describe('funnel service: move', () => {
  it('writes the state, trail, comments, audit entry, notification and e-mail together', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const before = (await rowsOf(c.content.id)).news.length;
    const moved = await funnel().move({
      contentId: c.content.id,
      actor: { role: 'brand', userId: null },
      action: 'request_changes',
      comments: ['Could you mention the SPF?'],
    });
    expect(moved).toMatchObject({ from: 'CONTENT_IN_REVIEW', to: 'CONTENT_CHANGES_REQUESTED' });
    const after = await rowsOf(c.content.id);
    expect(after.state).toBe('CONTENT_CHANGES_REQUESTED');
    expect(after.trail).toEqual([
      expect.objectContaining({ action: 'request_changes', actor_type: 'brand' }),
    ]);
    expect(after.comments[0]).toMatchObject({
      comment_source: 'OPS_REQUEST_FIX',
      messages: ['Could you mention the SPF?'],
    });
    expect(recorded.at(-1)).toMatchObject({
      action: 'request_changes',
      subject: { type: 'content', id: c.content.id, label: c.campaign.name },
      before: { funnel_state: 'CONTENT_IN_REVIEW' },
      after: { funnel_state: 'CONTENT_CHANGES_REQUESTED' },
    });
    expect(after.news).toHaveLength(before + 1);
    const news = after.news.at(-1)!;
    expect(news).toMatchObject({ kind: 'changes_requested', title: 'Changes requested' });
    const [mail] = await db().select().from(jobs).where(eq(jobs.kind, NEWS_EMAIL_JOB));
    expect(mail).toBeDefined();
  });

  it('writes a staff decision to the audit log in the move’s transaction (decision 530)', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const res = await reviewAction(t.app, ops.headers, c.content.id, {
      action: 'reject',
      comments: ['Off brief.'],
      reason: 'wrong product',
    });
    expect(res.statusCode).toBe(200);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, String(c.content.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        actor_id: ops.id,
        action: 'content.decided',
        target_type: 'content',
        brand_id: c.brand.id,
        before: { state: 'CONTENT_IN_REVIEW' },
        after: { state: 'CONTENT_REJECTED', action: 'reject', reason: 'wrong product' },
      }),
    ]);
  });

  it('writes nothing when any part fails: the move and its news are one transaction', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const failing: FunnelAudit = {
      record: vi.fn(async () => Promise.reject(new Error('audit down'))),
    };
    const broken = createFunnelService({
      db: db(),
      repo: createFunnelRepository(db()),
      news: createNewsWriter(createNotificationsRepository(db())),
      audit: failing,
      clock: () => new Date(),
    });
    const before = await rowsOf(c.content.id);
    await expect(
      broken.move({
        contentId: c.content.id,
        actor: { role: 'ops', userId: ops.id },
        action: 'reject',
        comments: ['Off brief.'],
      }),
    ).rejects.toThrow('audit down');
    const after = await rowsOf(c.content.id);
    expect(after.state).toBe('CONTENT_IN_REVIEW');
    expect(after.trail).toHaveLength(0);
    expect(after.comments).toHaveLength(0);
    expect(after.news).toHaveLength(before.news.length);
  });

  it('compare-and-set: a move from a state the content has left is a conflict', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    await funnel().move({
      contentId: c.content.id,
      actor: { role: 'ops', userId: ops.id },
      action: 'approve_do_not_distribute',
    });
    const stale = funnel().move({
      contentId: c.content.id,
      actor: { role: 'ops', userId: ops.id },
      action: 'reject',
      comments: ['Too late.'],
      from: 'CONTENT_IN_REVIEW',
    });
    await expect(stale).rejects.toMatchObject({ code: 'conflict' });
    expect((await rowsOf(c.content.id)).state).toBe('CONTENT_APPROVED_DO_NOT_DISTRIBUTE');
  });

  it('two racing moves: exactly one wins', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW');
    const results = await Promise.allSettled(
      (['approve_distribute', 'request_changes'] as const).map((action) =>
        funnel().move({
          contentId: c.content.id,
          actor: { role: 'ops', userId: ops.id },
          action,
          comments: ['x'],
          from: 'CONTENT_IN_REVIEW',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toBeInstanceOf(AppError);
    expect((await rowsOf(c.content.id)).trail).toHaveLength(1);
  });

  it('runs the workflow’s rules: a brand may not approve internal pre-approval content', async () => {
    const c = await createContentInState(t.app, creator.id, 'CONTENT_IN_REVIEW', {
      campaign: { campaign_content_workflow: 'CONTENT_INTERNAL_PREAPPROVAL' },
    });
    await expect(
      funnel().move({
        contentId: c.content.id,
        actor: { role: 'brand', userId: null },
        action: 'approve_distribute',
      }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    expect((await rowsOf(c.content.id)).state).toBe('CONTENT_IN_REVIEW');
  });
});
