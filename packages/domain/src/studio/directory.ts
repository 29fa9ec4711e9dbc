import { z } from 'zod';
import { DIRECTORY_PAGE_MAX, DIRECTORY_PLATFORMS, DIRECTORY_SORTS } from './directory-sorts';
import { CREATOR_NOTE_MAX } from './studio-limits';
import type { StudioActor } from './studio-policy';

/**
 * The creator directory of the campaign studio (issue 29): ops see every creator with their
 * contact details; brand users see only a creator's public side. Decision 562.
 */

// The sorts and platforms live in a module without zod, for the console (issue 33).
export {
  DIRECTORY_PAGE_MAX,
  DIRECTORY_PLATFORMS,
  DIRECTORY_SORTS,
  type DirectorySort,
  defaultDirection,
} from './directory-sorts';

const int = (max: number) => z.coerce.number().int().min(0).max(max);
/** A query-string flag: 'true' / 'false' (an absent flag filters nothing). */
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const DirectoryQuerySchema = z.object({
  /** Name or handle; ops also match the e-mail address. */
  q: z.string().trim().max(100).optional(),
  category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  platform: z.enum(DIRECTORY_PLATFORMS).optional(),
  followers_min: int(2_000_000_000).optional(),
  followers_max: int(2_000_000_000).optional(),
  /** ISO 3166 alpha-2, as the profile stores it. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  has_paypal: flag.optional(),
  completed_min: int(100_000).optional(),
  sort: z.enum(DIRECTORY_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_MAX).default(25),
  /** Marks creators already invited to this campaign (one of the actor's). */
  campaign_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuerySchema>;

const HandleSchema = z.object({ platform: z.string(), handle: z.string() });
const AccountSchema = z.object({
  platform: z.string(),
  handle: z.string(),
  followers: z.number().nullable(),
  engagement_rate: z.number().nullable(),
});

export const DirectoryEntrySchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  handles: z.array(HandleSchema),
  accounts: z.array(AccountSchema),
  categories: z.array(z.string()),
  followers: z.number(),
  engagement_rate: z.number().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  completed_campaigns: z.number(),
  /** Share of finished deliverables handed in by their deadline, 0 to 1; null with none yet. */
  on_time_rate: z.number().nullable(),
  has_paypal: z.boolean(),
  /** Whether this creator already has an invite to the `campaign_id` of the query. */
  invited: z.boolean(),
  /** Ops only: how to reach the creator. Brand users never get these (null). */
  contact: z
    .object({
      email: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
});
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

export const DirectoryPageSchema = z.object({
  items: z.array(DirectoryEntrySchema),
  page: z.number(),
  page_size: z.number(),
  total: z.number(),
  /** 'full' for ops; 'public' for brand users. */
  view: z.enum(['full', 'public']),
});

/** A team's private note on a creator (decision 539): saved as typed, trimmed, within the limit. */
export const CreatorNoteBodySchema = z.object({
  body: z
    .string()
    .trim()
    .max(CREATOR_NOTE_MAX, {
      error: `A note is at most ${CREATOR_NOTE_MAX.toLocaleString('en-US')} characters.`,
    }),
});
export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;

export type DirectoryView = 'full' | 'public';

/** Ops see the full record; every brand user (admin or reviewer) sees the public side. */
export function directoryViewFor(actor: StudioActor): DirectoryView {
  return actor.type === 'ops' ? 'full' : 'public';
}

/** Everything the directory may know of a creator; `directoryEntry` keeps what a view shows. */
export type DirectoryRecord = Omit<DirectoryEntry, 'name' | 'contact'> & {
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
};

/**
 * The name a view shows: ops the full name; brand users the first name and the last name's
 * initial ('Maya R.'), enough to recognise a creator next to their handles, without the surname.
 */
export function directoryName(
  view: DirectoryView,
  first: string | null,
  last: string | null,
): string | null {
  const f = first?.trim() || '';
  const l = last?.trim() || '';
  if (view === 'full') return [f, l].filter(Boolean).join(' ') || null;
  if (!f) return l ? `${l[0]!.toUpperCase()}.` : null;
  return l ? `${f} ${l[0]!.toUpperCase()}.` : f;
}

/**
 * The creator's name as a staff member sees it on every console screen — the directory, a
 * campaign's board, the review queue and item, invite requests — so the screens agree about the
 * same creator: ops the full name, brand users the short one (`directoryName`).
 */
export function creatorNameFor(
  actor: StudioActor,
  first: string | null | undefined,
  last: string | null | undefined,
): string | null {
  return directoryName(directoryViewFor(actor), first ?? null, last ?? null);
}

/**
 * A creator as the view may show them (issue 29: brand users see name, handles, categories,
 * follower counts and engagement, country and city, completed campaigns and on-time rate —
 * never e-mail, phone or address).
 */
export function directoryEntry(view: DirectoryView, record: DirectoryRecord): DirectoryEntry {
  const { first_name, last_name, email, phone, address, ...shown } = record;
  return {
    ...shown,
    name: directoryName(view, first_name, last_name),
    contact: view === 'full' ? { email, phone, address } : null,
  };
}

/** Whether a search may match e-mail addresses: only ops (a brand could otherwise probe them). */
export function searchesEmail(view: DirectoryView): boolean {
  return view === 'full';
}
