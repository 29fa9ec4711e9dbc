import { type CaptionRequirements, captionProblems } from './caption';

/** Spec part 2 section 2 'Submit Your Instagram Post', verbatim. */
export const POST_SUBMISSION_TEXTS = {
  submit: 'SUBMIT POST FOR REVIEW',
  failure: 'Sorry, there was a problem submitting your post',
} as const;

/** Issues a post can have (ours, besides the caption's 'Missing: ...'). */
export const POST_ISSUES = {
  beforeFlight: 'This post was published before the campaign started.',
  alreadySubmitted: 'This post has already been submitted.',
} as const;

/** A post from the creator's account, as the issue rule reads it. */
export interface PostForIssues {
  caption: string;
  link: string;
  /** When it was published, epoch seconds. */
  posted_at: number;
}

/**
 * Spec part 2 sections 2 and 3 'Instagram post' issues (which ones is ours): the caption lacks
 * required hashtags or mentions ('Missing: ...', only when the campaign requires a caption), it
 * was published before the flight started, or it was already submitted. A post with issues
 * cannot be submitted.
 */
export function postIssues(
  post: PostForIssues,
  context: {
    requirements: CaptionRequirements;
    /** The flight's start, epoch seconds; null when unknown. */
    flight_start: number | null;
    /** Links of posts already submitted by this creator. */
    submittedLinks: readonly string[];
  },
): string[] {
  const issues: string[] = [];
  const missing = captionProblems(post.caption, context.requirements).message;
  if (missing) issues.push(missing);
  if (context.flight_start !== null && post.posted_at < context.flight_start) {
    issues.push(POST_ISSUES.beforeFlight);
  }
  if (context.submittedLinks.includes(post.link)) issues.push(POST_ISSUES.alreadySubmitted);
  return issues;
}
