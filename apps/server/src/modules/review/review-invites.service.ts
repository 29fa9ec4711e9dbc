import { AppError } from '@portal/domain/errors/app-error';
import {
  inviteApprovedNews,
  inviteDeclinedNews,
  inviteWaitlistedNews,
} from '@portal/domain/notifications/notification-kinds';
import { assertCanReviewContent, canSeeCreatorContact } from '@portal/domain/policies';
import {
  DECISION_REFUSALS,
  decideInviteRequest,
  type InviteDecisionBody,
  type InviteRequestItem,
  type InviteRequestsPage,
  type InviteRequestsQuery,
  inviteRequestStanding,
} from '@portal/domain/review/invite-request-review';
import { creatorNameFor } from '@portal/domain/studio/directory';
import type { Db } from '../../db/client';
import { announceReviewChange } from '../../db/review-channel';
import { recordAudit } from '../audit/audit.recorder';
import { assertReviewer } from '../auth/staff';
import type { AccessClaims } from '../auth/tokens';
import type { NewsWriter } from '../notifications/news-writer';
import type { ReviewInvitesRepository } from './review-invites.repository';

const iso = (d: Date) => d.toISOString();
const flightOut = (f: { id: number; start_date: Date; end_date: Date }) => ({
  id: f.id,
  start_date: iso(f.start_date),
  end_date: iso(f.end_date),
});

/**
 * Invite requests for reviewers (issue 16, decision 421): the list with the creator's answers
 * and profile summary, and the approve / waitlist / decline decision (domain
 * `decideInviteRequest`), written with a compare-and-set so two reviewers cannot both decide.
 */
export function createReviewInvitesService(deps: {
  db: Db;
  news: NewsWriter;
  repo: ReviewInvitesRepository;
  clock: () => Date;
}) {
  const { repo } = deps;
  return {
    async list(claims: AccessClaims, query: InviteRequestsQuery): Promise<InviteRequestsPage> {
      const actor = assertReviewer(claims);
      const brandId = actor.type === 'brand' ? Number(actor.brandId ?? -1) : null;
      const offset = (query.page - 1) * query.page_size;
      const [rows, total] = await Promise.all([
        repo.page(query.standing, brandId, query.page_size, offset),
        repo.total(query.standing, brandId),
      ]);
      const [answers, flights] = await Promise.all([
        repo.answers(rows.map((r) => r.invite.id)),
        repo.flights([...new Set(rows.map((r) => r.campaign.id))]),
      ]);
      const items: InviteRequestItem[] = rows.map((r) => {
        const p = r.profile;
        const name = creatorNameFor(actor, p?.first_name, p?.last_name);
        const questions = new Map(r.campaign.smart_questions.map((q) => [q.id, q.question]));
        return {
          invite_id: r.invite.id,
          standing: inviteRequestStanding(r.invite, r.campaign.waitlist_flight_id),
          requested_at: iso(r.invite.created_at),
          smart_question_answer_result: r.invite.smart_question_answer_result,
          chosen_flight: r.flight?.id ? flightOut(r.flight as never) : null,
          campaign: {
            id: r.campaign.id,
            name: r.campaign.name,
            brand_name: r.brand_name,
            campaign_content_workflow: r.campaign.workflow,
            windows: flights
              .filter(
                (f) => f.campaign_id === r.campaign.id && f.id !== r.campaign.waitlist_flight_id,
              )
              .map(flightOut),
            has_waitlist: r.campaign.waitlist_flight_id != null,
          },
          creator: {
            id: r.invite.user_id,
            email: canSeeCreatorContact(actor) ? r.email : null,
            name,
            location: [p?.city, p?.state, p?.country].filter(Boolean).join(', ') || null,
            profile_progress: r.profile_progress,
            interests: p?.interests ?? [],
            content_types: p?.content_types ?? [],
            handles: (['tiktok', 'twitter', 'youtube'] as const).flatMap((platform) => {
              const handle = p?.[`${platform}_handle`];
              return handle ? [{ platform, handle }] : [];
            }),
          },
          answers: answers
            .filter((a) => a.invite_id === r.invite.id)
            .map((a) => ({
              question: questions.get(a.question_id) ?? a.question_id,
              answer: a.answer,
            })),
        };
      });
      return { items, page: query.page, page_size: query.page_size, total };
    },

    /** @throws AppError forbidden (creators), not_found (also another brand's), conflict, validation_failed. */
    async decide(claims: AccessClaims, inviteId: number, body: InviteDecisionBody) {
      const actor = assertReviewer(claims);
      const row = await repo.find(inviteId);
      if (!row) throw new AppError('not_found', 'The invite request was not found.');
      assertCanReviewContent(actor, row.brand_id);
      const campaignFlights = await repo.flights([row.invite.campaign_id]);
      const outcome = decideInviteRequest(row.invite, body.decision, {
        waitlistFlightId: row.waitlist_flight_id,
        flightId: body.flight_id,
        regularFlightIds: campaignFlights
          .filter((f) => f.id !== row.waitlist_flight_id)
          .map((f) => f.id),
      });
      const standingOf = (invite: typeof row.invite) =>
        inviteRequestStanding(invite, row.waitlist_flight_id);
      if (outcome.kind === 'replay') {
        return { invite_id: inviteId, standing: standingOf(row.invite), replayed: true };
      }
      if (outcome.kind === 'refused') {
        const message = DECISION_REFUSALS[outcome.reason];
        if (outcome.reason === 'decided') throw new AppError('conflict', message);
        throw new AppError('validation_failed', message, { fields: { flight_id: message } });
      }
      const flight = campaignFlights.find((f) => f.id === outcome.change.flight_id);
      const change = {
        ...outcome.change,
        ...(outcome.change.status === 'APPROVED' && flight ? { flight_end: flight.end_date } : {}),
      };
      // The creator hears of every decision, by notification and e-mail, in the transaction
      // that makes it (issues 15, 26); an approval names the window it was made into.
      const campaignName = row.campaign_name;
      // An invited creator who accepted never sent a request: the news says what they did.
      const via = standingOf(row.invite) === 'accepted' ? 'accepted_invite' : 'request';
      const news =
        change.status === 'APPROVED'
          ? inviteApprovedNews({
              inviteId,
              campaignName,
              window: flight ? { start: flight.start_date, end: flight.end_date } : null,
              via,
              timeZone: row.time_zone,
            })
          : change.status === 'REJECTED'
            ? inviteDeclinedNews({ inviteId, campaignName, via })
            : inviteWaitlistedNews({ inviteId, campaignName });
      const moved = await deps.db.transaction(async (tx) => {
        if (!(await repo.decide(row.invite, change, deps.clock(), tx))) return false;
        await recordAudit(tx, {
          actorId: Number(actor.id),
          action: 'invite_request.decided',
          target: { type: 'invite', id: inviteId, label: row.campaign_name },
          brandId: row.brand_id,
          before: { standing: standingOf(row.invite), flight_id: row.invite.flight_id },
          after: {
            decision: body.decision,
            standing: standingOf({ ...row.invite, ...outcome.change }),
            flight_id: outcome.change.flight_id ?? row.invite.flight_id,
          },
        });
        await deps.news.announce(row.invite.user_id, news, tx);
        // Every reviewer's list hears of it at commit, in every process (decision 527).
        await announceReviewChange(tx, {
          kind: 'invite_request',
          id: inviteId,
          brandId: row.brand_id,
        });
        return true;
      });
      if (!moved) {
        throw new AppError(
          'conflict',
          'Someone else decided on this request first. Please reload.',
        );
      }
      return {
        invite_id: inviteId,
        standing: standingOf({ ...row.invite, ...outcome.change }),
        replayed: false,
      };
    },
  };
}

export type ReviewInvitesService = ReturnType<typeof createReviewInvitesService>;
