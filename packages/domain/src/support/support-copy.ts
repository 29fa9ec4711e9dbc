/**
 * Writing to the operator from the Support page (issue 31): a subject and a message, which reach
 * the operator's support address (SUPPORT_EMAIL) or, without one, every ops user's inbox. The
 * limits, topics and words, without zod: the portal's form loads the schema only when it sends.
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
