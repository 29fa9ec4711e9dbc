import { z } from 'zod';
import { CONTENT_WORKFLOWS } from '../campaigns/workflows';

/**
 * The wire shapes of content submission (spec part 2 section 3: new content data, content
 * creation payload, generic submission, submission card, submitted post or video, Instagram
 * post, potential distribution), shared by the server's route schemas and the web client.
 */

/** Epoch seconds, or null when unknown. */
const epoch = z.number().int().nullable();

/** Spec part 2 section 3 'New content data' (plus what the upload page shows of the campaign). */
export const NewContentDataSchema = z.object({
  invite_id: z.number().int(),
  guidelines: z.array(
    z.object({ should: z.boolean(), kind: z.enum(['content', 'caption']), guideline: z.string() }),
  ),
  platform_type: z.string(),
  required_hashtags: z.array(z.string()),
  required_screen_names: z.array(z.string()),
  requires_caption: z.boolean(),
  campaign_content_workflow: z.enum(CONTENT_WORKFLOWS),
  campaign: z.object({ id: z.number().int(), name: z.string() }),
  brand: z.object({ name: z.string() }),
  /** Why an upload would be refused now (domain submissionRefusal), or null. */
  submission_refusal: z.string().nullable(),
});

/** Spec part 2 section 3 'Content creation payload' (the upload transfer details are tus's). */
export const CreateContentBodySchema = z.object({
  platform_type: z.string().min(1).max(50),
  invite_id: z.number().int().positive(),
  filestack_transfer_details: z.object({
    filename: z.string().max(255),
    handle: z.string().min(1).max(128),
    content_type: z.string().max(100),
  }),
  caption: z.string().max(2200).nullable(),
  content_sn_type_id: z.number().int().positive().optional(),
});
export type CreateContentBody = z.infer<typeof CreateContentBodySchema>;

/** Spec part 2 section 3 'Generic submission'. */
export const GenericSubmissionSchema = z.object({
  id: z.number().int(),
  media_id: z.number().int(),
  invite_id: z.number().int(),
  content_type: z.enum(['image', 'video']),
  campaign_content_workflow: z.enum(CONTENT_WORKFLOWS),
  requires_caption: z.boolean(),
  hashtags: z.array(z.string()),
  screenNames: z.array(z.string()),
  caption: z.string().nullable(),
  content_funnel_state: z.string(),
  media: z.object({ thumbnail: z.string().nullable(), url: z.string().nullable() }),
  image: z.object({
    attemptNumber: z.number().int(),
    contentApprovalPreviewUrl: z.string().nullable(),
    content_metadata_id: z.number().int(),
    expected_content_approval_preview_url: z.string().nullable(),
  }),
});
export type GenericSubmission = z.infer<typeof GenericSubmissionSchema>;

/** Spec part 2 section 3 'Submission card', plus the funnel state it was derived from. */
export const SubmissionCardSchema = z.object({
  id: z.number().int(),
  mediaId: z.number().int(),
  imageUrl: z.string().nullable(),
  content_type: z.enum(['image', 'video']),
  content_funnel_state: z.string(),
  postNeedsFix: z.boolean(),
  approved: z.boolean(),
  post: z.boolean(),
  doNotDistribute: z.boolean(),
  rejected: z.boolean(),
  needsFix: z.boolean(),
  pendingReview: z.boolean(),
  flightEndDate: epoch,
  has_campaign_distribution: z.boolean(),
});

/** The submissions page: 'Campaign invite (in submissions)' and its cards. */
export const SubmissionsSchema = z.object({
  invite: z.object({
    id: z.number().int(),
    campaign: z.object({ id: z.number().int(), name: z.string() }),
    brand: z.object({ name: z.string() }),
    payment_status: z.number().int(),
    /** Where 'Add Content' leads: the upload, the YouTube form or the post selection. */
    submission_kind: z.enum(['generic', 'youtube', 'post']),
    /** Whether a new submission is accepted now (domain submissionRefusal). */
    can_submit: z.boolean(),
  }),
  submissions: z.array(SubmissionCardSchema),
});
export type Submissions = z.infer<typeof SubmissionsSchema>;

export const SubmitForReviewBodySchema = z.object({ caption: z.string().max(2200) });

export const YoutubeVideoBodySchema = z.object({ video_url: z.string().max(2048) });

export const PostSubmissionBodySchema = z.object({ post_id: z.string().min(1).max(200) });

/** Spec part 2 section 3 'Submitted post or video', plus what its success page shows. */
export const SubmittedPostSchema = z.object({
  id: z.number().int(),
  media_id: z.number().int(),
  invite_id: z.number().int(),
  imageUrl: z.string().nullable(),
  payment_status_id: z.number().int(),
  payout_turnaround_days: z.number().int(),
});
export type SubmittedPost = z.infer<typeof SubmittedPostSchema>;

/** Spec part 2 section 3 'Instagram post'. */
export const SocialPostSchema = z.object({
  id: z.string(),
  image_url: z.string(),
  caption: z.string(),
  issues: z.array(z.string()),
  link: z.string(),
});
export const SocialPostsSchema = z.object({
  platform: z.enum(['instagram', 'tiktok']),
  connected: z.boolean(),
  posts: z.array(SocialPostSchema),
});

/** Spec part 2 section 3 'Potential distribution' (the post is named by its id on the account). */
export const PotentialDistributionBodySchema = z.object({ post_id: z.string().min(1).max(200) });
export const PotentialDistributionSchema = z.object({
  content_metadata_id: z.number().int(),
  distribution_url: z.string(),
  distribution_platform: z.string(),
  distribution_content_url: z.string().nullable(),
  caption: z.string().nullable(),
});

export type NewContentData = z.infer<typeof NewContentDataSchema>;
export type SubmissionCard = z.infer<typeof SubmissionCardSchema>;
export type SocialPost = z.infer<typeof SocialPostSchema>;
export type SocialPosts = z.infer<typeof SocialPostsSchema>;
export type PotentialDistribution = z.infer<typeof PotentialDistributionSchema>;
