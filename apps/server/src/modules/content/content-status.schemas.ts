import { z } from 'zod';

export {
  CampaignTypeSchema,
  ContentStatusSchema,
  UpdateContentBodySchema,
} from '@portal/domain/content/content-status-api';

const id = z.coerce.number().int().positive();
export const ContentStatusQuerySchema = z.object({ media_id: id });
export const MediaParamsSchema = z.object({ mediaId: id });
export const CampaignParamsSchema = z.object({ campaignId: id });
