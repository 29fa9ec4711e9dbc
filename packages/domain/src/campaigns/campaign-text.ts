import { creatorDate, timeOfDay } from '../deadlines/due-dates';
import type { InviteStatus } from '../invites/invite-status';
import type { InviteStep } from '../invites/invite-view';

/** Short descriptions are cut at 250 characters (part 1 section 9). */
export const SHORT_DESCRIPTION_LIMIT = 250;

/** An invite must be accepted within 1 day of being sent (part 1 section 9). */
export const ACCEPTANCE_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * The acceptance deadline: invite-sent time plus 1 day (part 1 section 9). `invite_sent_at` and
 * the result are epoch seconds.
 */
export function acceptanceDeadline(invite_sent_at: number): number {
  return invite_sent_at + ACCEPTANCE_WINDOW_SECONDS;
}

/** Campaign video orientations (part 1 section 3 'Campaign': video_orientation). */
export type VideoOrientation = 'portrait' | 'landscape' | 'square' | 'any';

const ORIENTATION_MESSAGES: Record<VideoOrientation, string> = {
  portrait: 'Please shoot this video vertically.',
  landscape: 'Please shoot this video horizontally.',
  square: 'Please shoot this video as a square.',
  any: 'Portrait, Landscape and Square videos are acceptable',
};

/** The video orientation message (part 1 section 9), or null when no orientation is set. */
export function videoOrientationMessage(
  orientation: VideoOrientation | null | undefined,
): string | null {
  return orientation ? ORIENTATION_MESSAGES[orientation] : null;
}

/**
 * The short description cut to `limit` characters (part 1 sections 2 and 9). The ellipsis '…'
 * (one character) counts toward the limit, so the result is never longer than `limit`; trailing
 * white space before it is dropped and a surrogate pair (emoji) is never split. Text within the
 * limit is returned unchanged.
 */
export function truncateDescription(text: string, limit = SHORT_DESCRIPTION_LIMIT): string {
  if (text.length <= limit) return text;
  if (limit <= 0) return '';
  let cut = limit - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}…`;
}

export type HeaderImageSource =
  | { kind: 'selected-sample-image' | 'sample-post-url' | 'sample-post-filename'; value: string }
  | { kind: 'default' };

/**
 * The guidelines header image (part 1 section 2 'Request-an-invite flow'): the selected sample
 * image, else sample_post_url, else sample_post_filename, else the default image. Empty strings
 * count as missing. The invite intro uses the same rule without a selected image.
 */
export function headerImageSource(input: {
  selectedSampleImageUrl?: string | null;
  sample_post_url?: string | null;
  sample_post_filename?: string | null;
}): HeaderImageSource {
  if (input.selectedSampleImageUrl) {
    return { kind: 'selected-sample-image', value: input.selectedSampleImageUrl };
  }
  if (input.sample_post_url) return { kind: 'sample-post-url', value: input.sample_post_url };
  if (input.sample_post_filename) {
    return { kind: 'sample-post-filename', value: input.sample_post_filename };
  }
  return { kind: 'default' };
}

/**
 * Whether the campaign is a video campaign: campaign_display_type contains 'video' (part 1
 * section 3). Decision: case-insensitive, so 'VIDEO' counts too; missing means not video.
 */
export function isVideoCampaign(campaign_display_type: string | null | undefined): boolean {
  return (campaign_display_type ?? '').toLowerCase().includes('video');
}

/** The invite intro greeting 'Hi, {username}' (part 1 section 2 'Invite intro'). */
export function greetingText(username: string): string {
  return `Hi, ${username}`;
}

/** The invite intro line about the brand (part 1 section 2 'Invite intro'). */
export function brandIntroText(brand: string): string {
  return `${brand} has identified you as a creator they want to collaborate with.`;
}

export type WhatsNextCopy = { title: string; body: string; reachOut: string | null };

/** What the what's-next page may truthfully promise an accepted creator (decision 012). */
export const WHATS_NEXT_NOW = {
  approvedBody: 'You Have A Spot',
  approvedReachOut:
    "You're approved for this campaign. Submit your content from its card on your dashboard.",
  startedReachOut:
    "The campaign has started. We'll reach out via email with your approval to participate in this campaign.",
  endedBody: 'This Campaign Has Ended',
  endedReachOut:
    "The campaign ended before a spot opened for you. We'll match you with more relevant campaigns in the future.",
} as const;

/**
 * The post-accept what's-next copy (part 1 section 2 'Post-accept what's-next'). Title "What's
 * next?" when ACCEPTED or APPROVED, 'Campaign full?' when REJECTED, 'Campaign not a fit?'
 * otherwise. Decisions: 'No Problem!' with no reach-out for an invite not accepted. For an
 * accepted one the spec's 'We Are Finding You A Spot' and its reach-out sentence, naming the
 * campaign start as MM/DD and h:mm A in the creator's zone (without " on {date} at {time}" when
 * there is no start date) — as long as that is true (decision 012), by the invite's view (issue
 * 31): an APPROVED creator already has the spot, a campaign that started can no longer be reached
 * out to "before it starts", and once the creator's window closed (`step` 'missed') there is no
 * spot to find.
 */
export function whatsNextCopy(input: {
  status: InviteStatus;
  campaignStart: number | null;
  /** The invite's view step (domain invites/invite-view). */
  step?: InviteStep;
  /** Epoch seconds; without it, the start is taken to be in the future. */
  now?: number;
  /** The creator's zone (IANA); UTC without it. */
  timeZone?: string;
}): WhatsNextCopy {
  const accepted = input.status === 'ACCEPTED' || input.status === 'APPROVED';
  const title = accepted
    ? "What's next?"
    : input.status === 'REJECTED'
      ? 'Campaign full?'
      : 'Campaign not a fit?';
  if (!accepted) return { title, body: 'No Problem!', reachOut: null };
  const now = input.now ?? Number.NEGATIVE_INFINITY;
  if (input.step === 'missed') {
    return { title, body: WHATS_NEXT_NOW.endedBody, reachOut: WHATS_NEXT_NOW.endedReachOut };
  }
  if (input.status === 'APPROVED') {
    return { title, body: WHATS_NEXT_NOW.approvedBody, reachOut: WHATS_NEXT_NOW.approvedReachOut };
  }
  if (input.campaignStart !== null && input.campaignStart <= now) {
    return { title, body: 'We Are Finding You A Spot', reachOut: WHATS_NEXT_NOW.startedReachOut };
  }
  return { title, body: 'We Are Finding You A Spot', reachOut: reachOutText(input) };
}

function reachOutText(input: { campaignStart: number | null; timeZone?: string }): string {
  if (input.campaignStart === null) {
    return "We'll reach out via email before the campaign starts with your approval to participate in this campaign.";
  }
  const zone = input.timeZone ?? 'UTC';
  const date = creatorDate(input.campaignStart, zone);
  const time = timeOfDay(input.campaignStart, zone);
  return `We'll reach out via email before the campaign starts on ${date} at ${time} with your approval to participate in this campaign.`;
}

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/g;

/**
 * Part 1 section 2 'Request-an-invite flow': links in the campaign description open in a new tab.
 * Splits a description into plain text and http(s) links so the page can render the links;
 * punctuation that ends a sentence is not part of the link.
 */
export function linkSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
