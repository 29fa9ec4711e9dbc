import { z } from 'zod';

export {
  CampaignTermsSchema,
  CustomTermsSchema,
  type InvitePage,
  InvitePageSchema,
  TermsAgreementSchema,
  type UpdateInviteBody,
  UpdateInviteBodySchema,
} from '@portal/domain/invites/invite-api';

export const InviteIdParamsSchema = z.object({ inviteId: z.coerce.number().int().positive() });

export const CampaignTermsParamsSchema = z.object({
  campaignId: z.coerce.number().int().positive(),
});

export const CustomTermsParamsSchema = z.object({
  customTermsId: z.coerce.number().int().positive(),
});
