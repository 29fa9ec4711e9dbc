import { COMMENT_SOURCES, CONTENT_FUNNEL_STATES } from '@portal/domain/content/funnel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createBrand, createUser } from '../../test/factories';
import { campaigns } from '../db/schema/campaigns';
import { content, contentComments } from '../db/schema/content';
import { invites } from '../db/schema/invites';
import { seedDemoContentStatus } from './demo-content-status';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('seedDemoContentStatus', () => {
  it('gives the creator content in all twelve states, every workflow and every comment source', async () => {
    const creator = await createUser(t.app);
    const ops = await createUser(t.app, { type: 'ops' });
    const brand = await createBrand(t.app);
    const brandUser = await createUser(t.app, { type: 'brand', brandId: brand.id });
    const { db } = t.app.container;
    await seedDemoContentStatus(
      db,
      {
        creatorId: creator.id,
        opsId: ops.id,
        brandUserId: brandUser.id,
        glowBotanicsBrandId: brand.id,
      },
      { config: t.app.container.config, storage: t.app.container.storage },
    );
    const rows = await db
      .select({ state: content.funnel_state, workflow: campaigns.campaign_content_workflow })
      .from(content)
      .innerJoin(invites, eq(invites.id, content.invite_id))
      .innerJoin(campaigns, eq(campaigns.id, invites.campaign_id))
      .where(eq(content.user_id, creator.id));
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(CONTENT_FUNNEL_STATES));
    expect(new Set(rows.map((r) => r.workflow))).toEqual(
      new Set([
        'PRODUCT',
        'CONTENT_PREAPPROVAL',
        'CONTENT_INTERNAL_PREAPPROVAL',
        'CONTENT_ONLY',
        'OPS_AND_BRAND_PREAPPROVAL',
      ]),
    );
    const sources = await db.select({ s: contentComments.comment_source }).from(contentComments);
    expect(new Set(sources.map((r) => r.s))).toEqual(new Set(COMMENT_SOURCES));
  });
});
