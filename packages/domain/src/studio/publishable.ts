import { isGenericWorkflow } from '../campaigns/workflows';
import type { FieldErrors } from '../errors/app-error';
import { isPaidCompensation } from '../money/payout';
import { type CampaignDraft, isVideoPlatform } from './campaign-draft';

/** A hashtag as creators must type it: '#' then letters, digits or '_'. */
export const HASHTAG_PATTERN = /^#[\p{L}\p{N}_]+$/u;
/** A handle to tag: '@' then letters, digits, '.' or '_'. */
export const SCREEN_NAME_PATTERN = /^@[\p{L}\p{N}._]+$/u;

/** The words next to each field (our copy: the spec has no campaign editor). */
export const PUBLISH_MESSAGES = {
  name: 'Give the campaign a name.',
  short_description: 'Describe the campaign in a few sentences.',
  platform: 'Choose the platform.',
  campaign_content_workflow: 'Choose how content is reviewed.',
  influencer_compensation_type: 'Choose how creators are paid.',
  payoutMissing: 'Enter the payout: this campaign pays creators.',
  payoutUnpaid: 'An unpaid campaign has no payout.',
  expenseNotBuying: 'Only campaigns where the creator buys the product reimburse it.',
  product_name: 'Name the product creators get or buy.',
  flight_start: 'Choose when the campaign starts.',
  flight_end: 'Choose when the campaign ends.',
  endBeforeStart: 'The campaign must end after it starts.',
  endPassed: 'The end date has passed.',
  windows: 'Add at least one posting window.',
  windowStart: 'Choose when this window starts.',
  windowEnd: 'Choose when this window ends.',
  windowOrder: 'The window must end after it starts.',
  windowOutside: 'The window must fall between the campaign’s start and end.',
  windowKeys: 'Each window needs its own key.',
  sample_image_ids: 'Add at least one sample image.',
  hashtag: 'Hashtags start with # and have no spaces.',
  screenName: 'Handles start with @ and have no spaces.',
  video_orientation: 'Choose the video orientation for a video campaign.',
  genericNeedsUpload: 'A campaign on any platform needs a workflow where content is uploaded.',
  custom_terms: 'Write the terms, or remove them.',
  question: 'Write the question.',
  options: 'Give at least two answers to choose from.',
  accepted: 'Mark at least one answer as a match.',
  acceptedNotOption: 'A matching answer must be one of the answers.',
  questionIds: 'Each question needs its own id.',
  autoAssignClosed: 'Auto-assign needs the campaign to be open to requests.',
  waitlistClosed: 'A waitlist needs the campaign to be open to requests.',
  blankLine: 'Remove the empty line.',
} as const;

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/**
 * What stops a draft from being published (issue 29 'Publishing checks completeness and names
 * each missing or invalid field next to it'): field path → message; empty when publishable.
 * Paths are the draft's own keys, with list positions ('windows.1.end', 'hashtags.0').
 * Rules (ours; the spec says what each field means, not what is required):
 * - a name, a description, a platform, a workflow and a compensation type;
 * - a paid type has a payout above 0, the unpaid type (free product) none; only 'creator buys the
 *   product' reimburses an expense; every type with a product names it;
 * - start and end, the end after the start and not passed (`now`); at least one posting window,
 *   each inside the campaign's dates and ending after it starts;
 * - at least one sample image (the invite intro's header and the card's picture);
 * - hashtags '#tag', handles '@name'; a video platform has an orientation; 'generic' content is
 *   uploaded, so it needs a workflow other than PRODUCT (post first, then submit the post);
 * - custom terms, when present, have text; each smart question has a text, two answers or more and
 *   at least one matching answer among them;
 * - auto-assign and a waitlist only for a campaign open to requests.
 */
export function publishProblems(draft: CampaignDraft, now: Date): FieldErrors {
  const problems: FieldErrors = {};
  const m = PUBLISH_MESSAGES;
  const need = (field: keyof CampaignDraft, ok: boolean, message: string) => {
    if (!ok && !problems[field]) problems[field] = message;
  };
  need('name', draft.name !== '', m.name);
  need('short_description', draft.short_description !== '', m.short_description);
  need('platform', draft.platform !== null, m.platform);
  need(
    'campaign_content_workflow',
    draft.campaign_content_workflow !== null,
    m.campaign_content_workflow,
  );
  need(
    'influencer_compensation_type',
    draft.influencer_compensation_type !== null,
    m.influencer_compensation_type,
  );

  const type = draft.influencer_compensation_type;
  if (type !== null) {
    if (isPaidCompensation(type)) need('payout_cents', draft.payout_cents > 0, m.payoutMissing);
    else need('payout_cents', draft.payout_cents === 0, m.payoutUnpaid);
    if (type !== 'PAYMENT_CREATOR_BUYS_PRODUCT') {
      need('creator_expense_cents', draft.creator_expense_cents === 0, m.expenseNotBuying);
    }
    if (type !== 'PAYMENT') need('product_name', !!draft.product_name, m.product_name);
  }

  const start = time(draft.flight_start);
  const end = time(draft.flight_end);
  need('flight_start', start !== null, m.flight_start);
  need('flight_end', end !== null, m.flight_end);
  if (start !== null && end !== null) need('flight_end', end > start, m.endBeforeStart);
  if (end !== null) need('flight_end', end > now.getTime(), m.endPassed);

  need('windows', draft.windows.length > 0, m.windows);
  const keys = new Set<string>();
  draft.windows.forEach((w, i) => {
    const at = (field: string, message: string) => {
      problems[`windows.${i}.${field}`] ??= message;
    };
    if (keys.has(w.key)) at('key', m.windowKeys);
    keys.add(w.key);
    const ws = time(w.start);
    const we = time(w.end);
    if (ws === null) at('start', m.windowStart);
    if (we === null) at('end', m.windowEnd);
    if (ws !== null && we !== null && we <= ws) at('end', m.windowOrder);
    if (ws !== null && start !== null && ws < start) at('start', m.windowOutside);
    if (we !== null && end !== null && we > end) at('end', m.windowOutside);
  });

  need('sample_image_ids', draft.sample_image_ids.length > 0, m.sample_image_ids);
  draft.hashtags.forEach((tag, i) => {
    if (!HASHTAG_PATTERN.test(tag)) problems[`hashtags.${i}`] = m.hashtag;
  });
  draft.screen_names.forEach((name, i) => {
    if (!SCREEN_NAME_PATTERN.test(name)) problems[`screen_names.${i}`] = m.screenName;
  });
  for (const list of ['content_dos', 'content_donts', 'caption_dos', 'caption_donts'] as const) {
    draft[list].forEach((line, i) => {
      if (line === '') problems[`${list}.${i}`] = m.blankLine;
    });
  }
  if (draft.platform !== null && isVideoPlatform(draft.platform)) {
    need('video_orientation', draft.video_orientation !== null, m.video_orientation);
  }
  if (draft.platform === 'generic' && draft.campaign_content_workflow !== null) {
    need(
      'campaign_content_workflow',
      isGenericWorkflow(draft.campaign_content_workflow),
      m.genericNeedsUpload,
    );
  }
  if (draft.custom_terms !== null) need('custom_terms', draft.custom_terms !== '', m.custom_terms);

  const ids = new Set<string>();
  draft.smart_questions.forEach((q, i) => {
    const at = (field: string, message: string) => {
      problems[`smart_questions.${i}.${field}`] ??= message;
    };
    if (ids.has(q.id)) at('id', m.questionIds);
    ids.add(q.id);
    if (q.question === '') at('question', m.question);
    const options = q.options.filter((o) => o !== '');
    if (options.length < 2) at('options', m.options);
    if (q.accepted.length === 0) at('accepted', m.accepted);
    else if (!q.accepted.every((a) => options.includes(a))) at('accepted', m.acceptedNotOption);
  });

  if (!draft.open_to_requests) {
    need('auto_assign_requests', !draft.auto_assign_requests, m.autoAssignClosed);
    need('waitlist', !draft.waitlist, m.waitlistClosed);
  }
  return problems;
}

/** Whether the draft may be published now (no `publishProblems`). */
export function isPublishable(draft: CampaignDraft, now: Date): boolean {
  return Object.keys(publishProblems(draft, now)).length === 0;
}
