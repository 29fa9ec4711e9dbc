import type { FastifyInstance } from 'fastify';
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
