import { AppError } from '@portal/domain/errors/app-error';
import { CONSOLE_LINKS } from '@portal/domain/staff/console-links';
import {
  type ConsoleMe,
  FIRST_ADMIN_LINK_TTL_HOURS,
  type InvitationCheck,
  invitationLinkMessage,
  invitationState,
  STAFF_INVITATION_TTL_HOURS,
  STAFF_MESSAGES,
  type StaffInvitation,
  type StaffList,
  type StaffMember,
  type StaffRoleName,
  staffRoleFrom,
  staffRoleName,
} from '@portal/domain/staff/staff-api';
import {
  assertCanManageStaff,
  assertStaff,
  type StaffActor,
  type StaffRole,
  staffRoleLabel,
  staffRoleOf,
  staffScopeOf,
} from '@portal/domain/staff/staff-roles';
import type { Db, DbOrTx } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import { recordAudit } from '../audit/audit.recorder';
import { hashPassword } from '../auth/password';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import type { InvitationRow, StaffRepository, StaffUserRow } from './staff.repository';

const HOUR = 3_600_000;
/** A resend this soon after the last send is a double click: nothing is sent again. */
const RESEND_REPLAY_MS = 60_000;

const roleOfRow = (r: {
  type: string;
  brand_id: number | null;
  brand_role: 'admin' | 'reviewer' | null;
}): StaffRole | null =>
  staffRoleOf({
    id: 0,
    type: r.type as StaffActor['type'],
    brandId: r.brand_id,
    brandRole: r.brand_role,
  });

const roleColumns = (role: StaffRole) =>
  role.kind === 'ops'
    ? { type: 'ops' as const, brand_id: null, brand_role: null }
    : { type: 'brand' as const, brand_id: role.brandId, brand_role: role.brandRole };

const audited = (role: StaffRole, email: string) => ({
  email,
  role: staffRoleName(role),
  brand_id: role.kind === 'brand' ? role.brandId : null,
});

export interface StaffServiceDeps {
  db: Db;
  repo: StaffRepository;
  email: EmailProvider;
  clock: () => Date;
  publicUrl: string;
  /** Refuses new invitations to an archived or missing brand (brands service). */
  assertBrandOpen: (brandId: number, tx: DbOrTx) => Promise<{ name: string }>;
  /**
   * Ends the user's access everywhere at once (refresh and access tokens, every process), in
   * `tx`: used when a role changes, so nobody keeps acting with the old one, and on deactivation.
   */
  endAccess: (userId: number, tx: DbOrTx) => Promise<void>;
}

/**
 * Staff accounts (issue 28, decision 532): invitations by e-mail with a role (ops, or brand admin
 * or reviewer of one brand), resend, revoke and expiry; the set-password link that makes the
 * user; role changes; and the first admin from the command line. Ops manage everyone, a brand
 * admin their own brand's team only. Each change is one transaction with its audit entry; the
 * e-mail goes after the commit (a failed send leaves an invitation that can be resent).
 */
export function createStaffService(deps: StaffServiceDeps) {
  const { db, repo, clock } = deps;

  const link = (token: string) =>
    `${deps.publicUrl}${CONSOLE_LINKS.setPassword}?token=${encodeURIComponent(token)}`;

  async function sendInvitation(
    to: string,
    role: StaffRole,
    brandName: string | null,
    inviter: string | null,
    token: string,
  ) {
    const what =
      role.kind === 'ops'
        ? 'as ops on the Creator Portal'
        : `to ${brandName} on the Creator Portal as a ${staffRoleLabel(role).toLowerCase()}`;
    await deps.email.send({
      to,
      subject:
        role.kind === 'ops'
          ? 'Join the Creator Portal team'
          : `Join ${brandName} on the Creator Portal`,
      text: [
        `${inviter ?? 'The Creator Portal team'} invited you ${what}.`,
        '',
        `Set your password within ${STAFF_INVITATION_TTL_HOURS} hours; the link works once:`,
        '',
        link(token),
        '',
        'If you were not expecting this, ignore this e-mail.',
      ].join('\n'),
    });
  }

  function presentInvitation(
    row: InvitationRow,
    brandName: string | null,
    invitedBy: string | null,
  ): StaffInvitation {
    const role = roleOfRow(row)!;
    return {
      id: row.id,
      email: row.email,
      role: staffRoleName(role),
      brand: row.brand_id !== null ? { id: row.brand_id, name: brandName ?? '' } : null,
      state: invitationState(row, clock()),
      invited_by: invitedBy,
      sent_at: row.sent_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      send_count: row.send_count,
    };
  }

  function presentMember(user: StaffUserRow, brandName: string | null): StaffMember {
    const role = roleOfRow(user)!;
    return {
      id: user.id,
      email: user.email,
      role: staffRoleName(role),
      brand: user.brand_id !== null ? { id: user.brand_id, name: brandName ?? '' } : null,
      deactivated_at: user.deactivated_at?.toISOString() ?? null,
      created_at: user.created_at.toISOString(),
    };
  }

  /** The invitation, checked against the actor's scope (another brand's reads as missing). */
  async function manageable(actor: StaffActor, invitationId: number, tx: DbOrTx) {
    const row = await repo.findForUpdate(invitationId, tx);
    if (!row) throw new AppError('not_found', 'The invitation was not found.');
    const role = roleOfRow(row)!;
    try {
      assertCanManageStaff(actor, role);
    } catch (error) {
      // A brand admin never learns that another brand's (or an ops) invitation exists.
      if (actor.type === 'brand' && actor.brandRole === 'admin') {
        throw new AppError('not_found', 'The invitation was not found.');
      }
      throw error;
    }
    return { row, role };
  }

  /**
   * A staff user, locked, whom the actor may manage: another brand's member (or an ops user)
   * reads as missing to a brand admin. Nobody manages their own account here.
   */
  async function manageableUser(actor: StaffActor, userId: number, tx: DbOrTx, own: string) {
    const user = await repo.findUserForUpdate(userId, tx);
    const role = user ? roleOfRow(user) : null;
    if (!user || !role) throw new AppError('not_found', STAFF_MESSAGES.notFound);
    try {
      assertCanManageStaff(actor, role);
    } catch (error) {
      if (actor.type === 'brand' && actor.brandRole === 'admin' && role.kind !== 'brand') {
        throw new AppError('not_found', STAFF_MESSAGES.notFound);
      }
      throw error;
    }
    if (user.id === actor.id) throw new AppError('conflict', own);
    return { user, role };
  }

  async function presentUser(user: StaffUserRow) {
    const names = await repo.brandNames(user.brand_id ? [user.brand_id] : []);
    return presentMember(user, user.brand_id ? (names.get(user.brand_id) ?? null) : null);
  }

  /** Creates an open invitation (revoking an expired one to the same address first). */
  async function openInvitation(
    tx: DbOrTx,
    input: { email: string; role: StaffRole; invitedBy: number | null; ttlHours: number },
  ) {
    const now = clock();
    const { token, hash } = newOpaqueToken();
    const row = await repo.insert(
      {
        email: input.email,
        ...roleColumns(input.role),
        token_hash: hash,
        invited_by: input.invitedBy,
        sent_at: now,
        expires_at: new Date(now.getTime() + input.ttlHours * HOUR),
        created_at: now,
      },
      tx,
    );
    if (!row) throw new AppError('conflict', STAFF_MESSAGES.alreadyInvited);
    await recordAudit(tx, {
      actorId: input.invitedBy,
      action: 'staff.invited',
      target: { type: 'staff_invitation', id: row.id, label: input.email },
      brandId: input.role.kind === 'brand' ? input.role.brandId : null,
      after: audited(input.role, input.email),
    });
    return { row, token };
  }

  return {
    /** The console's user and role. @throws forbidden for creators. */
    async me(actor: StaffActor): Promise<ConsoleMe> {
      assertStaff(actor);
      const role = staffRoleOf(actor)!;
      const email = (await repo.findUserEmail(actor.id)) ?? '';
      const names = await repo.brandNames(role.kind === 'brand' ? [role.brandId] : []);
      return {
        id: actor.id,
        email,
        role: staffRoleName(role),
        brand:
          role.kind === 'brand' ? { id: role.brandId, name: names.get(role.brandId) ?? '' } : null,
      };
    },

    /**
     * The team the actor manages: every staff user and open invitation (ops, or one brand's with
     * `brand_id`), or their own brand's (brand admins). @throws forbidden (reviewers, creators).
     */
    async list(actor: StaffActor, query: { brand_id?: number }): Promise<StaffList> {
      assertStaff(actor);
      const scope = staffScopeOf(actor);
      if (!scope) throw new AppError('forbidden', 'Only ops and brand admins manage staff.');
      const brandId = 'brandId' in scope ? scope.brandId : query.brand_id;
      const [members, invitations] = await Promise.all([
        repo.members(brandId),
        repo.openInvitations(brandId),
      ]);
      return {
        members: members.map((m) => presentMember(m.user, m.brand_name)),
        invitations: invitations.map((i) =>
          presentInvitation(i.invitation, i.brand_name, i.invited_by),
        ),
      };
    },

    /**
     * Invites a person by e-mail with a role and e-mails them the set-password link. The same
     * invitation sent twice answers the first (nothing sent again); an expired one to the
     * address is replaced.
     * @throws forbidden / not_found (scope), conflict (already a user, or invited with another role,
     * or the brand is archived).
     */
    async invite(
      actor: StaffActor,
      input: { email: string; role: StaffRoleName; brand_id?: number | null },
    ): Promise<StaffInvitation> {
      const role = staffRoleFrom(input);
      assertCanManageStaff(actor, role);
      const outcome = await db.transaction(async (tx) => {
        const brand = role.kind === 'brand' ? await deps.assertBrandOpen(role.brandId, tx) : null;
        if (await repo.findUserByEmail(input.email, tx)) {
          throw new AppError('conflict', STAFF_MESSAGES.alreadyStaff, {
            fields: { email: STAFF_MESSAGES.alreadyStaff },
          });
        }
        const open = await repo.findOpenByEmailForUpdate(input.email, tx);
        if (open && invitationState(open, clock()) === 'pending') {
          const same =
            staffRoleName(roleOfRow(open)!) === input.role &&
            open.brand_id === (input.brand_id ?? null);
          if (!same) {
            throw new AppError('conflict', STAFF_MESSAGES.alreadyInvited, {
              fields: { email: STAFF_MESSAGES.alreadyInvited },
            });
          }
          return { row: open, token: null, brandName: brand?.name ?? null };
        }
        if (open) await repo.update(open.id, { revoked_at: clock() }, tx);
        const made = await openInvitation(tx, {
          email: input.email,
          role,
          invitedBy: actor.id,
          ttlHours: STAFF_INVITATION_TTL_HOURS,
        });
        return { ...made, brandName: brand?.name ?? null };
      });
      const inviter = await repo.findUserEmail(actor.id);
      if (outcome.token) {
        await sendInvitation(input.email, role, outcome.brandName, inviter, outcome.token);
      }
      return presentInvitation(outcome.row, outcome.brandName, inviter);
    },

    /**
     * Sends a pending or expired invitation again with a new link (the old one stops working)
     * and a new expiry. A resend within a minute of the last send sends nothing.
     * @throws not_found (also out of scope), forbidden, conflict (accepted or revoked).
     */
    async resend(actor: StaffActor, invitationId: number): Promise<StaffInvitation> {
      const outcome = await db.transaction(async (tx) => {
        const { row, role } = await manageable(actor, invitationId, tx);
        const state = invitationState(row, clock());
        if (state === 'accepted' || state === 'revoked') {
          throw new AppError('conflict', `This invitation was ${state}; it cannot be sent again.`);
        }
        if (role.kind === 'brand') await deps.assertBrandOpen(role.brandId, tx);
        const now = clock();
        if (now.getTime() - row.sent_at.getTime() < RESEND_REPLAY_MS) {
          return { row, role, token: null };
        }
        const { token, hash } = newOpaqueToken();
        const ttl =
          row.invited_by === null ? FIRST_ADMIN_LINK_TTL_HOURS : STAFF_INVITATION_TTL_HOURS;
        const updated = await repo.update(
          row.id,
          {
            token_hash: hash,
            sent_at: now,
            send_count: row.send_count + 1,
            expires_at: new Date(now.getTime() + ttl * HOUR),
          },
          tx,
        );
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.invitation_resent',
          target: { type: 'staff_invitation', id: row.id, label: row.email },
          brandId: row.brand_id,
          before: { expires_at: row.expires_at.toISOString(), send_count: row.send_count },
          after: { expires_at: updated.expires_at.toISOString(), send_count: updated.send_count },
        });
        return { row: updated, role, token };
      });
      const names = await repo.brandNames(outcome.row.brand_id ? [outcome.row.brand_id] : []);
      const brandName = outcome.row.brand_id ? (names.get(outcome.row.brand_id) ?? null) : null;
      const inviter = await repo.findUserEmail(actor.id);
      if (outcome.token) {
        await sendInvitation(outcome.row.email, outcome.role, brandName, inviter, outcome.token);
      }
      return presentInvitation(outcome.row, brandName, inviter);
    },

    /**
     * Withdraws an invitation: its link stops working. Revoking again changes nothing.
     * @throws not_found (also out of scope), forbidden, conflict (already accepted).
     */
    async revoke(actor: StaffActor, invitationId: number): Promise<StaffInvitation> {
      const row = await db.transaction(async (tx) => {
        const { row } = await manageable(actor, invitationId, tx);
        if (row.accepted_at) {
          throw new AppError('conflict', 'This invitation was already accepted.');
        }
        if (row.revoked_at) return row;
        const updated = await repo.update(row.id, { revoked_at: clock() }, tx);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.invitation_revoked',
          target: { type: 'staff_invitation', id: row.id, label: row.email },
          brandId: row.brand_id,
          before: { state: invitationState(row, clock()) },
          after: { state: 'revoked' },
        });
        return updated;
      });
      const names = await repo.brandNames(row.brand_id ? [row.brand_id] : []);
      return presentInvitation(row, row.brand_id ? (names.get(row.brand_id) ?? null) : null, null);
    },

    /** What the set-password page shows for its link: who is invited, or why it no longer works. */
    async check(token: string): Promise<InvitationCheck> {
      const found = await repo.findByTokenHash(hashOpaqueToken(token));
      if (!found) {
        return { state: 'unknown', email: null, role: null, brand_name: null, invited_by: null };
      }
      const row = found.invitation;
      const state = invitationState(row, clock());
      return {
        state,
        email: state === 'pending' ? row.email : null,
        role: staffRoleName(roleOfRow(row)!),
        brand_name: found.brand_name,
        invited_by: found.invited_by,
      };
    },

    /**
     * 'Ask for a new one' on a link that no longer works: the person who sent the invitation is
     * e-mailed (every ops user for the first admin's link). Answers the same whatever the token,
     * so links cannot be probed; a link that still works sends nothing.
     */
    async requestRenewal(token: string): Promise<void> {
      const found = await repo.findByTokenHash(hashOpaqueToken(token));
      if (!found) return;
      const row = found.invitation;
      const state = invitationState(row, clock());
      if (state !== 'expired' && state !== 'revoked') return;
      const to = found.invited_by ? [found.invited_by] : await repo.opsEmails();
      const where = found.brand_name ? ` for ${found.brand_name}` : '';
      for (const address of to) {
        await deps.email.send({
          to: address,
          subject: `${row.email} asks for a new invitation`,
          text: [
            `${row.email} opened an invitation${where} that ${state === 'expired' ? 'has expired' : 'was withdrawn'} and asks for a new one.`,
            '',
            `Send it again from the console's Team page: ${deps.publicUrl}${CONSOLE_LINKS.team}`,
          ].join('\n'),
        });
      }
    },

    /**
     * Sets the invitee's password from the link (once): makes the user with the invitation's role
     * and answers their e-mail, to sign in with.
     * @throws bad_request (the link is unknown, used, revoked or expired: the message says which),
     * conflict (the address got an account meanwhile).
     */
    async accept(token: string, password: string): Promise<{ email: string }> {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const row = await repo.findByTokenHashForUpdate(hashOpaqueToken(token), tx);
        const state = row ? invitationState(row, clock()) : 'unknown';
        if (!row || state !== 'pending') {
          throw new AppError('bad_request', invitationLinkMessage(state)!, { state });
        }
        const role = roleOfRow(row)!;
        const now = clock();
        const user = await repo.insertUser(
          { email: row.email, password_hash: passwordHash, ...roleColumns(role) },
          now,
          tx,
        );
        if (!user) throw new AppError('conflict', STAFF_MESSAGES.alreadyStaff);
        await repo.update(row.id, { accepted_at: now, user_id: user.id }, tx);
        await recordAudit(tx, {
          actorId: user.id,
          action: 'staff.joined',
          target: { type: 'user', id: user.id, label: user.email },
          brandId: user.brand_id,
          after: { ...audited(role, user.email), invitation_id: row.id },
        });
        return { email: user.email };
      });
    },

    /**
     * Changes a staff user's role (ops ↔ brand, brand admin ↔ reviewer, another brand: ops only)
     * and ends their sessions, so the new role applies at once. Nobody changes their own role.
     * @throws not_found (also out of scope), forbidden, conflict (own role).
     */
    async changeRole(
      actor: StaffActor,
      userId: number,
      input: { role: StaffRoleName; brand_id?: number | null },
    ): Promise<StaffMember> {
      const next = staffRoleFrom(input);
      const user = await db.transaction(async (tx) => {
        const { user, role: current } = await manageableUser(
          actor,
          userId,
          tx,
          STAFF_MESSAGES.ownRole,
        );
        assertCanManageStaff(actor, next);
        if (next.kind === 'brand') await deps.assertBrandOpen(next.brandId, tx);
        const updated = await repo.setRole(user.id, roleColumns(next), clock(), tx);
        const recorded = await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.role_changed',
          target: { type: 'user', id: user.id, label: user.email },
          brandId:
            next.kind === 'brand'
              ? next.brandId
              : current.kind === 'brand'
                ? current.brandId
                : null,
          before: audited(current, user.email),
          after: audited(next, user.email),
        });
        if (recorded) await deps.endAccess(user.id, tx);
        return updated;
      });
      return presentUser(user);
    },

    /**
     * Deactivates a staff user: they can no longer sign in, and every session they have ends at
     * once on every process (the next request with their access token or refresh cookie answers
     * 401). Nothing of theirs is deleted; their history stays attributed to them. Deactivating
     * again changes nothing. Nobody deactivates themselves.
     * @throws not_found (also out of scope), forbidden, conflict (own account).
     */
    async deactivate(actor: StaffActor, userId: number): Promise<StaffMember> {
      const user = await db.transaction(async (tx) => {
        const { user, role } = await manageableUser(actor, userId, tx, STAFF_MESSAGES.ownAccount);
        if (user.deactivated_at) return user;
        const now = clock();
        const updated = await repo.setDeactivated(user.id, now, now, tx);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.deactivated',
          target: { type: 'user', id: user.id, label: user.email },
          brandId: role.kind === 'brand' ? role.brandId : null,
          before: { deactivated_at: null },
          after: { deactivated_at: now.toISOString() },
        });
        await deps.endAccess(user.id, tx);
        return updated;
      });
      return presentUser(user);
    },

    /**
     * Lets a deactivated staff user sign in again (with their password; no session comes back).
     * Reactivating an active user changes nothing.
     * @throws not_found (also out of scope), forbidden, conflict (own account).
     */
    async reactivate(actor: StaffActor, userId: number): Promise<StaffMember> {
      const user = await db.transaction(async (tx) => {
        const { user, role } = await manageableUser(actor, userId, tx, STAFF_MESSAGES.ownAccount);
        if (!user.deactivated_at) return user;
        if (role.kind === 'brand') await deps.assertBrandOpen(role.brandId, tx);
        const updated = await repo.setDeactivated(user.id, null, clock(), tx);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'staff.reactivated',
          target: { type: 'user', id: user.id, label: user.email },
          brandId: role.kind === 'brand' ? role.brandId : null,
          before: { deactivated_at: user.deactivated_at.toISOString() },
          after: { deactivated_at: null },
        });
        return updated;
      });
      return presentUser(user);
    },

    /**
     * The first admin (the command line, issue 28): an ops invitation with no inviter whose
     * one-time link works for FIRST_ADMIN_LINK_TTL_HOURS. An address that has an account, or a
     * link still waiting, changes nothing and says so.
     */
    async createFirstAdmin(
      email: string,
    ): Promise<
      | { outcome: 'created'; link: string; expiresAt: Date }
      | { outcome: 'exists' }
      | { outcome: 'waiting'; expiresAt: Date }
    > {
      return db.transaction(async (tx) => {
        if (await repo.findUserByEmail(email, tx)) return { outcome: 'exists' as const };
        const open = await repo.findOpenByEmailForUpdate(email, tx);
        if (open && invitationState(open, clock()) === 'pending') {
          return { outcome: 'waiting' as const, expiresAt: open.expires_at };
        }
        if (open) await repo.update(open.id, { revoked_at: clock() }, tx);
        const { row, token } = await openInvitation(tx, {
          email,
          role: { kind: 'ops' },
          invitedBy: null,
          ttlHours: FIRST_ADMIN_LINK_TTL_HOURS,
        });
        return { outcome: 'created' as const, link: link(token), expiresAt: row.expires_at };
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
