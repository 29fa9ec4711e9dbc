import { z } from 'zod';

/**
 * Writing to the operator from the Support page (issue 31): a subject and a message, which reach
 * the operator's support address (SUPPORT_EMAIL) or, without one, every ops user's inbox.
 */
export const SUPPORT_LIMITS = { subject: 150, message: 5000, perHour: 5 } as const;

export const SUPPORT_TOPICS = ['payment', 'campaign', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  payment: 'A payment',
  campaign: 'A campaign or my content',
  account: 'My account or profile',
  other: 'Something else',
};

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Please say in a few words what it is about.',
  subjectTooLong: `Please keep the subject under ${SUPPORT_LIMITS.subject} characters.`,
  messageTooShort: 'Please tell us a little more (at least 10 characters).',
  messageTooLong: `Please keep the message under ${SUPPORT_LIMITS.message} characters.`,
  tooMany: 'You have sent several messages in the last hour. We will answer those first.',
  sent: 'Thanks — your message is on its way. We answer by e-mail, usually within one business day.',
} as const;

export const SupportMessageInputSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose what it is about.' }),
  subject: z
    .string()
    .trim()
    .min(1, SUPPORT_MESSAGES.subjectRequired)
    .max(SUPPORT_LIMITS.subject, SUPPORT_MESSAGES.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(10, SUPPORT_MESSAGES.messageTooShort)
    .max(SUPPORT_LIMITS.message, SUPPORT_MESSAGES.messageTooLong),
  /** The form's key for this message: a doubled send makes one message. */
  idempotency_key: z.string().min(8).max(100).optional(),
});
export type SupportMessageInput = z.infer<typeof SupportMessageInputSchema>;

export const SupportMessageResultSchema = z.object({
  id: z.number().int(),
  /** Epoch seconds. */
  sent_at: z.number().int(),
  replayed: z.boolean(),
});
export type SupportMessageResult = z.infer<typeof SupportMessageResultSchema>;
