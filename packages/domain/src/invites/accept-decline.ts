import { z } from 'zod';
import { AMOUNT_MESSAGES, MAX_AMOUNT_DOLLARS } from '../money/limits';
import { DECLINE_REASONS } from './invite-status';

export {
  ACCEPT_TERMS_DEFAULTS,
  type AcceptTermsState,
  acceptBlockedMessage,
  canAccept,
  DECLINE_CONFIRMATION_MESSAGE,
  MUST_AGREE_TO_TERMS_MESSAGE,
  TERMS_LOAD_ERROR_MESSAGE,
} from './accept-terms';

/**
 * The decline modal's input, sent as `rejectReason { reason, payment }` (part 1 sections 5 and
 * 7): a reason from DECLINE_REASONS is required; for CREATOR_DONT_ACCEPT_PAYMENT ("I don't accept
 * the payment") `payment`, the preferred payment amount, must be a finite number ≥ 0 (forms pass
 * the input's numeric value; an empty field is NaN and fails). For other reasons `payment` is
 * ignored if valid; it is at most MAX_AMOUNT_DOLLARS (money/amount.ts, issue 27). The error messages are ours (the spec quotes none); each says what is wrong
 * with the amount, so a negative or non-numeric one is refused in words (issue 13).
 */
export const DECLINE_PAYMENT_MESSAGES = {
  missing: 'Please enter your preferred payment amount.',
  notANumber: 'Please enter your preferred payment amount as a number, e.g. 150.',
  negative: "Your preferred payment amount can't be negative.",
  tooLarge: AMOUNT_MESSAGES.tooLarge,
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
      .refine((amount) => amount >= 0, { error: DECLINE_PAYMENT_MESSAGES.negative, abort: true })
      // The domain's bound on amounts (issue 31): refused in words, never rewritten.
      .refine((amount) => amount <= MAX_AMOUNT_DOLLARS, {
        error: DECLINE_PAYMENT_MESSAGES.tooLarge,
      })
      .nullish(),
  })
  .refine((v) => v.reason !== 'CREATOR_DONT_ACCEPT_PAYMENT' || typeof v.payment === 'number', {
    error: DECLINE_PAYMENT_MESSAGES.missing,
    path: ['payment'],
  });

export type DeclineInput = z.infer<typeof DeclineInputSchema>;
