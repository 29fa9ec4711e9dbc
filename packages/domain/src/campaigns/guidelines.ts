import type { CampaignPlatform } from './workflows';

/** A line of 'What is appropriate to submit?': `should` true is a do, false a don't. */
export type GuidelineLine = { should: boolean; guideline: string };

const ORIGINAL_WORK: Record<CampaignPlatform, string> = {
  instagram_image: 'Create an original Instagram photo featuring the product',
  instagram_video: 'Create an original Instagram video featuring the product',
  youtube_video: 'Create an original YouTube video featuring the product',
  snapchat_video: 'Create an original Snapchat video featuring the product',
  tiktok: 'Create an original TikTok video featuring the product',
  generic: 'Create an original photo or video featuring the product',
};

/**
 * The "create original work" do for the campaign's platform (spec part 1 section 2: "dos can
 * include creating an original Instagram photo"): a TikTok campaign asks for a TikTok video, not
 * an Instagram photo (issue 13).
 */
export function originalWorkDo(platform: CampaignPlatform): string {
  return ORIGINAL_WORK[platform];
}

/**
 * The guidelines a creator reads (spec part 1 section 2 'What is appropriate to submit?'). When
 * the campaign gives no dos of a kind, the platform's defaults stand in — the spec's own examples:
 * creating original work for the platform; including the hashtags and the screen names in the
 * caption when the campaign has them. The campaign's don'ts are always kept.
 */
export function guidelinesShown(
  platform: CampaignPlatform,
  stored: { content: GuidelineLine[]; caption: GuidelineLine[] },
  tags: { hashtags: readonly string[]; screenNames: readonly string[] },
): { content: GuidelineLine[]; caption: GuidelineLine[] } {
  const hasDo = (lines: GuidelineLine[]) => lines.some((line) => line.should);
  const content = hasDo(stored.content)
    ? stored.content
    : [{ should: true, guideline: originalWorkDo(platform) }, ...stored.content];
  const captionDefaults: GuidelineLine[] = [
    ...(tags.hashtags.length > 0
      ? [{ should: true, guideline: 'Include the hashtags in your caption' }]
      : []),
    ...(tags.screenNames.length > 0
      ? [{ should: true, guideline: 'Include the screen names in your caption' }]
      : []),
  ];
  const caption = hasDo(stored.caption) ? stored.caption : [...captionDefaults, ...stored.caption];
  return { content, caption };
}
