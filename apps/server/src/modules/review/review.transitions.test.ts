import { CONTENT_FUNNEL_STATES } from '@portal/domain/content/funnel';
import { allowedActions } from '@portal/domain/content/transitions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createUser, type TestUser } from '../../../test/factories';
import { createContentInState, reviewAction } from '../../../test/factories-review';
import { content } from '../../db/schema/content';
import { REVIEWER_ACTIONS } from './review.schemas';

let t: TestApp;
let creator: TestUser;
let ops: TestUser;
let brandUser: TestUser;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  creator = await createUser(t.app, { profile: { paypal_account: 'me@pay.test' } });
  ops = await createUser(t.app, { type: 'ops' });
  brandId = (await createBrand(t.app)).id;
  brandUser = await createUser(t.app, { type: 'brand', brandId });
});
afterAll(() => t.close());

const cases = (role: 'ops' | 'brand') =>
  CONTENT_FUNNEL_STATES.flatMap((state) =>
    REVIEWER_ACTIONS.map((action) => ({
      state,
      action,
      allowed: allowedActions(state, role).includes(action),
    })),
  );

async function attempt(user: TestUser, state: string, action: string) {
  const c = await createContentInState(t.app, creator.id, state, {
    campaign: { brand_id: brandId },
  });
  const res = await reviewAction(t.app, user.headers, c.content.id, {
    action,
    comments: ['Please fix the lighting.'],
  });
  const [row] = await t.app.container.db.select().from(content).where(eq(content.id, c.content.id));
  return { res, row: row! };
}

describe('POST /api/v1/review/content/:contentId/actions (the transition table)', () => {
  it.each(cases('ops'))('ops: $action from $state (allowed: $allowed)', async (c) => {
    const { res, row } = await attempt(ops, c.state, c.action);
    if (c.allowed) {
      expect(res.statusCode).toBe(200);
      expect(row.funnel_state).toBe(res.json().to_state);
      expect(row.funnel_state).not.toBe(c.state);
    } else {
      expect(res.statusCode).toBe(409);
      expect(row.funnel_state).toBe(c.state);
    }
  });

  it.each(cases('brand'))('brand: $action from $state (allowed: $allowed)', async (c) => {
    const { res, row } = await attempt(brandUser, c.state, c.action);
    if (c.allowed) {
      expect(res.statusCode).toBe(200);
      expect(row.funnel_state).not.toBe(c.state);
    } else {
      // An action the brand may never take is forbidden; one from the wrong state a conflict.
      expect([403, 409]).toContain(res.statusCode);
      expect(row.funnel_state).toBe(c.state);
    }
  });
});
