import { z } from 'zod';

export {
  type CreateContentBody,
  CreateContentBodySchema,
  type GenericSubmission,
  GenericSubmissionSchema,
  NewContentDataSchema,
  PostSubmissionBodySchema,
  PotentialDistributionBodySchema,
  PotentialDistributionSchema,
  SocialPostSchema,
  SocialPostsSchema,
  SubmissionCardSchema,
  type Submissions,
  SubmissionsSchema,
  SubmitForReviewBodySchema,
  type SubmittedPost,
  SubmittedPostSchema,
  YoutubeVideoBodySchema,
} from '@portal/domain/content/submission-api';

const id = z.coerce.number().int().positive();

/** `Idempotency-Key`: the client's id of one submission, so a retry or a double click makes one. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'Use 8 to 100 letters, digits or _ . : -')
    .optional(),
});

export const InviteParamsSchema = z.object({ inviteId: id });
export const ContentParamsSchema = z.object({ contentMetadataId: id });
export const InviteContentParamsSchema = InviteParamsSchema.extend({ contentMetadataId: id });
export const NewContentQuerySchema = z.object({ invite_id: id });
