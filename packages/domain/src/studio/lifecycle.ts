import { AppError } from '../errors/app-error';

/**
 * A campaign's life in the studio (issue 29): a draft is invisible to creators; a published
 * campaign takes invites (and requests, when open to them); a closed one takes neither, while
 * open deliverables continue to their end. Decision 560.
 */
export const CAMPAIGN_LIFECYCLES = ['draft', 'published', 'closed'] as const;
export type CampaignLifecycle = (typeof CAMPAIGN_LIFECYCLES)[number];

/**
 * The campaign's `status` number the creator side reads (spec part 1 section 3; ours: 1 upcoming,
 * open to invite requests; 2 active; 3 ended), with 0 for a draft, which no creator query returns.
 */
export const CAMPAIGN_STATUS = { draft: 0, upcoming: 1, active: 2, ended: 3 } as const;

/** The status number of a campaign in `lifecycle` with its request setting. */
export function campaignStatusOf(lifecycle: CampaignLifecycle, openToRequests: boolean): number {
  if (lifecycle === 'draft') return CAMPAIGN_STATUS.draft;
  if (lifecycle === 'closed') return CAMPAIGN_STATUS.ended;
  return openToRequests ? CAMPAIGN_STATUS.upcoming : CAMPAIGN_STATUS.active;
}

/** The lifecycle a stored status number means (campaigns made before the studio included). */
export function lifecycleOfStatus(status: number): CampaignLifecycle {
  if (status === CAMPAIGN_STATUS.draft) return 'draft';
  if (status === CAMPAIGN_STATUS.ended) return 'closed';
  return 'published';
}

/**
 * Closing: a published campaign closes (once; closing again changes nothing); a draft cannot be
 * closed, it was never open. @throws AppError 'conflict' for a draft.
 */
export function assertClosable(lifecycle: CampaignLifecycle): void {
  if (lifecycle === 'draft') {
    throw new AppError('conflict', 'A draft was never published: there is nothing to close.');
  }
}
