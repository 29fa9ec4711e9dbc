import type { FastifyInstance } from 'fastify';
import { createBrand, createUser, type TestUser } from './factories';
import { createApprovedInvite, insertSubmission } from './factories-content';

/**
 * Content in `state` on a fresh brand's campaign for creator `userId`: the content row, its
 * invite, campaign and brand (give the brand to createUser({ type: 'brand', brandId })). The
 * campaign's workflow is CONTENT_PREAPPROVAL unless given: the one where both ops and the brand
 * decide on content and posts exist (domain workflow-deciders), so every move of the base table
 * is open to someone.
 */
export async function createContentInState(
  app: FastifyInstance,
  userId: number,
  state: string,
  options: Parameters<typeof createApprovedInvite>[2] = {},
) {
  const ctx = await createApprovedInvite(app, userId, {
    ...options,
    campaign: { campaign_content_workflow: 'CONTENT_PREAPPROVAL', ...options.campaign },
  });
  const row = await insertSubmission(app, {
    user_id: userId,
    invite_id: ctx.invite.id,
    funnel_state: state,
    caption: 'So good #glow @glowbotanics',
  });
  return { ...ctx, content: row };
}

/** POSTs a reviewer action. */
export const reviewAction = (
  app: FastifyInstance,
  headers: { authorization: string } | Record<string, never>,
  contentId: number,
  body: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/review/content/${contentId}/actions`,
    headers,
    payload: body,
  });

/**
 * The reviewers most review tests need: ops, a reviewer of one brand (whose campaigns the test
 * makes) and a reviewer of another brand (who must see and change none of it).
 */
export async function createReviewers(app: FastifyInstance): Promise<{
  ops: TestUser;
  brandId: number;
  brandUser: TestUser;
  otherBrandUser: TestUser;
}> {
  const ops = await createUser(app, { type: 'ops' });
  const brandId = (await createBrand(app)).id;
  const brandUser = await createUser(app, { type: 'brand', brandId });
  const otherBrandUser = await createUser(app, {
    type: 'brand',
    brandId: (await createBrand(app)).id,
  });
  return { ops, brandId, brandUser, otherBrandUser };
}
