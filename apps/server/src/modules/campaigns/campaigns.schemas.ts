import { CAMPAIGNS_LIST_PARTS } from '@portal/domain/invites/campaigns-list-pages';
import { z } from 'zod';

export {
  BrandSchema,
  type CampaignDetail,
  CampaignDetailSchema,
  type CampaignPage,
  CampaignPageSchema,
  type CampaignSummary,
  CampaignSummarySchema,
  type CampaignsListPage,
  CampaignsListPageSchema,
  type CampaignsPage,
  CampaignsPageSchema,
  type Invite,
  InviteSchema,
} from '@portal/domain/campaigns/campaign-api';

export const CampaignIdParamsSchema = z.object({ campaignId: z.coerce.number().int().positive() });

export const CampaignsListPartParamsSchema = z.object({ part: z.enum(CAMPAIGNS_LIST_PARTS) });
export const CampaignsListPageQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
