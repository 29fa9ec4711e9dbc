/**
 * Campaign content workflows (part 1 section 1; part 2 section 3), the `campaign_content_workflow`
 * wire values. The spec writes the default workflow as '{product}' without a value; we send it as
 * `PRODUCT`: the creator posts on the platform, then submits the post (submit_post / YouTube).
 */
export const CONTENT_WORKFLOWS = [
  'PRODUCT',
  'CONTENT_PREAPPROVAL',
  'CONTENT_INTERNAL_PREAPPROVAL',
  'CONTENT_ONLY',
  'OPS_AND_BRAND_PREAPPROVAL',
] as const;

export type ContentWorkflow = (typeof CONTENT_WORKFLOWS)[number];

/**
 * Pre-approval workflows: content is uploaded and reviewed before it may be posted (part 1
 * section 4 'What do I have to do?' wording, part 2 section 4 review copy). Decision: the three
 * workflows with PREAPPROVAL in their name; CONTENT_ONLY is reviewed but never posted, so it is
 * not pre-approval.
 */
export function isPreapprovalWorkflow(workflow: ContentWorkflow): boolean {
  return (
    workflow === 'CONTENT_PREAPPROVAL' ||
    workflow === 'CONTENT_INTERNAL_PREAPPROVAL' ||
    workflow === 'OPS_AND_BRAND_PREAPPROVAL'
  );
}

/**
 * Workflows whose content is uploaded through the generic-content route (part 1 section 2 'Submit
 * button rules' target; part 2 'Generic content upload'). Decision: every workflow except the
 * default `PRODUCT`, i.e. the pre-approval ones (content uploaded before posting) and CONTENT_ONLY
 * (content uploaded, never posted). `PRODUCT` submits an existing post instead.
 */
export function isGenericWorkflow(workflow: ContentWorkflow): boolean {
  return workflow !== 'PRODUCT';
}

/**
 * Campaign platform values (part 1 section 1). The spec names instagram_image, instagram_video,
 * youtube_video and snapchat_video; `tiktok` is our value for TikTok campaigns, and `generic` for
 * content that is not tied to one network (issue 29: uploaded and reviewed, posted anywhere or not
 * at all).
 */
export const CAMPAIGN_PLATFORMS = [
  'instagram_image',
  'instagram_video',
  'youtube_video',
  'snapchat_video',
  'tiktok',
  'generic',
] as const;

export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];

const PLATFORM_NAMES: Record<CampaignPlatform, string> = {
  instagram_image: 'Instagram',
  instagram_video: 'Instagram',
  youtube_video: 'Youtube',
  snapchat_video: 'Snapchat',
  tiktok: 'TikTok',
  generic: 'Any platform',
};

/**
 * The platform as shown to creators (part 1 section 1: 'Instagram', 'Youtube', 'Snapchat' as the
 * spec spells them; 'TikTok' is our spelling, the spec gives none).
 */
export function platformDisplayName(platform: CampaignPlatform): string {
  return PLATFORM_NAMES[platform];
}

/** YouTube campaigns submit a video URL instead of a post (part 1 section 2 'Submit button rules'). */
export function isYoutubePlatform(platform: CampaignPlatform): boolean {
  return platform === 'youtube_video';
}
