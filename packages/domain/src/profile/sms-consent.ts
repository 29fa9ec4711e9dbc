/** Part 1 section 9: re-ask only after the last consent is over 30 days old … */
export const SMS_CONSENT_REASK_AFTER_DAYS = 30;
/** … and only while fewer than 2 consents were given. */
export const SMS_CONSENT_MAX_PROMPTS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Part 1 section 8: shown when saving the consent fails. */
export const SMS_CONSENT_SAVE_ERROR_MESSAGE =
  'Unable to update your profile. Try refreshing this page.';
/** Part 1 section 8: shown when the save succeeds. */
export const PROFILE_SAVED_MESSAGE = 'Profile saved successfully!';
/** Part 1 section 4 / part 2 section 2: the two actions of the campaign-text dialog. */
export const CAMPAIGN_TEXT_DIALOG_ACTIONS = ['Ignore', 'Update Number'] as const;

/** The user or profile fields the consent rule reads (part 1 section 3). */
export interface SmsConsentState {
  consents_to_sms_messaging?: boolean | number | null;
  tcpa_count_consents_given?: number | null;
  tcpa_last_consent_given_at?: string | null;
}

/**
 * Reads a 'YYYY-MM-DD HH:mm:ss' timestamp as UTC (the format the consent write uses).
 * Also takes an ISO 8601 string. Null when missing or unreadable.
 */
export function parseConsentTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

/**
 * Part 1 section 4 'Text-message consent prompt': not shown if consent is given (true or a
 * non-zero number); shown if the consent count is 0 (missing counts as 0); otherwise shown only
 * if the count is below 2 and the last consent was over 30 days before `now`. Ours: a count of
 * 1 with a missing or unreadable last-consent time is treated as long ago, so it is shown.
 */
export function shouldShowSmsConsentPrompt(state: SmsConsentState, now: Date): boolean {
  if (state.consents_to_sms_messaging) return false;
  const count = state.tcpa_count_consents_given ?? 0;
  if (count <= 0) return true;
  if (count >= SMS_CONSENT_MAX_PROMPTS) return false;
  const last = parseConsentTimestamp(state.tcpa_last_consent_given_at);
  return last === null || now.getTime() - last.getTime() > SMS_CONSENT_REASK_AFTER_DAYS * DAY_MS;
}

/** Part 1 section 4: 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function formatConsentTimestamp(now: Date): string {
  return now.toISOString().slice(0, 19).replace('T', ' ');
}

/** The patch written when the creator gives consent (sent with patchProfile, part 1 section 7). */
export interface SmsConsentWrite {
  tcpa_last_consent_given_at: string;
  tcpa_count_consents_given: number;
  consents_to_sms_messaging: true;
}

/**
 * Part 1 section 4 'Text-message consent prompt': saving consent writes the timestamp
 * (YYYY-MM-DD HH:mm:ss, UTC) and increments the count by 1 (a missing count is 0).
 */
export function smsConsentWrite(state: SmsConsentState, now: Date): SmsConsentWrite {
  return {
    tcpa_last_consent_given_at: formatConsentTimestamp(now),
    tcpa_count_consents_given: (state.tcpa_count_consents_given ?? 0) + 1,
    consents_to_sms_messaging: true,
  };
}

/**
 * Part 2 section 2 'Text-messaging promotion dialog' ('Ignore' or 'Update Number' for campaign
 * text invites). The spec does not say where it shows; ours: on the campaigns list, to a creator
 * who has an invite waiting for an answer (the moment a text invite would have helped), by the
 * same rule as the consent prompt.
 */
export function shouldOfferCampaignTexts(
  state: SmsConsentState & { hasPendingInvite: boolean },
  now: Date,
): boolean {
  return state.hasPendingInvite && shouldShowSmsConsentPrompt(state, now);
}

/**
 * Where a text may go (issue 31): only to a creator who consented to texts, kept text reminders
 * on, and verified the number — and only to that verified number. Checked where a text is sent,
 * not only on the screen. Null when no text may be sent.
 */
export function textRecipientOf(creator: {
  consentsToSms: boolean;
  remindBySms: boolean;
  /** The verified mobile number (E.164), null when the number is not verified. */
  verifiedPhone: string | null;
}): string | null {
  if (!creator.consentsToSms || !creator.remindBySms) return null;
  return creator.verifiedPhone || null;
}
