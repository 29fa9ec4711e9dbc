import { z } from 'zod';
import { DECLINE_REASONS } from './invite-status';

/** Shown when accept is blocked by the terms checkboxes (part 1 sections 5 and 8). */
export const MUST_AGREE_TO_TERMS_MESSAGE =
  'You must agree to the terms and conditions in order to participate.';

/** Shown when custom terms fail to load; accept stays disabled (part 1 sections 5 and 8). */
export const TERMS_LOAD_ERROR_MESSAGE =
  'There was an error loading terms for this campaign. Please refresh the page to try again';

/** Confirmation before a decline, which cannot be undone (part 1 section 4 'decline'). */
export const DECLINE_CONFIRMATION_MESSAGE =
  "Are you sure you want to reject this campaign? It will be removed from your list and you won't be able to cancel this action in the future";

/**
 * Initial state of the accept block's checkboxes (part 1 section 5): the general terms checkbox
 * starts ticked, the custom terms checkbox starts unticked.
 */
export const ACCEPT_TERMS_DEFAULTS = {
  generalTermsTicked: true,
  customTermsTicked: false,
} as const;

export type AcceptTermsState = {
  generalTermsTicked: boolean;
  customTermsExist: boolean;
  customTermsTicked: boolean;
  termsLoadError: boolean;
};

/**
 * Whether ACCEPT is enabled (part 1 section 5): general terms ticked, custom terms ticked when
 * they exist, and no error loading the terms. The server checks the same before accepting.
 */
export function canAccept(state: AcceptTermsState): boolean {
  if (state.termsLoadError) return false;
  if (!state.generalTermsTicked) return false;
  return !state.customTermsExist || state.customTermsTicked;
}

/**
 * The message explaining why ACCEPT is disabled, or null when it is enabled (part 1 sections 5
 * and 8): the terms-load error takes precedence over the must-agree message.
 */
export function acceptBlockedMessage(state: AcceptTermsState): string | null {
  if (state.termsLoadError) return TERMS_LOAD_ERROR_MESSAGE;
  return canAccept(state) ? null : MUST_AGREE_TO_TERMS_MESSAGE;
}

/**
 * The decline modal's input, sent as `rejectReason { reason, payment }` (part 1 sections 5 and
 * 7): a reason from DECLINE_REASONS is required; for CREATOR_DONT_ACCEPT_PAYMENT ("I don't accept
 * the payment") `payment`, the preferred payment amount, must be a finite number ≥ 0 (forms pass
 * the input's numeric value; an empty field is NaN and fails). For other reasons `payment` is
 * ignored if valid. The error messages are ours (the spec quotes none); each says what is wrong
 * with the amount, so a negative or non-numeric one is refused in words (issue 13).
 */
export const DECLINE_PAYMENT_MESSAGES = {
  missing: 'Please enter your preferred payment amount.',
  notANumber: 'Please enter your preferred payment amount as a number, e.g. 150.',
  negative: "Your preferred payment amount can't be negative.",
} as const;

export const DeclineInputSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: 'Please choose a reason.' }),
    payment: z
      .number({
        // An empty form field arrives as NaN: that is a missing amount, not a wrong one.
        error: (issue) =>
          issue.input === undefined || Number.isNaN(issue.input)
            ? DECLINE_PAYMENT_MESSAGES.missing
            : DECLINE_PAYMENT_MESSAGES.notANumber,
      })
      .refine(Number.isFinite, { error: DECLINE_PAYMENT_MESSAGES.notANumber, abort: true })
      .refine((amount) => amount >= 0, { error: DECLINE_PAYMENT_MESSAGES.negative })
      .nullish(),
  })
  .refine((v) => v.reason !== 'CREATOR_DONT_ACCEPT_PAYMENT' || typeof v.payment === 'number', {
    error: DECLINE_PAYMENT_MESSAGES.missing,
    path: ['payment'],
  });

export type DeclineInput = z.infer<typeof DeclineInputSchema>;
