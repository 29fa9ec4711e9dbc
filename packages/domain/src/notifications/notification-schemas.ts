import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-kinds';

/** One notification as the API answers it (the bell's list and the live stream's events). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unread_count: z.number().int(),
  /** The `before` of the next (older) page, or null at the end. */
  next_before: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});

/** Mark these read, or all of them (`all: true`). */
export const MarkReadBodySchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadBody = z.infer<typeof MarkReadBodySchema>;

/** How many notifications a page of the bell's list holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
