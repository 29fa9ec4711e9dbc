import { ACCOUNT_MESSAGES, type AccountSessions } from '@portal/domain/account/account-api';
import { AppError } from '@portal/domain/errors/app-error';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit } from '../audit/audit.recorder';
import type { AuthRepository } from './auth.repository';
import { describeDevice } from './device';
import { hashPassword, verifyPassword } from './password';
import type { SessionAccess } from './session-access';
import type { AccessClaims } from './tokens';

/**
 * A signed-in user's own account (issue 28, decision 537): change the password, see the
 * sessions, end one or all of them. Every ending goes through the session check (decision 510),
 * so it holds on every process at once.
 */
/** Staff actions are audited (issue 28); a creator's own account is not staff work. */
async function auditOwn(
  tx: DbOrTx,
  user: { id: number; email: string; type: string; brand_id: number | null },
  action: 'account.password_changed' | 'account.signed_out_everywhere',
) {
  if (user.type === 'influencer') return;
  await recordAudit(tx, {
    actorId: user.id,
    action,
    target: { type: 'user', id: user.id, label: user.email },
    brandId: user.brand_id,
    before: null,
    after: null,
  });
}

export function createAccountService(deps: {
  db: Db;
  repo: AuthRepository;
  sessions: SessionAccess;
  clock: () => Date;
}) {
  const { db, repo, sessions, clock } = deps;

  return {
    /** Where the user is signed in, the newest activity first; the caller's session marked. */
    async listSessions(actor: AccessClaims): Promise<AccountSessions> {
      const rows = await repo.liveSessions(actor.userId, clock());
      return {
        sessions: rows.map((row) => ({
          id: row.familyId,
          current: row.familyId === actor.familyId,
          device: describeDevice(row.userAgent),
          ip: row.ip,
          signed_in_at: row.signedInAt.toISOString(),
          last_active_at: row.lastActiveAt.toISOString(),
        })),
      };
    },

    /**
     * Sets a new password after checking the current one. Every other session ends at once; this
     * one goes on. A wrong current password changes nothing.
     * @throws validation_failed (current_password) when the current password is wrong.
     */
    async changePassword(
      actor: AccessClaims,
      input: { current_password: string; new_password: string },
    ): Promise<void> {
      const user = await repo.findUserById(actor.userId);
      if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
        throw new AppError('validation_failed', ACCOUNT_MESSAGES.wrongPassword, {
          fields: { current_password: ACCOUNT_MESSAGES.wrongPassword },
        });
      }
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await repo.setPassword(user.id, passwordHash, tx);
        // A reset link asked for before the change must not undo it.
        await repo.revokePasswordResets(user.id, tx);
        // Every other session ends on every process (the database's notice at commit).
        await sessions.endAccess({ userId: user.id, except: actor.familyId ?? '-' }, tx);
        await auditOwn(tx, user, 'account.password_changed');
      });
    },

    /** Ends one of the user's own sessions (another browser). Ending an ended one is fine. */
    async endSession(actor: AccessClaims, sessionId: string): Promise<void> {
      const owner = await repo.familyOf(sessionId);
      if (owner !== actor.userId) {
        throw new AppError('not_found', ACCOUNT_MESSAGES.sessionNotFound);
      }
      await db.transaction((tx) => sessions.endAccess({ familyId: sessionId }, tx));
    },

    /** Ends every session of the user, this one included, on every process. */
    async signOutEverywhere(actor: AccessClaims): Promise<void> {
      const user = await repo.findUserById(actor.userId);
      await db.transaction(async (tx) => {
        await sessions.endAccess({ userId: actor.userId }, tx);
        if (user) await auditOwn(tx, user, 'account.signed_out_everywhere');
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
