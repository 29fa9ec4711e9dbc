import { z } from 'zod';
import { knownTimeZone } from './due-dates';

/** Where a creator subscribes to their deadlines (issue 15); null until they ask for a feed. */
export const CalendarLinksSchema = z.object({
  /** The secret https URL of the iCalendar feed. */
  feed_url: z.string(),
  /** The same as webcal://, which Apple Calendar and most desktop calendars subscribe to. */
  webcal_url: z.string(),
  google_url: z.string(),
  outlook_url: z.string(),
});
export type CalendarLinks = z.infer<typeof CalendarLinksSchema>;

export const DeadlineSettingsSchema = z.object({
  time_zone: z.string().nullable(),
  remind_by_email: z.boolean(),
  remind_by_sms: z.boolean(),
  /** Texts also need the creator's consent to text messages (the profile's contact preference). */
  sms_consent: z.boolean(),
  /** … and a verified mobile number: texts go only there (decision 545). */
  phone_verified: z.boolean(),
  calendar: CalendarLinksSchema.nullable(),
});
export type DeadlineSettings = z.infer<typeof DeadlineSettingsSchema>;

const TIME_ZONE_MESSAGE = 'Please choose a time zone from the list.';

export const DeadlineSettingsUpdateSchema = z
  .object({
    time_zone: z
      .string()
      .max(64)
      .refine((zone) => knownTimeZone(zone) === zone, TIME_ZONE_MESSAGE),
    remind_by_email: z.boolean(),
    remind_by_sms: z.boolean(),
  })
  .partial()
  .strict();
export type DeadlineSettingsUpdate = z.infer<typeof DeadlineSettingsUpdateSchema>;

const FEED_NAME = 'Creator portal deadlines';

/** The subscribe links of a feed URL: webcal for Apple, and Google's and Outlook's add-by-URL pages. */
export function calendarLinks(feedUrl: string): CalendarLinks {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return {
    feed_url: feedUrl,
    webcal_url: webcal,
    google_url: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook_url: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=${encodeURIComponent(FEED_NAME)}`,
  };
}
