import { z } from 'zod';

export {
  BrandSchema,
  type CampaignDetail,
  CampaignDetailSchema,
  type CampaignPage,
  CampaignPageSchema,
  type CampaignSummary,
  CampaignSummarySchema,
  type CampaignsPage,
  CampaignsPageSchema,
  type Invite,
  InviteSchema,
} from '@portal/domain/campaigns/campaign-api';

export const CampaignIdParamsSchema = z.object({ campaignId: z.coerce.number().int().positive() });
