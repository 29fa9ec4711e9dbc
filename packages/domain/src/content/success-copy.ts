import { type ContentWorkflow, isPreapprovalWorkflow } from '../campaigns/workflows';

/**
 * `payment_status_id` of a submitted post or video (spec part 2 section 3; values not shown,
 * ours): NOT_PAID while a payout for the invite is still to come, PAID once paid, NO_PAYOUT when
 * the invite pays nothing.
 */
export const PAYMENT_STATUS_IDS = { NOT_PAID: 1, PAID: 2, NO_PAYOUT: 3 } as const;

export type PaymentStatusId = (typeof PAYMENT_STATUS_IDS)[keyof typeof PAYMENT_STATUS_IDS];

/** The payment status of a submission from its invite's payout (dollars) and paid flag. */
export function paymentStatusId(invite: {
  payout_amount: number;
  is_paid: boolean;
}): PaymentStatusId {
  if (invite.is_paid) return PAYMENT_STATUS_IDS.PAID;
  return invite.payout_amount > 0 ? PAYMENT_STATUS_IDS.NOT_PAID : PAYMENT_STATUS_IDS.NO_PAYOUT;
}

/** Spec part 2 section 2: payment information shows only for the not-paid value. */
export function showsPaymentInformation(id: number | null | undefined): boolean {
  return id === PAYMENT_STATUS_IDS.NOT_PAID;
}

/** Spec part 2 section 9: content-only payment arrives within this many business days. */
export const CONTENT_ONLY_PAYMENT_DAYS = 14;

/** Copy of the success pages (spec part 2 section 2; wording beyond the quoted words is ours). */
export const SUCCESS_COPY = {
  postTitle: 'Your post has been submitted!',
  videoTitle: 'Your video has been submitted!',
  reviewLine: 'We will review it and let you know if anything needs to change.',
  viewDashboard: 'VIEW DASHBOARD',
  done: 'Done',
} as const;

/**
 * Spec part 2 section 2 'Payment notice': payment via PayPal within `days` business days,
 * otherwise an e-mail says what to fix.
 */
export function paymentNotice(days: number): string[] {
  const unit = days === 1 ? 'business day' : 'business days';
  return [
    `Once your submission is approved, you will receive your payment via PayPal within ${days} ${unit}.`,
    'If anything needs to be fixed, we will send you an email explaining what to change.',
  ];
}

/** The generic content success page's copy for a workflow. */
export interface GenericSuccessCopy {
  title: 'Great!' | 'Great Job!';
  lines: string[];
  /** The do-not-post warning of the pre-approval workflows, else null. */
  warning: string | null;
}

/**
 * Spec part 2 section 2 'Generic content success page': pre-approval workflows say 'Great!' and
 * warn not to post before approval; the content-only workflow (and any other) says 'Great Job!'
 * with the next step and payment via PayPal within 14 business days.
 */
export function genericSuccessCopy(workflow: ContentWorkflow): GenericSuccessCopy {
  if (isPreapprovalWorkflow(workflow)) {
    return {
      title: 'Great!',
      lines: [
        'Your content has been submitted for approval.',
        'We will let you know as soon as it has been reviewed.',
      ],
      warning: 'Please do not post this content until it has been approved.',
    };
  }
  return {
    title: 'Great Job!',
    lines: [
      'Your content has been submitted. Next, our team reviews it against the campaign guidelines.',
      `Once it is approved, payment is sent via PayPal within ${CONTENT_ONLY_PAYMENT_DAYS} business days.`,
    ],
    warning: null,
  };
}
