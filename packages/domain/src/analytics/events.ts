import { z } from 'zod';

export {
  ANALYTICS_EVENTS,
  type CampaignEventProperties,
  campaignEventProperties,
  GUIDELINES_VIEW_RECORD,
} from './event-names';

/** Event names: letters, digits, spaces and _ . : - only, so the sink stays queryable. */
export const EVENT_NAME_PATTERN = /^[A-Za-z0-9 _.:-]{1,80}$/;

/** Most properties an event may carry, serialised; larger events are refused. */
export const MAX_EVENT_PROPERTIES_BYTES = 4096;

/**
 * One analytics event as the web sends it to the sink. `id` is the sender's id for the event
 * (a UUID), so a retried send is stored once.
 */
export const AnalyticsEventInputSchema = z.object({
  id: z.uuid({ error: 'An event needs a UUID id.' }),
  name: z.string().regex(EVENT_NAME_PATTERN, { error: 'Unknown event name format.' }),
  properties: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .refine((p) => JSON.stringify(p).length <= MAX_EVENT_PROPERTIES_BYTES, {
      error: 'Event properties are too large.',
    })
    .default({}),
});

export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInputSchema>;
