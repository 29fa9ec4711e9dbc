/**
 * Wire shapes of the invite pages, invite update and custom terms calls (part 1 section 7),
 * shared by the server's schemas and the web.
 */

import { z } from 'zod';
import { BrandSchema, CampaignDetailSchema, InviteSchema } from '../campaigns/campaign-api';
import { DECLINE_PAYMENT_MESSAGES } from './accept-decline';
import { DECLINE_REASONS, INVITE_STATUSES } from './invite-status';

/** GET /api/v1/creator/invites/:inviteId: the intro, guidelines and what's-next pages. */
export const InvitePageSchema = z.object({
  invite: InviteSchema,
  campaign: CampaignDetailSchema,
  /** The creator's name for 'Hi, {username}'. */
  username: z.string(),
  /** The account accepting needs (instagram or tiktok), and whether it is connected and authorised. */
  social_connection: z.object({
    platform: z.enum(['instagram', 'tiktok']).nullable(),
    connected: z.boolean(),
  }),
  /** Connected handles for the creator-approval payload after accepting. */
  social_handles: z.object({ instagram: z.string().nullable(), tiktok: z.string().nullable() }),
  custom_terms_agreed: z.boolean(),
  brands_like: z.array(BrandSchema),
  recent_content: z.array(z.object({ url: z.string() })),
});
export type InvitePage = z.infer<typeof InvitePageSchema>;

/**
 * PATCH /api/v1/creator/invites/:inviteId (spec 'Update the campaign invite {id, status,
 * prevStatus, rejectReason{reason, payment}}'). The decline reason is checked by the domain's
 * DeclineInputSchema in the service, so its messages are the form's.
 */
export const UpdateInviteBodySchema = z.object({
  id: z.number().int().positive().optional(),
  status: z.enum(['ACCEPTED', 'DENIED'], { error: 'status must be ACCEPTED or DENIED.' }),
  prevStatus: z.enum(INVITE_STATUSES),
  rejectReason: z
    .object({
      reason: z.enum(DECLINE_REASONS).nullish(),
      payment: z.number({ error: DECLINE_PAYMENT_MESSAGES.notANumber }).nullish(),
    })
    .nullish(),
});
export type UpdateInviteBody = z.infer<typeof UpdateInviteBodySchema>;

/** Spec part 1 section 3 'Custom campaign terms'. */
export const CustomTermsSchema = z.object({
  id: z.number(),
  brand_name: z.string(),
  s3_key: z.string(),
});

export const CampaignTermsSchema = z.object({ customTerms: CustomTermsSchema.nullable() });
export const TermsAgreementSchema = z.object({
  custom_terms_id: z.number(),
  agreed: z.literal(true),
  agreed_at: z.number().int(),
});
