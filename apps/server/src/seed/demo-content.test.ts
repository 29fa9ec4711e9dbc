import { submissionCardStatus } from '@portal/domain/content/submission-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import type { Db } from '../db/client';
import { DEMO_SUBMISSION_CAMPAIGNS, seedDemoContent } from './demo-content';
import { seedDemoPeople } from './demo-people';

let t: TestApp;
let inviteIds: Record<string, number>;
const claims = { userId: 0, type: 'influencer' as const, brandId: null };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.container.db as Db;
  const demo = await seedDemoPeople(db, t.app.container.config, t.app.container.storage);
  ({ inviteIds } = await seedDemoContent(
    db,
    { creatorId: demo.creator.id, glowBotanicsBrandId: demo.brand.id, opsId: demo.opsUser.id },
    { config: t.app.container.config, storage: t.app.container.storage },
  ));
  claims.userId = demo.creator.id;
});
afterAll(() => t.close());

describe('seedDemoContent', () => {
  it('gives the diaries invite a submission card in every status', async () => {
    const list = await t.app.container.content.listSubmissions(
      claims,
      inviteIds[DEMO_SUBMISSION_CAMPAIGNS.submissions]!,
    );
    const texts = list.submissions.map(
      (card) =>
        submissionCardStatus({
          flags: card,
          flightEndDate: card.flightEndDate,
          has_campaign_distribution: card.has_campaign_distribution,
          now: new Date(),
        }).text,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        'Reviewing...',
        'Changes Requested',
        'Content Rejected',
        'Content Approved, Do Not Post',
        'Post Confirmed',
        'Post Changes Requested',
        expect.stringMatching(/^Content Approved, Post Approved Content on \d+\/\d+$/),
      ]),
    );
  });

  it('leaves every submit path open: upload, content-only upload, post and video', async () => {
    const { content, postSubmissions } = t.app.container;
    for (const name of [DEMO_SUBMISSION_CAMPAIGNS.uploads, DEMO_SUBMISSION_CAMPAIGNS.contentOnly]) {
      const data = await content.getNewContentData(claims, inviteIds[name]!);
      expect(data.submission_refusal).toBeNull();
    }
    const posts = await postSubmissions.listPosts(
      claims,
      inviteIds[DEMO_SUBMISSION_CAMPAIGNS.post]!,
    );
    expect(posts.platform).toBe('instagram');
    const list = await content.listSubmissions(
      claims,
      inviteIds[DEMO_SUBMISSION_CAMPAIGNS.youtube]!,
    );
    expect(list.invite).toMatchObject({ submission_kind: 'youtube', can_submit: true });
  });
});
