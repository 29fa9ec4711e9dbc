import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { parseYouTubeVideoUrl } from '@portal/domain/content/caption';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { postIssues } from '@portal/domain/content/post-issues';
import { YOUTUBE_URL_MESSAGE } from '@portal/domain/content/submission-rules';
import { allowedActions } from '@portal/domain/content/transitions';
import { AppError } from '@portal/domain/errors/app-error';
import type { Db, DbOrTx } from '../../db/client';
import type { AccessClaims } from '../auth/tokens';
import type { FunnelService } from '../funnel/funnel.service';
import type { MediaRepository } from '../media/media.repository';
import type { MediaService } from '../media/media.service';
import { createContentAccess, fieldError, requirementsOf } from './content.access';
import { inviteWindow, presentSubmittedPost } from './content.presenter';
import {
  type ContentRepository,
  type ContentRow,
  type InviteContext,
  isUniqueViolation,
} from './content.repository';
import type { SubmittedPost } from './content.schemas';

/** A post on the creator's connected account, as the social adapter reads it. */
export interface AccountPost {
  id: string;
  imageUrl: string;
  caption: string;
  link: string;
  postedAt: Date;
}

/** The creator's recent posts on a platform; null when no account is connected. */
export type RecentPosts = (
  userId: number,
  platform: 'instagram' | 'tiktok',
) => Promise<AccountPost[] | null>;

export interface PostSubmissionDeps {
  db: Db;
  repo: ContentRepository;
  mediaRepo: MediaRepository;
  media: MediaService;
  funnel: FunnelService;
  recentPosts: RecentPosts;
  clock: () => Date;
  payoutTurnaroundDays: number;
}

const POST_NOT_FOUND = 'That post was not found on your account. Please reload and try again.';

type Platform = 'instagram' | 'tiktok';
const platformOf = (campaignPlatform: string): Platform =>
  campaignPlatform === 'tiktok' ? 'tiktok' : 'instagram';
const toEpoch = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Submitting what is already posted (issue 7): a post from the creator's connected account, a
 * YouTube video link, and the potential distribution (the post that carries approved content).
 * Posts and videos enter the funnel at DISTRIBUTION_VERIFYING: they are live already, so review
 * verifies them (docs/decisions/143-post-and-video-submissions.md).
 */
export function createPostSubmissionService(deps: PostSubmissionDeps) {
  const { db, repo, mediaRepo, media, clock } = deps;
  const access = createContentAccess({ repo, clock });

  /** The account's posts with their issues for this invite (domain postIssues). */
  async function postsWithIssues(userId: number, ctx: InviteContext) {
    const platform = platformOf(ctx.campaign.platform);
    const posts = await deps.recentPosts(userId, platform);
    if (!posts) return { platform, connected: false, posts: [] };
    const submittedLinks = await repo.submittedLinks(userId);
    const context = {
      requirements: requirementsOf(ctx.campaign),
      flight_start: inviteWindow(ctx).flight_start,
      submittedLinks,
    };
    return {
      platform,
      connected: true,
      posts: posts.map((p) => ({
        post: p,
        issues: postIssues(
          { caption: p.caption, link: p.link, posted_at: toEpoch(p.postedAt) },
          context,
        ),
      })),
    };
  }

  async function presentById(contentId: number, ctx: Pick<InviteContext, 'invite'>) {
    const row = (await repo.findSubmission(contentId))!;
    return presentSubmittedPost(
      row.content,
      row.media,
      ctx,
      media.urlsFor(row.media),
      deps.payoutTurnaroundDays,
    );
  }

  /** Inserts media, content, distribution and audit row in one transaction; a race answers the winner. */
  async function insertLive(
    claims: AccessClaims,
    ctx: InviteContext,
    input: {
      kind: 'image' | 'video';
      sourceUrl: string;
      caption: string | null;
      distribution: {
        url: string;
        platform: string;
        contentUrl: string | null;
        postedAt: Date | null;
      };
      action: 'submit_post' | 'submit_video';
      idempotencyKey: string | undefined;
    },
  ): Promise<ContentRow> {
    try {
      return await db.transaction(async (tx: DbOrTx) => {
        const m = await mediaRepo.insert(
          {
            user_id: claims.userId,
            content_type: input.kind,
            source_url: input.sourceUrl,
            status: 'ready',
          },
          tx,
        );
        const row = await repo.insertContent(
          {
            invite_id: ctx.invite.id,
            user_id: claims.userId,
            media_id: m.id,
            platform_type: ctx.campaign.platform,
            caption: input.caption,
            idempotency_key: input.idempotencyKey ?? null,
          },
          tx,
        );
        await repo.insertDistribution(
          {
            content_id: row.id,
            distribution_url: input.distribution.url,
            distribution_platform: input.distribution.platform,
            distribution_content_url: input.distribution.contentUrl,
            caption: input.caption,
            posted_at: input.distribution.postedAt,
          },
          tx,
        );
        const state = await deps.funnel.enter(
          { contentId: row.id, action: input.action, userId: claims.userId },
          tx,
        );
        return { ...row, funnel_state: state };
      });
    } catch (error) {
      const winner =
        isUniqueViolation(error) && input.idempotencyKey
          ? await repo.findByIdempotencyKey(claims.userId, input.idempotencyKey)
          : undefined;
      if (!winner) throw error;
      return winner;
    }
  }

  return {
    /**
     * Spec part 2 section 2 'Submit Your Instagram Post': the connected account's recent posts
     * with image, caption and issues (posts with issues cannot be submitted).
     * @throws AppError not_found for an invite that is not the creator's; conflict when the
     * account's connection expired.
     */
    async listPosts(claims: AccessClaims, inviteId: number) {
      const ctx = await access.ownInvite(claims, inviteId);
      const result = await postsWithIssues(claims.userId, ctx);
      return {
        platform: result.platform as Platform,
        connected: result.connected,
        posts: result.posts.map(({ post, issues }) => ({
          id: post.id,
          image_url: post.imageUrl,
          caption: post.caption,
          issues,
          link: post.link,
        })),
      };
    },

    /**
     * Submits a post of the creator's account for the invite. Idempotent by key; a post already
     * submitted, one with issues or one not on the account is refused.
     * @throws AppError not_found, conflict, validation_failed.
     */
    async submitPost(
      claims: AccessClaims,
      inviteId: number,
      postId: string,
      idempotencyKey: string | undefined,
    ): Promise<SubmittedPost> {
      const ctx = await access.ownInvite(claims, inviteId);
      const again = await access.replay(claims.userId, idempotencyKey, inviteId);
      if (again) return presentById(again.id, ctx);
      access.assertMaySubmit(ctx, 'post');
      const { posts, platform } = await postsWithIssues(claims.userId, ctx);
      const found = posts.find((p) => p.post.id === postId);
      if (!found) throw fieldError('post_id', POST_NOT_FOUND);
      if (found.issues.length > 0) {
        // A twin request with the same key may have committed since the first look: answer it.
        const twin = await access.replay(claims.userId, idempotencyKey, inviteId);
        if (twin) return presentById(twin.id, ctx);
        throw fieldError('post_id', found.issues.join(' '));
      }
      const { post } = found;
      const row = await insertLive(claims, ctx, {
        kind: 'image',
        sourceUrl: post.imageUrl,
        caption: post.caption,
        distribution: {
          url: post.link,
          platform,
          contentUrl: post.imageUrl,
          postedAt: post.postedAt,
        },
        action: 'submit_post',
        idempotencyKey,
      });
      return presentById(row.id, ctx);
    },

    /**
     * Submits a YouTube video link (spec part 2 section 5: one video_url field; accepted forms in
     * the domain's parseYouTubeVideoUrl). The link is stored in its canonical form, so the same
     * video sent twice for the invite answers the first submission.
     * @throws AppError validation_failed, not_found, conflict.
     */
    async submitYoutubeVideo(
      claims: AccessClaims,
      inviteId: number,
      videoUrl: string,
      idempotencyKey: string | undefined,
    ): Promise<SubmittedPost> {
      const ctx = await access.ownInvite(claims, inviteId);
      const videoId = parseYouTubeVideoUrl(videoUrl);
      if (!videoId) throw fieldError('video_url', YOUTUBE_URL_MESSAGE);
      const again = await access.replay(claims.userId, idempotencyKey, inviteId);
      if (again) return presentById(again.id, ctx);
      const canonical = `https://www.youtube.com/watch?v=${videoId}`;
      const mine = await repo.findDistributionByUrl(claims.userId, canonical);
      if (mine) {
        if (mine.invite_id === inviteId) return presentById(mine.content_id, ctx);
        throw fieldError('video_url', 'This video was already submitted for another campaign.');
      }
      access.assertMaySubmit(ctx, 'youtube');
      const row = await insertLive(claims, ctx, {
        kind: 'video',
        sourceUrl: canonical,
        caption: null,
        distribution: { url: canonical, platform: 'youtube', contentUrl: null, postedAt: null },
        action: 'submit_video',
        idempotencyKey,
      });
      return presentById(row.id, ctx);
    },

    /**
     * Spec part 2 section 4 'Instagram post': with a content metadata id, the chosen post
     * becomes the potential distribution of approved content (transition submit_match to
     * DISTRIBUTION_VERIFYING). Choosing the same post again is a no-op.
     * @throws AppError not_found, conflict (state), validation_failed (post).
     */
    async createPotentialDistribution(claims: AccessClaims, contentId: number, postId: string) {
      const row = await access.ownSubmission(claims, contentId);
      const ctx = (await repo.findInviteContext(row.content.invite_id))!;
      const { posts, platform } = await postsWithIssues(claims.userId, ctx);
      const found = posts.find((p) => p.post.id === postId);
      if (!found) throw fieldError('post_id', POST_NOT_FOUND);
      const { post } = found;
      const state = row.content.funnel_state as ContentFunnelState;
      const current = await repo.findDistribution(contentId);
      const result = {
        content_metadata_id: contentId,
        distribution_url: post.link,
        distribution_platform: platform,
        distribution_content_url: post.imageUrl,
        caption: post.caption,
      };
      if (state === 'DISTRIBUTION_VERIFYING' && current?.distribution_url === post.link)
        return result;
      const workflow = ctx.campaign.campaign_content_workflow as ContentWorkflow;
      if (!allowedActions(state, 'creator', workflow).includes('submit_match')) {
        throw new AppError('conflict', 'This submission is not waiting for a post.');
      }
      const issues = found.issues.filter(
        (i) => !(current && i.startsWith('This post has already')),
      );
      if (issues.length > 0) throw fieldError('post_id', issues.join(' '));
      await db.transaction(async (tx) => {
        await deps.funnel.move(
          {
            contentId,
            actor: { role: 'creator', userId: claims.userId },
            action: 'submit_match',
            from: state,
          },
          tx,
        );
        await repo.upsertDistribution(
          {
            content_id: contentId,
            distribution_url: post.link,
            distribution_platform: platform,
            distribution_content_url: post.imageUrl,
            caption: post.caption,
            posted_at: post.postedAt,
          },
          tx,
        );
      });
      return result;
    },
  };
}

export type PostSubmissionService = ReturnType<typeof createPostSubmissionService>;
