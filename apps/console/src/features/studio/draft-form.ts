import type { CampaignPlatform, ContentWorkflow } from '@portal/domain/campaigns/workflows';
import type { CompensationType } from '@portal/domain/money/payout';
import type { BoardStep } from '@portal/domain/studio/board';
import type { VideoOrientation } from '@portal/domain/studio/campaign-draft';
import type { NoticeKind } from '@portal/domain/studio/published-edits';

/**
 * The campaign editor's conversions between what a person types and the draft's units (cents,
 * ISO 8601 times, lists), and the console's names for the draft's choices (our copy: the spec
 * has no campaign editor; decision 566).
 */

/** Dollars as typed ('150', '$1,250.50') to cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const clean = text.replace(/[$,\s]/g, '');
  if (clean === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the editor shows them: '150' or '49.50'; '' for none. */
export function centsToText(cents: number): string {
  if (cents === 0) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local input's value, in the browser's zone; '' for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (the browser's zone) as an ISO time; null when empty. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** A list typed one per line (dos and don'ts, answers): every line kept, trailing blanks not. */
export function linesOf(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Tags typed with spaces or commas between them ('#glow #skin', '@brand, @shop'). */
export function tagsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * The messages of one field and its list entries ('hashtags', 'hashtags.0', …), as one line each:
 * entries are named by their line or value so a person can find them.
 */
export function fieldMessages(
  problems: Record<string, string>,
  field: string,
  entries?: readonly string[],
): string | undefined {
  const messages: string[] = [];
  if (problems[field]) messages.push(problems[field]);
  for (const [path, message] of Object.entries(problems)) {
    const m = new RegExp(`^${field.replaceAll('.', '\\.')}\\.(\\d+)$`).exec(path);
    if (!m) continue;
    const i = Number(m[1]);
    const what = entries?.[i] ? `“${entries[i]}”` : `Line ${i + 1}`;
    messages.push(`${what}: ${message}`);
  }
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** The form field a problem's path belongs to (its first part and list position, if any). */
export function fieldIdOf(path: string): string {
  const [field, index, sub] = path.split('.');
  if ((field === 'windows' || field === 'smart_questions') && index !== undefined) {
    return `field-${field}-${index}-${sub ?? 'start'}`;
  }
  return `field-${field}`;
}

export const PLATFORM_LABELS: Record<CampaignPlatform, string> = {
  instagram_image: 'Instagram (image)',
  instagram_video: 'Instagram (video)',
  tiktok: 'TikTok',
  youtube_video: 'YouTube',
  snapchat_video: 'Snapchat',
  generic: 'Any platform (generic)',
};

export const WORKFLOW_LABELS: Record<ContentWorkflow, string> = {
  PRODUCT: 'Product: creators post, then submit the post',
  CONTENT_PREAPPROVAL: 'Content pre-approval by the brand',
  CONTENT_INTERNAL_PREAPPROVAL: 'Internal pre-approval by ops',
  CONTENT_ONLY: 'Content only: uploaded, never posted',
  OPS_AND_BRAND_PREAPPROVAL: 'Ops and brand pre-approval',
};

export const COMPENSATION_LABELS: Record<CompensationType, string> = {
  PRODUCT_AND_PAYMENT: 'Free product and payment',
  PAYMENT_CREATOR_BUYS_PRODUCT: 'Payment; the creator buys the product',
  PAYMENT: 'Payment only',
  PRODUCT: 'Unpaid or social good (free product)',
};

export const ORIENTATION_LABELS: Record<VideoOrientation, string> = {
  portrait: 'Portrait',
  landscape: 'Landscape',
  square: 'Square',
  any: 'Any orientation',
};

export const NOTICE_LABELS: Record<NoticeKind, string> = {
  payout_raised: 'the payout is higher (their invites are raised to it)',
  expense_raised: 'the reimbursement is higher',
  dates_changed: 'the dates changed',
  product_changed: 'the product changed',
  guidelines_changed: 'the guidelines changed',
  terms_new_version: 'there is a new version of the terms to agree to',
};

export const LIFECYCLE_LABELS = { draft: 'Draft', published: 'Published', closed: 'Closed' };

/** Badge colours dark enough for white text at badge size (WCAG AA, 4.5:1). */
export const LIFECYCLE_COLORS = { draft: '#1c4f8a', published: '#1e6b30', closed: '#495057' };

/** The board steps the campaigns list shows in its columns, in funnel order. */
export const LIST_STEPS: readonly BoardStep[] = [
  'invited',
  'accepted',
  'submitted',
  'in_review',
  'approved',
  'posted',
  'paid',
];
