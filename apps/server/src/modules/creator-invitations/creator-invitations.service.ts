import { AppError } from '@portal/domain/errors/app-error';
import {
  type CreatorInvitation,
  type CreatorInviteResult,
  creatorSignUpPath,
} from '@portal/domain/staff/creator-invitation-api';
import {
  assertStaff,
  canInviteCreator,
  type StaffActor,
  staffScopeOf,
} from '@portal/domain/staff/staff-roles';
import type { Db, DbOrTx } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import { recordAudit } from '../audit/audit.recorder';
import type {
  CreatorInvitationRow,
  CreatorInvitationsRepository,
} from './creator-invitations.repository';

/** What a sign-up claimed: the new creator and the invitations that waited for their address. */
export interface CreatorJoined {
  userId: number;
  email: string;
  invitations: CreatorInvitationRow[];
}

/**
 * Run in the sign-up's transaction for every new creator (claimed invitations or none): the
 * campaign studio makes the campaign invites that waited for the address here.
 */
export type CreatorJoinedListener = (joined: CreatorJoined, tx: DbOrTx) => Promise<void>;

export interface CreatorInvitationsDeps {
  db: Db;
  repo: CreatorInvitationsRepository;
  email: EmailProvider;
  clock: () => Date;
  publicUrl: string;
  assertBrandOpen: (brandId: number, tx: DbOrTx) => Promise<{ name: string }>;
}

const notFound = () => new AppError('not_found', 'The invitation was not found.');

/**
 * Inviting a person by e-mail to join as a creator (issue 28, decision 533): ops with or without
 * a campaign, a brand admin with one of their brand's campaigns. The e-mail links to sign-up with
 * the address filled in; the sign-up claims the invitation in its own transaction and tells the
 * listeners (the campaign studio leaves the campaign's invite waiting there).
 */
export function createCreatorInvitationsService(deps: CreatorInvitationsDeps) {
  const { db, repo, clock } = deps;
  const listeners: CreatorJoinedListener[] = [];

  async function present(id: number, tx: DbOrTx = db): Promise<CreatorInvitation> {
    const r = await repo.one(id, tx);
    const i = r.invitation;
    return {
      id: i.id,
      email: i.email,
      campaign: i.campaign_id !== null ? { id: i.campaign_id, name: r.campaign_name ?? '' } : null,
      brand: i.brand_id !== null ? { id: i.brand_id, name: r.brand_name ?? '' } : null,
      state: i.revoked_at ? 'revoked' : i.claimed_at ? 'joined' : 'waiting',
      invited_by: r.invited_by,
      sent_at: i.sent_at.toISOString(),
    };
  }

  /**
   * The invitation in the caller's transaction, and the e-mail to send once it has committed.
   * @throws forbidden / not_found (the campaign, or another brand's), conflict (a staff address,
   * or an archived brand).
   */
  async function inviteIn(
    actor: StaffActor,
    input: { email: string; campaign_id?: number | null; note?: string | null },
    tx: DbOrTx,
  ): Promise<{ result: CreatorInviteResult; send: () => Promise<void> }> {
    assertStaff(actor);
    const campaign = input.campaign_id ? await repo.campaign(input.campaign_id, tx) : null;
    if (input.campaign_id && !campaign)
      throw new AppError('not_found', 'The campaign was not found.');
    const brandId = campaign?.brand_id ?? null;
    if (!canInviteCreator(actor, brandId)) {
      if (actor.type === 'brand' && brandId !== null && brandId !== actor.brandId) {
        throw new AppError('not_found', 'The campaign was not found.');
      }
      throw new AppError(
        'forbidden',
        'Only ops, or a brand admin for their own campaign, may invite people to join.',
      );
    }
    const brand = brandId !== null ? await deps.assertBrandOpen(brandId, tx) : null;
    const nothing = async () => {};
    const existing = await repo.findUserByEmail(input.email, tx);
    if (existing) {
      if (existing.type !== 'influencer') {
        throw new AppError('conflict', 'This address belongs to a staff account.', {
          fields: { email: 'This address belongs to a staff account.' },
        });
      }
      return {
        result: { outcome: 'already_a_creator', invitation: null, user_id: existing.id },
        send: nothing,
      };
    }
    const now = clock();
    const row = await repo.insert(
      {
        email: input.email,
        invited_by: actor.id,
        campaign_id: campaign?.id ?? null,
        brand_id: brandId,
        note: input.note || null,
        sent_at: now,
        created_at: now,
      },
      tx,
    );
    if (!row) {
      const open = (await repo.findOpen(input.email, campaign?.id ?? null, tx))!;
      return {
        result: {
          outcome: 'already_invited',
          invitation: await present(open.id, tx),
          user_id: null,
        },
        send: nothing,
      };
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'creator.invited',
      target: { type: 'creator_invitation', id: row.id, label: row.email },
      brandId,
      after: { email: row.email, campaign_id: row.campaign_id, note: row.note },
    });
    const link = `${deps.publicUrl}${creatorSignUpPath(row.email)}`;
    const send = () =>
      deps.email.send({
        to: row.email,
        subject: brand
          ? `${brand.name} invites you to a campaign on the Creator Portal`
          : 'You are invited to join the Creator Portal',
        text: [
          brand && campaign
            ? `${brand.name} would like you to create for "${campaign.name}". Join the Creator Portal with this address and the invite will be waiting for you.`
            : 'You are invited to join the Creator Portal, where creators find brand campaigns, get paid and grow.',
          ...(row.note ? ['', row.note] : []),
          '',
          `Sign up with ${row.email}: ${link}`,
        ].join('\n'),
      });
    return {
      result: { outcome: 'invited', invitation: await present(row.id, tx), user_id: null },
      send,
    };
  }

  return {
    inviteIn,

    /** Invites and e-mails at once (its own transaction). See inviteIn for what it throws. */
    async invite(
      actor: StaffActor,
      input: { email: string; campaign_id?: number | null; note?: string | null },
    ): Promise<CreatorInviteResult> {
      const { result, send } = await db.transaction((tx) => inviteIn(actor, input, tx));
      await send();
      return result;
    },

    /** Ops: every invitation; a brand admin: their brand's. @throws forbidden otherwise. */
    async list(actor: StaffActor): Promise<{ items: CreatorInvitation[] }> {
      assertStaff(actor);
      const scope = staffScopeOf(actor);
      if (!scope) throw new AppError('forbidden', 'Only ops and brand admins invite creators.');
      const rows = await repo.list('brandId' in scope ? scope.brandId : undefined);
      return { items: await Promise.all(rows.map((r) => present(r.invitation.id))) };
    },

    /** Withdraws a waiting invitation (again: nothing changes). @throws not_found, forbidden, conflict. */
    async revoke(actor: StaffActor, invitationId: number): Promise<CreatorInvitation> {
      return db.transaction(async (tx) => {
        const row = await repo.findForUpdate(invitationId, tx);
        if (!row) throw notFound();
        if (!canInviteCreator(actor, row.brand_id)) {
          if (actor.type === 'brand' && row.brand_id !== actor.brandId) throw notFound();
          throw new AppError('forbidden', 'Only ops and brand admins invite creators.');
        }
        if (row.claimed_at) throw new AppError('conflict', 'This person has already joined.');
        if (await repo.revoke(row.id, clock(), tx)) {
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'creator.invitation_revoked',
            target: { type: 'creator_invitation', id: row.id, label: row.email },
            brandId: row.brand_id,
            before: { state: 'waiting' },
            after: { state: 'revoked' },
          });
        }
        return present(row.id, tx);
      });
    },

    /** Adds a listener told of every new creator, in the sign-up's transaction. */
    onCreatorJoined(listener: CreatorJoinedListener) {
      listeners.push(listener);
    },

    /**
     * Called by sign-up in its transaction: claims every open invitation to the address and tells
     * the listeners. A failing listener fails the sign-up (nothing half-happens).
     */
    async creatorJoined(user: { id: number; email: string }, tx: DbOrTx): Promise<void> {
      const invitations = await repo.openFor(user.email, tx);
      for (const invitation of invitations) await repo.claim(invitation.id, user.id, clock(), tx);
      for (const listener of listeners) {
        await listener({ userId: user.id, email: user.email, invitations }, tx);
      }
    },
  };
}

export type CreatorInvitationsService = ReturnType<typeof createCreatorInvitationsService>;
