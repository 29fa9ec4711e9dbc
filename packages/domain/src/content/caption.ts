/** Spec part 2 sections 5 and 8: the caption and content-type messages, verbatim. */
export const CAPTION_MESSAGES = {
  invalidOnSubmit: 'Please check that all required hashtags and mentions are included',
  required: 'A caption is required for this campaign',
  contentTypeRequired: "Please select the type of content you're uploading",
} as const;

/** Spec part 2 section 5: a hashtag or mention body is at most this many characters. */
export const TAG_BODY_MAX_LENGTH = 30;

const BODY = String.raw`[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)*`;
const BODY_ONLY = new RegExp(`^${BODY}$`, 'u');

/**
 * Spec part 2 section 5 'Hashtags and mentions in captions': up to 30 letters (any script),
 * digits, underscores and single dots, not starting or ending with a dot. The body excludes the
 * leading # or @.
 */
export function isValidTagBody(body: string): boolean {
  return [...body].length <= TAG_BODY_MAX_LENGTH && BODY_ONLY.test(body);
}

/** The campaign's caption requirements (new content data, part 2 section 3). */
export interface CaptionRequirements {
  requires_caption: boolean;
  required_hashtags: readonly string[];
  required_screen_names: readonly string[];
}

function withPrefix(tag: string, prefix: '#' | '@'): string {
  const body = tag.trim().replace(/^[#@]+/, '');
  return body === '' ? '' : `${prefix}${body}`;
}

/**
 * Spec part 2 section 5: the required tags as they must appear, hashtags with '#' and screen
 * names with '@' (stored values may come with or without the sign), blanks and
 * case-insensitive duplicates dropped, hashtags first.
 */
export function requiredTags(
  hashtags: readonly string[],
  screenNames: readonly string[],
): string[] {
  const tags = [
    ...hashtags.map((t) => withPrefix(t, '#')),
    ...screenNames.map((t) => withPrefix(t, '@')),
  ].filter((t) => t !== '');
  return tags.filter((t, i) => tags.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Spec part 2 section 5: `tag` appears in `caption`, case-insensitive, followed by a
 * non-alphanumeric character or the end. Taken literally: '_' and '.' count as non-alphanumeric.
 */
export function captionHasTag(caption: string, tag: string): boolean {
  return new RegExp(`${escapeRegExp(tag)}(?![\\p{L}\\p{N}])`, 'iu').test(caption);
}

/** Spec part 2 section 5: the required tags a caption lacks and the 'Missing: ...' text. */
export interface CaptionProblems {
  missing: string[];
  /** 'Missing: #a, @b', or null when nothing is missing. */
  message: string | null;
}

/**
 * Spec part 2 section 5: which required hashtags and mentions the caption lacks, listed as
 * 'Missing: ...' joined by ', '. Nothing is missing when the campaign does not require a caption.
 */
export function captionProblems(caption: string, req: CaptionRequirements): CaptionProblems {
  if (!req.requires_caption) return { missing: [], message: null };
  const missing = requiredTags(req.required_hashtags, req.required_screen_names).filter(
    (tag) => !captionHasTag(caption, tag),
  );
  return { missing, message: missing.length > 0 ? `Missing: ${missing.join(', ')}` : null };
}

/**
 * Spec part 2 sections 4 and 5: caption validity for submit. Always valid when the campaign does
 * not require a caption; otherwise non-blank and holding every required tag.
 */
export function isCaptionValid(caption: string, req: CaptionRequirements): boolean {
  if (!req.requires_caption) return true;
  return caption.trim() !== '' && captionProblems(caption, req).missing.length === 0;
}

/** Spec part 2 section 5: the message shown when an invalid caption is submitted, or null. */
export function captionSubmitError(caption: string, req: CaptionRequirements): string | null {
  return isCaptionValid(caption, req) ? null : CAPTION_MESSAGES.invalidOnSubmit;
}

/** Spec part 2 section 5 'Caption edit form': the caption is required there. */
export function captionEditError(caption: string): string | null {
  return caption.trim() === '' ? CAPTION_MESSAGES.required : null;
}

/**
 * Spec part 2 section 5 'Content type selector': required only when the
 * 'uploading-content-type-selector' flag is on.
 */
export function contentTypeError(
  selectorEnabled: boolean,
  contentSnTypeId: number | null | undefined,
): string | null {
  return selectorEnabled && contentSnTypeId == null ? CAPTION_MESSAGES.contentTypeRequired : null;
}

/**
 * Spec part 2 section 5: the caption pre-filled with the required hashtags and screen names,
 * separated by single spaces, e.g. '#ad #summer @brand'.
 */
export function prefillCaption(
  hashtags: readonly string[],
  screenNames: readonly string[],
): string {
  return requiredTags(hashtags, screenNames).join(' ');
}

/** Spec part 2 section 4 match selection: a run of caption text, or one hashtag or mention. */
export interface CaptionSegment {
  kind: 'text' | 'hashtag' | 'mention';
  text: string;
}

const TAG_IN_TEXT = new RegExp(`(?<![\\p{L}\\p{N}_])[#@]${BODY}`, 'gu');

/**
 * Spec part 2 section 4 CREATOR_NEEDS_TO_SUBMIT_A_MATCH: splits a caption into text, hashtag and
 * mention segments for highlighting. A tag starts a word and has a valid body (isValidTagBody);
 * so 'mail@example.com' stays text and a sentence's final dot is not part of the tag.
 * Joining the segments' text gives the caption back.
 */
export function highlightTags(caption: string): CaptionSegment[] {
  const segments: CaptionSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let index = 0;
  for (const match of caption.matchAll(TAG_IN_TEXT)) {
    pushText(caption.slice(index, match.index));
    const tag = match[0];
    if (isValidTagBody(tag.slice(1))) {
      segments.push({ kind: tag.startsWith('#') ? 'hashtag' : 'mention', text: tag });
    } else {
      pushText(tag);
    }
    index = match.index + tag.length;
  }
  pushText(caption.slice(index));
  return segments;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:(?:www\.|m\.)?(youtube\.com)|(youtu\.be))\/([^?#]*)(?:\?([^#]*))?(?:#.*)?$/i;

/**
 * Spec part 2 section 5 'YouTube form' (format rules not shown; ours): the video id of a pasted
 * URL, or null. Accepted, with or without http(s):// and surrounding spaces:
 * [www.|m.]youtube.com/watch?v={id} (v anywhere in the query), [www.|m.]youtube.com/shorts/{id},
 * youtu.be/{id}; each may carry further query parameters or a #fragment. The host is
 * case-insensitive; the id is exactly 11 of A-Z a-z 0-9 _ - and case-sensitive.
 */
export function parseYouTubeVideoUrl(url: string): string | null {
  const match = YOUTUBE_URL.exec(url.trim());
  if (!match) return null;
  const [, longHost, , path = '', query = ''] = match;
  let id: string | undefined;
  if (!longHost) {
    id = path;
  } else if (path === 'watch') {
    id = query
      .split('&')
      .find((pair) => pair.startsWith('v='))
      ?.slice(2);
  } else if (path.startsWith('shorts/')) {
    id = path.slice('shorts/'.length).replace(/\/$/, '');
  }
  return id !== undefined && VIDEO_ID.test(id) ? id : null;
}
