import type { FastifyInstance } from 'fastify';
import { createApprovedInvite, insertSubmission } from './factories-content';

/**
 * Content in `state` on a fresh brand's campaign for creator `userId`: the content row, its
 * invite, campaign and brand (give the brand to createUser({ type: 'brand', brandId })).
 */
export async function createContentInState(
  app: FastifyInstance,
  userId: number,
  state: string,
  options: Parameters<typeof createApprovedInvite>[2] = {},
) {
  const ctx = await createApprovedInvite(app, userId, options);
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
