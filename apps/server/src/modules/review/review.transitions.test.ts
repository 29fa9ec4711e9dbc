import { CONTENT_WORKFLOWS, type ContentWorkflow } from '@portal/domain/campaigns/workflows';
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
      allowed: allowedActions(state, role, 'CONTENT_PREAPPROVAL').includes(action),
    })),
  );

async function attempt(
  user: TestUser,
  state: string,
  action: string,
  workflow: ContentWorkflow = 'CONTENT_PREAPPROVAL',
) {
  const c = await createContentInState(t.app, creator.id, state, {
    campaign: { brand_id: brandId, campaign_content_workflow: workflow },
  });
  const res = await reviewAction(t.app, user.headers, c.content.id, {
    action,
    comments: ['Please fix the lighting.'],
  });
  const [row] = await t.app.container.db.select().from(content).where(eq(content.id, c.content.id));
  return { res, row: row! };
}

describe('POST /api/v1/review/content/:contentId/actions (who decides in each workflow)', () => {
  const decisions = CONTENT_WORKFLOWS.flatMap((workflow) =>
    (['ops', 'brand'] as const).flatMap((role) =>
      (['approve_do_not_distribute', 'request_changes', 'reject'] as const).map((action) => ({
        workflow,
        role,
        action,
        allowed: allowedActions('CONTENT_IN_REVIEW', role, workflow).includes(action),
      })),
    ),
  );

  it('offers a brand nothing on internal pre-approval content, and ops no approval of Brand & Legal content', () => {
    expect(
      decisions.filter(
        (d) => d.workflow === 'CONTENT_INTERNAL_PREAPPROVAL' && d.role === 'brand' && d.allowed,
      ),
    ).toEqual([]);
    expect(
      decisions.find(
        (d) =>
          d.workflow === 'OPS_AND_BRAND_PREAPPROVAL' &&
          d.role === 'ops' &&
          d.action === 'approve_do_not_distribute',
      )?.allowed,
    ).toBe(false);
  });

  it.each(decisions)('$role: $action in $workflow (allowed: $allowed)', async (c) => {
    const user = c.role === 'ops' ? ops : brandUser;
    const { res, row } = await attempt(user, 'CONTENT_IN_REVIEW', c.action, c.workflow);
    if (c.allowed) {
      expect(res.statusCode).toBe(200);
      expect(row.funnel_state).not.toBe('CONTENT_IN_REVIEW');
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/campaign only .* here, not/);
      expect(row.funnel_state).toBe('CONTENT_IN_REVIEW');
    }
  });
});

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
