import { CAMPAIGN_PLATFORMS, CONTENT_WORKFLOWS } from '@portal/domain/campaigns/workflows';
import type { ContentFunnelState } from '@portal/domain/content/funnel';
import { AppError } from '@portal/domain/errors/app-error';
import { effectiveInviteGroup, inviteWindowOf } from '@portal/domain/invites/invite-state';
import {
  BOARD_STEP_LABELS,
  type BoardPage,
  type BoardQuery,
  type BoardRow,
  boardCounts,
  boardCsv,
  boardLine,
  selectBoardRows,
} from '@portal/domain/studio/board';
import { directoryName, directoryViewFor } from '@portal/domain/studio/directory';
import { assertCampaignAccess, type StudioActor } from '@portal/domain/studio/studio-policy';
import type { BoardInviteRow, BoardRepository } from './board.repository';
import type { StudioRepository } from './studio.repository';

const seconds = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);
/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => number) {
  const map = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T) =>
  values.find((v) => v === value) ?? fallback;

/**
 * Campaign boards (issue 29): every invite of a campaign placed on its step by the domain's
 * `boardLine` (the creator's own "Up next" rules give the next due date), counted per step,
 * filtered, sorted and paged, or exported as CSV. Reads content and payout states; never writes.
 */
export function createBoardService(deps: {
  repo: BoardRepository;
  studioRepo: StudioRepository;
  clock: () => Date;
}) {
  const { repo, clock } = deps;

  /** Every invite of the campaigns as board rows, by campaign. */
  async function rowsOf(actor: StudioActor, campaignIds: number[]) {
    const view = directoryViewFor(actor);
    const rows = await repo.invitesOf(campaignIds);
    const handles = await repo.handlesOf(campaignIds);
    const posts = await repo.contentOf(campaignIds);
    const paid = await repo.payoutsOf(campaignIds);
    const now = Math.floor(clock().getTime() / 1000);
    const postsBy = groupBy(posts, (p) => p.invite_id);
    const payoutsBy = groupBy(paid, (p) => p.invite_id);
    const byCampaign = new Map<number, BoardRow[]>(campaignIds.map((id) => [id, []]));
    for (const row of rows) {
      byCampaign
        .get(row.invite.campaign_id)
        ?.push(
          boardRow(
            row,
            handles.get(row.invite.user_id) ?? null,
            postsBy.get(row.invite.id) ?? [],
            payoutsBy.get(row.invite.id) ?? [],
            view,
            now,
          ),
        );
    }
    return byCampaign;
  }

  function boardRow(
    row: BoardInviteRow,
    handle: string | null,
    posts: { id: number; media_id: number; funnel_state: string }[],
    paid: { amount_cents: number; status: string }[],
    view: 'full' | 'public',
    now: number,
  ): BoardRow {
    const i = row.invite;
    const window = inviteWindowOf({
      flight: row.flight?.start_date
        ? { start: seconds(row.flight.start_date)!, end: seconds(row.flight.end_date)! }
        : null,
      inviteFlightEnd: seconds(i.flight_end),
      campaignFlightStart: seconds(row.campaign.flight_start),
      campaignFlightEnd: seconds(row.campaign.flight_end),
      has_extension: i.has_extension,
      granted_extension_end_ts: seconds(i.granted_extension_end),
    });
    const group = effectiveInviteGroup(
      { ...window, status: i.status, storedGroup: i.group, hasSubmissions: posts.length > 0 },
      now,
    );
    const line = boardLine(
      {
        id: i.id,
        status: i.status,
        group,
        requested: i.requested,
        waitlisted: i.flight_id !== null && i.flight_id === row.campaign.waitlist_flight_id,
        inviteSentAt: seconds(i.invite_sent_at)!,
        acceptBy: seconds(i.accept_by),
        window,
        workflow: oneOf(CONTENT_WORKFLOWS, row.campaign.workflow, 'PRODUCT'),
        platform: oneOf(CAMPAIGN_PLATFORMS, row.campaign.platform, 'instagram_image'),
        posts: posts.map((p) => ({
          mediaId: p.media_id,
          contentId: p.id,
          funnelState: p.funnel_state as ContentFunnelState,
        })),
        payouts: paid.map((p) => ({ amountCents: p.amount_cents, paid: p.status === 'paid' })),
        payoutCents: i.payout_amount_cents,
      },
      now,
    );
    return {
      invite_id: i.id,
      creator: {
        id: i.user_id,
        name: directoryName(view, row.first_name, row.last_name),
        handle,
      },
      step: line.step,
      step_label: BOARD_STEP_LABELS[line.step],
      next_due: line.nextDue,
      overdue: line.overdue,
      owed_cents: line.owedCents,
      paid_cents: line.paidCents,
      content_id: line.contentId,
      invite_sent_at: seconds(i.invite_sent_at)!,
    };
  }

  async function campaignOf(actor: StudioActor, campaignId: number) {
    const campaign = await deps.studioRepo.findAny(campaignId);
    if (!campaign) throw new AppError('not_found', 'The campaign was not found.');
    assertCampaignAccess(actor, campaign.brand_id, false);
    return campaign;
  }

  return {
    /** One campaign's board page. @throws AppError not_found (another brand's), forbidden. */
    async board(actor: StudioActor, campaignId: number, query: BoardQuery): Promise<BoardPage> {
      const campaign = await campaignOf(actor, campaignId);
      const rows = (await rowsOf(actor, [campaignId])).get(campaignId) ?? [];
      const waiting = (await repo.waitingOf([campaignId])).get(campaignId) ?? 0;
      const kept = selectBoardRows(rows, query);
      const start = (query.page - 1) * query.page_size;
      return {
        campaign: { id: campaign.id, name: campaign.name, brand: campaign.brand_name },
        counts: boardCounts(rows.map((r) => r.step)),
        waiting_for_sign_up: waiting,
        items: kept.slice(start, start + query.page_size),
        page: query.page,
        page_size: query.page_size,
        total: kept.length,
      };
    },

    /** The board's rows the filter keeps, as CSV. */
    async csv(actor: StudioActor, campaignId: number, query: BoardQuery) {
      await campaignOf(actor, campaignId);
      const rows = (await rowsOf(actor, [campaignId])).get(campaignId) ?? [];
      return boardCsv(selectBoardRows(rows, query));
    },

    /** Counts per step of each campaign of a list page (three queries for the whole page). */
    async countsOf(actor: StudioActor, campaignIds: number[]) {
      const byCampaign = await rowsOf(actor, campaignIds);
      return new Map(
        [...byCampaign].map(([id, rows]) => [id, boardCounts(rows.map((r) => r.step))]),
      );
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
