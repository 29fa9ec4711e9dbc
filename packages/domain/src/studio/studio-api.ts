import { z } from 'zod';
import { CampaignPageSchema } from '../campaigns/campaign-api';
import { CampaignDraftSchema } from './campaign-draft';
import { CAMPAIGN_LIFECYCLES } from './lifecycle';
import { NOTICE_KINDS } from './published-edits';

// The campaign studio's API (issue 29): the server's schemas and the console's types.

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const StudioCampaignParamsSchema = z.object({ campaignId: id });

export const CreateStudioCampaignSchema = z.object({
  brand_id: z.number().int().positive().max(2_147_483_647),
  name: z.string().trim().max(120).default(''),
});

export const SaveDraftSchema = z.object({
  /** The revision the page edited: a save over a newer one is refused (409). */
  revision: z.number().int().min(1).max(2_147_483_647),
  document: CampaignDraftSchema,
});

export const PublishSchema = z.object({
  revision: z.number().int().min(1).max(2_147_483_647),
});

export const StudioImageSchema = z.object({
  id: z.number(),
  url: z.string(),
  thumbnail_url: z.string(),
  filename: z.string().nullable(),
});
export type StudioImage = z.infer<typeof StudioImageSchema>;

export const StudioCampaignSchema = z.object({
  id: z.number(),
  brand: z.object({ id: z.number(), name: z.string() }),
  lifecycle: z.enum(CAMPAIGN_LIFECYCLES),
  /** The status number creators read (0 for a draft). */
  status: z.number(),
  revision: z.number(),
  document: CampaignDraftSchema,
  /** The version creators read now; null for a campaign never published. */
  published: CampaignDraftSchema.nullable(),
  /** The working copy differs from what creators read. */
  has_unpublished_changes: z.boolean(),
  /** What publishing the working copy now would refuse: field path → message. */
  problems: z.record(z.string(), z.string()),
  /** For a published campaign: what creators with open invites would be told. */
  notices: z.array(z.enum(NOTICE_KINDS)),
  terms_version: z.number().nullable(),
  images: z.array(StudioImageSchema),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
  /** Whether the actor may change it (ops, the brand's admins). */
  can_edit: z.boolean(),
});
export type StudioCampaign = z.infer<typeof StudioCampaignSchema>;

export const PublishResultSchema = z.object({
  campaign: StudioCampaignSchema,
  /** Creators told of the changes (0 for a first publication). */
  notified: z.number(),
  terms_version: z.number().nullable(),
});
export type PublishResult = z.infer<typeof PublishResultSchema>;

/** "Preview as a creator": the campaign page the portal draws, from the working copy. */
export const StudioPreviewSchema = CampaignPageSchema;

/** What the console's forms choose from: brands the actor works for, the category taxonomy. */
export const StudioOptionsSchema = z.object({
  brands: z.array(z.object({ id: z.number(), name: z.string() })),
  categories: z.array(
    z.object({ id: z.number(), name: z.string(), parent_id: z.number().nullable() }),
  ),
});
export type StudioOptions = z.infer<typeof StudioOptionsSchema>;
