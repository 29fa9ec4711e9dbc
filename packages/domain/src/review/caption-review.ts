import {
  type CaptionRequirements,
  type CaptionSegment,
  captionProblems,
  highlightTags,
  requiredTags,
} from '../content/caption';

export interface ReviewCaptionSegment extends CaptionSegment {
  /** A hashtag or mention the campaign requires (spec part 2 section 5's matching). */
  required: boolean;
}

/**
 * The caption as a reviewer reads it (issue 16): its hashtags and mentions, the required ones
 * marked, and the required tags it lacks — the same rules the creator's submit form applies.
 */
export function reviewCaption(caption: string, req: CaptionRequirements) {
  const required = requiredTags(req.required_hashtags, req.required_screen_names).map((t) =>
    t.toLowerCase(),
  );
  const segments: ReviewCaptionSegment[] = highlightTags(caption).map((s) => ({
    ...s,
    required: s.kind !== 'text' && required.includes(s.text.toLowerCase()),
  }));
  return { segments, ...captionProblems(caption, req) };
}
