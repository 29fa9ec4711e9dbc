import { z } from 'zod';

export {
  FlightDataSchema,
  InviteRequestInputSchema,
  InviteRequestResultSchema,
  RequestOptionsSchema,
  ShippingInfoSchema,
  SmartQuestionAnswersInputSchema,
  SmartQuestionCheckSchema,
  UpcomingCampaignsSchema,
} from '@portal/domain/campaigns/invite-request';

export const CampaignIdParamsSchema = z.object({ campaignId: z.coerce.number().int().positive() });
export const InviteIdParamsSchema = z.object({ inviteId: z.coerce.number().int().positive() });
