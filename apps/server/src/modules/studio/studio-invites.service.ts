import { AppError } from '@portal/domain/errors/app-error';
import {
  inviteReceivedNews,
  notificationLinks,
} from '@portal/domain/notifications/notification-kinds';
import { isValidEmail } from '@portal/domain/profile/validation';
import {
  type InviteByEmailInput,
  type InviteCreatorsInput,
  type InviteSendResult,
  inviteProblems,
  normalEmail,
  planInvites,
} from '@portal/domain/studio/campaign-invites';
import { inviteEmail, signUpInviteEmail } from '@portal/domain/studio/invite-mail';
import { lifecycleOfStatus } from '@portal/domain/studio/lifecycle';
import { assertCampaignAccess, type StudioActor } from '@portal/domain/studio/studio-policy';
import type { Db, DbOrTx } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import { enqueueJob } from '../../jobs/queue';
import { recordAudit } from '../audit/audit.recorder';
import type { NotificationsRepository } from '../notifications/notifications.repository';
import type { NewStudioInvite, StudioInvitesRepository } from './studio-invites.repository';

/** The job kinds that send the invite e-mails (after the transaction that made the invites). */
export const INVITE_EMAIL_JOB = 'studio.invite_email';
export const SIGN_UP_INVITE_EMAIL_JOB = 'studio.sign_up_invite_email';

type Outcome = InviteSendResult['results'][number];

function summary(results: Outcome[]): InviteSendResult {
  const n = (o: Outcome['outcome']) => results.filter((r) => r.outcome === o).length;
  return {
    results,
    invited: n('invited'),
    already_invited: n('already_invited'),
    waiting_for_sign_up: n('waiting_for_sign_up'),
    refused: n('not_a_creator') + n('invalid_email'),
  };
}

/**
 * Inviting creators from the studio (issue 29): many at once with a note and an accept-by date,
 * one invite per creator per campaign (the domain's `planInvites`, and the database's unique key
 * against two senders at once); people not on the portal yet by e-mail, whose invite waits in
 * `pending_invites` and becomes theirs in the transaction that makes their account. Each invited
 * creator gets the portal's news (a notification) and an e-mail.
 */
export function createStudioInvitesService(deps: {
  db: Db;
  repo: StudioInvitesRepository;
  news: NotificationsRepository;
  email: EmailProvider;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, repo, clock } = deps;
  const url = (path: string) => new URL(path, deps.publicUrl).toString();

  async function sendable(actor: StudioActor, campaignId: number, acceptBy: string) {
    const campaign = await repo.campaign(campaignId);
    if (!campaign) throw new AppError('not_found', 'The campaign was not found.');
    assertCampaignAccess(actor, campaign.brand_id, true);
    const problems = inviteProblems(
      { lifecycle: lifecycleOfStatus(campaign.status), flightEnd: campaign.flight_end },
      acceptBy,
      clock(),
    );
    if (Object.keys(problems).length > 0) {
      const message = Object.values(problems)[0]!;
      if (problems.campaign) throw new AppError('conflict', message, { fields: problems });
      throw new AppError('validation_failed', message, { fields: problems });
    }
    return campaign;
  }

  type Campaign = NonNullable<Awaited<ReturnType<StudioInvitesRepository['campaign']>>>;

  /**
   * Makes the invites, their news and e-mail jobs in `tx`; answers who got one. `audited`: a
   * staff member sends them now, so each invite made (not one skipped as already there) is an
   * `invite.sent` entry in the audit log (issue 28); an invite that waited for a sign-up was
   * recorded when it was sent.
   */
  async function invite(
    campaign: Campaign,
    userIds: number[],
    meta: { note: string | null; acceptBy: Date; invitedBy: number | null; audited: boolean },
    tx: DbOrTx,
  ) {
    const now = clock();
    const rows: NewStudioInvite[] = userIds.map((user_id) => ({
      campaign_id: campaign.id,
      user_id,
      payout_amount_cents: campaign.payout_amount_cents,
      total_payout_amount_cents:
        campaign.payout_amount_cents + campaign.creator_expense_amount_cents,
      note: meta.note,
      accept_by: meta.acceptBy,
      invited_by_user_id: meta.invitedBy,
      invite_sent_at: now,
    }));
    const made = await repo.insertInvites(rows, tx);
    for (const row of made) {
      const news = inviteReceivedNews({
        inviteId: row.id,
        campaignName: campaign.name,
        brandName: campaign.brand_name,
      });
      await deps.news.insert(row.user_id, news, tx);
      await enqueueJob(tx, {
        kind: INVITE_EMAIL_JOB,
        userId: row.user_id,
        payload: { inviteId: row.id },
      });
      if (meta.audited) {
        await recordAudit(tx, {
          actorId: meta.invitedBy,
          action: 'invite.sent',
          target: { type: 'invite', id: row.id, label: campaign.name },
          brandId: campaign.brand_id,
          after: {
            campaign_id: campaign.id,
            creator_id: row.user_id,
            payout_amount_cents: campaign.payout_amount_cents,
            creator_expense_cents: campaign.creator_expense_amount_cents,
            note: meta.note,
            accept_by: meta.acceptBy.toISOString(),
          },
        });
      }
    }
    return made;
  }

  return {
    /**
     * Invites creators of the directory. Asking twice, or two people at once, makes one invite per
     * creator: the others answer 'already_invited'. @throws AppError conflict (a draft or closed
     * campaign), validation_failed (accept-by), not_found, forbidden.
     */
    async inviteCreators(actor: StudioActor, campaignId: number, input: InviteCreatorsInput) {
      const campaign = await sendable(actor, campaignId, input.accept_by);
      const people = await repo.creators(input.creator_ids);
      const creators = new Set(people.filter((p) => p.type === 'influencer').map((p) => p.id));
      const existing = await repo.existingInvites(campaign.id, [...creators]);
      const plan = planInvites(
        input.creator_ids.filter((id) => creators.has(id)),
        new Set(existing.keys()),
      );
      const made = await db.transaction((tx) =>
        invite(
          campaign,
          plan.invite,
          {
            note: input.note || null,
            acceptBy: new Date(input.accept_by),
            invitedBy: Number(actor.id),
            audited: true,
          },
          tx,
        ),
      );
      const madeBy = new Map(made.map((m) => [m.user_id, m.id]));
      const seen = new Set<number>();
      const results: Outcome[] = [];
      for (const id of input.creator_ids) {
        if (seen.has(id)) continue;
        seen.add(id);
        if (!creators.has(id)) {
          results.push({ creator_id: id, email: null, outcome: 'not_a_creator', invite_id: null });
          continue;
        }
        const made = madeBy.get(id);
        results.push({
          creator_id: id,
          email: null,
          outcome: made ? 'invited' : 'already_invited',
          invite_id: made ?? existing.get(id) ?? null,
        });
      }
      return summary(results);
    },

    /**
     * Invites by e-mail: an address of a creator on the portal is invited at once; an address
     * nobody uses yet gets a sign-up e-mail and the invite waits for the account made with it;
     * staff addresses and non-addresses are refused per line. @throws as `inviteCreators`.
     */
    async inviteByEmail(actor: StudioActor, campaignId: number, input: InviteByEmailInput) {
      const campaign = await sendable(actor, campaignId, input.accept_by);
      const results: Outcome[] = [];
      const wanted = new Map<string, string | null>();
      for (const invitee of input.invitees) {
        const email = normalEmail(invitee.email);
        if (!isValidEmail(email)) {
          results.push({
            creator_id: null,
            email: invitee.email,
            outcome: 'invalid_email',
            invite_id: null,
          });
        } else if (!wanted.has(email)) {
          wanted.set(email, invitee.handle);
        }
      }
      const users = new Map(
        (await repo.usersByEmail([...wanted.keys()])).map((u) => [normalEmail(u.email), u]),
      );
      const creatorIds = [...users.values()]
        .filter((u) => u.type === 'influencer')
        .map((u) => u.id);
      const existing = await repo.existingInvites(campaign.id, creatorIds);
      const meta = {
        note: input.note || null,
        acceptBy: new Date(input.accept_by),
        invitedBy: Number(actor.id),
        audited: true,
      };
      const strangers = [...wanted.keys()].filter((e) => !users.has(e));
      const { made, waiting } = await db.transaction(async (tx) => {
        const made = await invite(
          campaign,
          creatorIds.filter((id) => !existing.has(id)),
          meta,
          tx,
        );
        const waiting = await repo.insertPending(
          strangers.map((email) => ({
            campaign_id: campaign.id,
            email,
            handle: wanted.get(email) ?? null,
            note: meta.note,
            accept_by: meta.acceptBy,
            invited_by_user_id: meta.invitedBy,
          })),
          tx,
        );
        for (const w of waiting) {
          await enqueueJob(tx, {
            kind: SIGN_UP_INVITE_EMAIL_JOB,
            payload: { pendingInviteId: w.id },
          });
          // Sent now, to an address not on the portal: the invite waits (issue 28). An address
          // already waiting was not inserted again, so it records nothing.
          await recordAudit(tx, {
            actorId: meta.invitedBy,
            action: 'invite.sent',
            target: { type: 'pending_invite', id: w.id, label: campaign.name },
            brandId: campaign.brand_id,
            after: {
              campaign_id: campaign.id,
              email: w.email,
              handle: wanted.get(normalEmail(w.email)) ?? null,
              payout_amount_cents: campaign.payout_amount_cents,
              creator_expense_cents: campaign.creator_expense_amount_cents,
              note: meta.note,
              accept_by: meta.acceptBy.toISOString(),
              waiting_for_sign_up: true,
            },
          });
        }
        return { made, waiting };
      });
      const madeBy = new Map(made.map((m) => [m.user_id, m.id]));
      const newlyWaiting = new Set(waiting.map((w) => normalEmail(w.email)));
      for (const email of wanted.keys()) {
        const user = users.get(email);
        if (!user) {
          results.push({
            creator_id: null,
            email,
            outcome: newlyWaiting.has(email) ? 'waiting_for_sign_up' : 'already_invited',
            invite_id: null,
          });
        } else if (user.type !== 'influencer') {
          results.push({ creator_id: null, email, outcome: 'not_a_creator', invite_id: null });
        } else {
          const id = madeBy.get(user.id);
          results.push({
            creator_id: user.id,
            email,
            outcome: id ? 'invited' : 'already_invited',
            invite_id: id ?? existing.get(user.id) ?? null,
          });
        }
      }
      return summary(results);
    },

    /**
     * The invites waiting for an address become the new account's, in the caller's transaction
     * (sign-up) or its own. A campaign closed meanwhile gives none. Answers how many were made.
     */
    async claimWaiting(userId: number, email: string, tx?: DbOrTx) {
      const run = async (t: DbOrTx) => {
        let count = 0;
        const now = clock();
        for (const row of await repo.unclaimedFor(normalEmail(email), t)) {
          const open = lifecycleOfStatus(row.campaign.status) === 'published';
          const made = open
            ? await invite(
                { ...row.campaign, brand_id: 0, brand_name: row.brand_name, flight_end: null },
                [userId],
                {
                  note: row.pending.note,
                  acceptBy: row.pending.accept_by,
                  invitedBy: row.pending.invited_by_user_id,
                  audited: false,
                },
                t,
              )
            : [];
          await repo.markClaimed(row.pending.id, made[0]?.id ?? null, now, t);
          count += made.length;
        }
        return count;
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /** Sends the invite e-mail of a job (a missing invite sends nothing). */
    async sendInviteEmail(inviteId: number) {
      const row = await repo.inviteMail(inviteId);
      if (!row) return { sent: false };
      const mail = inviteEmail({
        brandName: row.brand_name,
        campaignName: row.campaign_name,
        firstName: row.first_name,
        note: row.note,
        acceptBy: row.accept_by,
        timeZone: row.time_zone,
        link: url(notificationLinks.invite(inviteId)),
      });
      await deps.email.send({ to: row.email, ...mail });
      return { sent: true };
    },

    /** Sends the sign-up e-mail of a waiting invite, unless an account already took it. */
    async sendSignUpEmail(pendingInviteId: number) {
      const row = await repo.pendingMail(pendingInviteId);
      if (!row || row.claimed_at) return { sent: false };
      const mail = signUpInviteEmail({
        brandName: row.brand_name,
        campaignName: row.campaign_name,
        note: row.note,
        acceptBy: row.accept_by,
        link: url(`/app/sign-up?email=${encodeURIComponent(row.email)}`),
      });
      await deps.email.send({ to: row.email, ...mail });
      return { sent: true };
    },
  };
}

export type StudioInvitesService = ReturnType<typeof createStudioInvitesService>;
