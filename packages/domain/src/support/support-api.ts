import { z } from 'zod';

import { SUPPORT_LIMITS, SUPPORT_MESSAGES, SUPPORT_TOPICS } from './support-copy';

export {
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from './support-copy';

/** A message to the operator, checked by the portal's form when it sends and by the server. */
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
