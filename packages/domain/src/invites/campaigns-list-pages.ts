import type { CampaignsListSections } from './invite-groups';

/**
 * The campaigns list in pages (decision 106; the spec does not page the list). The two headed
 * parts of the CAMPAIGNS tab are paged apart: 'current' is everything under 'Active Campaigns'
 * (active and extended, then full, rejected and failed-questions invites, the order the list
 * shows them in) and 'past' the expired invites under 'Past Campaigns'. The first answer holds
 * the first page of each part with their totals; 'Show more' asks for the next page of a part.
 */
export const CAMPAIGNS_LIST_PARTS = ['current', 'past'] as const;
export type CampaignsListPart = (typeof CAMPAIGNS_LIST_PARTS)[number];

/**
 * Cards per page of each part. A phone shows two or three cards a screen: thirty current cards
 * are many screens and hold every invite of even a busy creator (the demo creator has 28); Past
 * Campaigns is history at the bottom of the list, so ten of them come first. A creator with a
 * thousand invites still gets a small first answer.
 */
export const CAMPAIGNS_LIST_PAGE_SIZES: Record<CampaignsListPart, number> = {
  current: 30,
  past: 10,
};

/** Completed campaigns listed under Past Campaigns: those ended in the last 30 days, latest ten. */
export const RECENTLY_ENDED = { seconds: 30 * 24 * 60 * 60, shown: 10 } as const;

/** The campaigns-list sections as the two paged parts, each in display order. */
export function campaignsListParts<T>(
  sections: CampaignsListSections<T>,
): Record<CampaignsListPart, T[]> {
  return {
    current: [
      ...sections.active,
      ...sections.full,
      ...sections.rejected,
      ...sections.failedQuestions,
    ],
    past: sections.past,
  };
}

export type ListPage<T> = {
  items: T[];
  /** How many items the whole part holds. */
  total: number;
  /** Where the next page starts, or null on the last page. */
  nextOffset: number | null;
};

/**
 * One page of a part's items from `offset` (a whole number; past the end gives an empty last
 * page). Offsets index the list as it is when asked: a card that moved part between two pages
 * may be skipped or repeated, so clients keep each card once by id.
 */
export function listPage<T>(part: CampaignsListPart, items: readonly T[], offset = 0): ListPage<T> {
  const start = Math.max(0, Math.floor(offset));
  const end = start + CAMPAIGNS_LIST_PAGE_SIZES[part];
  return {
    items: items.slice(start, end),
    total: items.length,
    nextOffset: end < items.length ? end : null,
  };
}

/**
 * The completed campaigns Past Campaigns lists as cards (RECENTLY_ENDED): ended within the last
 * 30 days, latest first, ten at most (the completed tile counts them all and links to the
 * analytics). `completed` comes latest first; times in epoch seconds.
 */
export function recentlyEndedCampaigns<T extends { endedAt: number }>(
  completed: readonly T[],
  now: number,
): T[] {
  return completed
    .filter((c) => c.endedAt >= now - RECENTLY_ENDED.seconds)
    .slice(0, RECENTLY_ENDED.shown);
}

/** The 'Show more' button's label: how many cards the next page of `part` brings. */
export function showMoreLabel(part: CampaignsListPart, total: number, shown: number): string {
  const next = Math.min(CAMPAIGNS_LIST_PAGE_SIZES[part], Math.max(0, total - shown));
  return `Show ${next} more`;
}
