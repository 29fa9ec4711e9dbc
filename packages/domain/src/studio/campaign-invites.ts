import Papa from 'papaparse';
import { z } from 'zod';
import type { FieldErrors } from '../errors/app-error';
import { isValidEmail } from '../profile/validation';
import type { CampaignLifecycle } from './lifecycle';
import { INVITE_BATCH_MAX, INVITE_HANDLE_MAX, INVITE_NOTE_MAX } from './studio-limits';

/**
 * Inviting creators from the studio (issue 29): many at once with a personal note and an
 * accept-by date; one invite per creator per campaign, whatever is clicked twice or sent by two
 * people at once; people not on the portal yet invited by e-mail, one by one or from a CSV.
 */

export { INVITE_BATCH_MAX, INVITE_HANDLE_MAX, INVITE_NOTE_MAX } from './studio-limits';

const acceptBy = z.iso.datetime({ offset: true, message: 'Please choose an accept-by date.' });
const note = z.string().trim().max(INVITE_NOTE_MAX).default('');

export const InviteCreatorsInputSchema = z.object({
  creator_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Select at least one creator.')
    .max(INVITE_BATCH_MAX),
  note,
  accept_by: acceptBy,
});
export type InviteCreatorsInput = z.infer<typeof InviteCreatorsInputSchema>;

export const EmailInviteeSchema = z.object({
  email: z.string().trim().max(320),
  handle: z.string().trim().max(INVITE_HANDLE_MAX).nullable().default(null),
});
export type EmailInvitee = z.infer<typeof EmailInviteeSchema>;

export const InviteByEmailInputSchema = z.object({
  invitees: z
    .array(EmailInviteeSchema)
    .min(1, 'Add at least one e-mail address.')
    .max(INVITE_BATCH_MAX),
  note,
  accept_by: acceptBy,
});
export type InviteByEmailInput = z.infer<typeof InviteByEmailInputSchema>;

/** What one send did for each creator or address: the console lists it. */
export const INVITE_OUTCOMES = [
  'invited',
  'already_invited',
  'not_a_creator',
  'waiting_for_sign_up',
  'invalid_email',
] as const;
export type InviteOutcome = (typeof INVITE_OUTCOMES)[number];

export const InviteSendResultSchema = z.object({
  results: z.array(
    z.object({
      creator_id: z.number().nullable(),
      email: z.string().nullable(),
      outcome: z.enum(INVITE_OUTCOMES),
      invite_id: z.number().nullable(),
    }),
  ),
  invited: z.number(),
  already_invited: z.number(),
  waiting_for_sign_up: z.number(),
  refused: z.number(),
});
export type InviteSendResult = z.infer<typeof InviteSendResultSchema>;

export const INVITE_REFUSALS = {
  draft: 'Publish the campaign before inviting creators.',
  closed: 'This campaign is closed: it takes no new invites.',
  acceptByPassed: 'The accept-by date must be in the future.',
  acceptByAfterEnd: 'The accept-by date must be before the campaign ends.',
} as const;

/**
 * Why invites to the campaign cannot be sent now, by field; empty when they can. Rules (ours):
 * the campaign is published and not closed (closing stops new invites); the accept-by date is in
 * the future and not after the campaign's end.
 */
export function inviteProblems(
  campaign: { lifecycle: CampaignLifecycle; flightEnd: Date | null },
  acceptByIso: string,
  now: Date,
): FieldErrors {
  if (campaign.lifecycle === 'draft') return { campaign: INVITE_REFUSALS.draft };
  if (campaign.lifecycle === 'closed') return { campaign: INVITE_REFUSALS.closed };
  const at = Date.parse(acceptByIso);
  if (!(at > now.getTime())) return { accept_by: INVITE_REFUSALS.acceptByPassed };
  if (campaign.flightEnd && at > campaign.flightEnd.getTime()) {
    return { accept_by: INVITE_REFUSALS.acceptByAfterEnd };
  }
  return {};
}

/**
 * One invite per creator per campaign: the ids to invite, each once, in the order given, without
 * those that already have an invite to the campaign (`alreadyInvited`). The database's unique
 * (campaign, creator) key holds the same rule against two senders at once.
 */
export function planInvites(
  requested: readonly number[],
  alreadyInvited: ReadonlySet<number>,
): { invite: number[]; already: number[] } {
  const seen = new Set<number>();
  const invite: number[] = [];
  const already: number[] = [];
  for (const id of requested) {
    if (seen.has(id)) continue;
    seen.add(id);
    (alreadyInvited.has(id) ? already : invite).push(id);
  }
  return { invite, already };
}

/** An e-mail address as it is compared: trimmed and lower-case. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A handle as stored: without '@' and spaces; null when empty. */
export function normalHandle(handle: string | null | undefined): string | null {
  const h = (handle ?? '').replaceAll('@', '').trim();
  return h === '' ? null : h.slice(0, INVITE_HANDLE_MAX);
}

/**
 * Addresses to invite, from pasted text or a CSV file: one per line, the e-mail first and an
 * optional handle second (comma, semicolon or tab between); a header line naming 'email' is
 * skipped, duplicates are kept once, and lines that are not e-mail addresses are returned apart
 * with their line number.
 */
export function parseInviteeList(text: string): {
  invitees: EmailInvitee[];
  invalid: { line: number; text: string }[];
} {
  const parsed = Papa.parse<string[]>(text.trim(), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const invitees: EmailInvitee[] = [];
  const invalid: { line: number; text: string }[] = [];
  const seen = new Set<string>();
  parsed.data.forEach((row, index) => {
    const email = normalEmail(row[0] ?? '');
    if (index === 0 && /e-?mail/.test(email)) return;
    if (!isValidEmail(email)) {
      invalid.push({ line: index + 1, text: row.join(', ').slice(0, 200) });
      return;
    }
    if (seen.has(email)) return;
    seen.add(email);
    invitees.push({ email, handle: normalHandle(row[1]) });
  });
  return { invitees, invalid };
}
