import { randomUUID } from 'node:crypto';
import {
  SIGN_IN_FAILURES_FORGOTTEN_MS,
  shouldTellOwner,
  signInDelayAfter,
  throttledMessage,
} from '@portal/domain/auth/sign-in-throttle';
import { AppError } from '@portal/domain/errors/app-error';
import { ERROR_ENTRIES, ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import { CONSOLE_LINKS } from '@portal/domain/staff/console-links';
import type { Db, DbOrTx } from '../../db/client';
import type { EmailProvider } from '../../integrations/email/email-provider';
import type { AuthRepository, UserRow } from './auth.repository';
import type { LoginInput, SignUpInput } from './auth.schemas';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import type { SessionAccess } from './session-access';
import { hashOpaqueToken, newOpaqueToken, type TokenService } from './tokens';

export interface AuthServiceDeps {
  db: Db;
  repo: AuthRepository;
  tokens: TokenService;
  sessions: SessionAccess;
  email: EmailProvider;
  clock: () => Date;
  refreshTokenTtlDays: number;
  publicUrl: string;
  /**
   * Runs in the sign-up's transaction for every new creator: claims the invitations that waited
   * for the address (issue 28, creator-invitations).
   */
  onCreatorSignedUp?: (user: { id: number; email: string }, tx: DbOrTx) => Promise<unknown>;
}

/** Where a sign-in came from, kept with its session so its user can see it (issue 28). */
export interface SignInPlace {
  userAgent?: string;
  ip?: string;
}
/** Longer User-Agent headers are cut: only the browser and system are read from it. */
const USER_AGENT_MAX = 512;

/** What a successful sign-in hands the route: the access token, and the refresh token for the cookie. */
export interface IssuedSession {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The session's family: every refresh token it rotates through (and the page cookie) names it. */
  familyId: string;
}

const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * A rotated refresh token presented again this soon after its rotation is a race, not a theft:
 * two tabs refreshing at once, or a page left while its refresh answer was in flight (the browser
 * drops the new cookie). It gets a fresh token in the same family; later reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;
const INVALID_CREDENTIALS = 'Incorrect email or password.';
const INVALID_REFRESH = 'Your session has expired. Please sign in again.';
export const DEACTIVATED = 'This account has been deactivated. Please contact support.';
const accountKey = (email: string) => email.trim().toLowerCase();

/** Sign-up, sign-in, token refresh with rotation, sign-out and password reset. */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, repo, tokens, clock } = deps;

  async function issue(
    user: UserRow,
    familyId: string = randomUUID(),
    tx: DbOrTx = db,
    where: SignInPlace = {},
  ): Promise<IssuedSession> {
    const { token, hash } = newOpaqueToken();
    const refreshExpiresAt = new Date(clock().getTime() + deps.refreshTokenTtlDays * 86_400_000);
    await repo.insertRefreshToken(
      {
        user_id: user.id,
        token_hash: hash,
        family_id: familyId,
        expires_at: refreshExpiresAt,
        user_agent: where.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
        ip: where.ip ?? null,
      },
      tx,
    );
    const accessToken = await tokens.signAccessToken({ userId: user.id, familyId });
    return { user, accessToken, refreshToken: token, refreshExpiresAt, familyId };
  }

  /**
   * One more wrong password for the account: past the free ones it must wait before the next
   * try, and its owner is told by e-mail when that first happens (decision 512).
   */
  async function countFailure(key: string, user: UserRow | undefined) {
    const now = clock();
    const forgetBefore = new Date(now.getTime() - SIGN_IN_FAILURES_FORGOTTEN_MS);
    const { failures, ownerToldAt } = await repo.countSignInFailure(key, now, forgetBefore);
    const delay = signInDelayAfter(failures);
    if (delay === 0) return;
    const tell = Boolean(user) && shouldTellOwner(failures, ownerToldAt, now);
    await repo.blockSignIn(key, new Date(now.getTime() + delay), tell ? now : ownerToldAt);
    if (tell && user) {
      await deps.email.send({
        to: user.email,
        subject: 'Someone is trying to sign in to your Creator Portal account',
        text: `There were ${failures} attempts to sign in to your account with a wrong password. Each further attempt now has to wait a little longer.\n\nIf it was you, wait a few minutes and try again, or reset your password: ${deps.publicUrl}/app/forgot-password\n\nIf it was not you, your account is safe as long as your password is not known to anyone; you may want to reset it all the same.`,
      });
    }
  }

  return {
    /**
     * Creates a creator account and signs it in.
     * @throws AppError('email_in_use') with the spec's 'credentials' entry when the e-mail exists.
     */
    async signUp(input: SignUpInput, where: SignInPlace = {}): Promise<IssuedSession> {
      const passwordHash = await hashPassword(input.password);
      // The user, the profile and the session are written together or not at all (issue 27).
      const session = await db.transaction(async (tx) => {
        const user = await repo.insertCreator(
          {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
          },
          tx,
        );
        if (!user) return null;
        // Invites that waited for this address become the creator's in the same transaction.
        await deps.onCreatorSignedUp?.(user, tx);
        return issue(user, randomUUID(), tx, where);
      });
      if (!session) {
        throw new AppError('email_in_use', ERROR_MESSAGES.emailInUse, {
          errors: [ERROR_ENTRIES.credentials],
          fields: { email: ERROR_MESSAGES.emailInUse },
        });
      }
      return session;
    },

    /**
     * Checks the password and opens a session. Any user type may sign in here; the creator
     * portal itself refuses non-creators.
     * @throws AppError('invalid_credentials') for an unknown e-mail or a wrong password alike.
     */
    async login(input: LoginInput, where: SignInPlace = {}): Promise<IssuedSession> {
      const key = accountKey(input.email);
      const throttle = await repo.findSignInFailures(key);
      const waitMs = (throttle?.blocked_until?.getTime() ?? 0) - clock().getTime();
      if (waitMs > 0) {
        throw new AppError('rate_limited', throttledMessage(waitMs), {
          retry_after_seconds: Math.ceil(waitMs / 1000),
        });
      }
      const user = await repo.findUserByEmail(input.email);
      const ok = await verifyPassword(
        user?.password_hash ?? (await DUMMY_PASSWORD_HASH),
        input.password,
      );
      if (!user || !ok) {
        await countFailure(key, user);
        throw new AppError('invalid_credentials', INVALID_CREDENTIALS);
      }
      if (user.deactivated_at) throw new AppError('forbidden', DEACTIVATED);
      if (!throttle) return issue(user, randomUUID(), db, where);
      return db.transaction(async (tx) => {
        await repo.clearSignInFailures(key, tx);
        return issue(user, randomUUID(), tx, where);
      });
    },

    /**
     * Trades a refresh token for a new access token and a new refresh token (rotation). A token
     * that was rotated more than REFRESH_REUSE_GRACE_MS ago is a sign of theft: its whole family
     * is revoked.
     * @throws AppError('unauthenticated') when the token is unknown, expired, revoked or reused.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw new AppError('unauthenticated', INVALID_REFRESH);
      const outcome = await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(hashOpaqueToken(refreshToken), tx);
        if (!row || row.revoked_at || row.expires_at <= clock()) return null;
        const now = clock();
        if (row.rotated_at && now.getTime() - row.rotated_at.getTime() > REFRESH_REUSE_GRACE_MS) {
          await repo.revokeFamily(row.family_id, tx);
          return 'reused' as const;
        }
        const user = await repo.findUserById(row.user_id, tx);
        if (!user || user.deactivated_at) return null;
        if (!row.rotated_at) await repo.markRotated(row.id, now, tx);
        // The session stays where it was signed in.
        return issue(user, row.family_id, tx, {
          userAgent: row.user_agent ?? undefined,
          ip: row.ip ?? undefined,
        });
      });
      if (!outcome || outcome === 'reused') throw new AppError('unauthenticated', INVALID_REFRESH);
      return outcome;
    },

    /** Revokes the session the refresh token belongs to. Idempotent: unknown tokens are fine. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      await db.transaction(async (tx) => {
        const row = await repo.findRefreshTokenForUpdate(hashOpaqueToken(refreshToken), tx);
        // Access ends on every process at once, not when the access token expires (issue 27).
        if (row) await deps.sessions.endAccess({ familyId: row.family_id }, tx);
      });
    },

    /** E-mails a reset link when the account exists; answers the same either way. */
    async requestPasswordReset(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user || user.deactivated_at) return;
      const { token, hash } = newOpaqueToken();
      // Only the newest link works: issuing one revokes the others (issue 27).
      await db.transaction(async (tx) => {
        await repo.revokePasswordResets(user.id, tx);
        await repo.insertPasswordReset(
          {
            user_id: user.id,
            token_hash: hash,
            expires_at: new Date(clock().getTime() + PASSWORD_RESET_TTL_MS),
          },
          tx,
        );
      });
      // Staff reset their password in the console, creators in the portal (issue 28).
      const page = user.type === 'influencer' ? '/app/reset-password' : CONSOLE_LINKS.resetPassword;
      const link = `${deps.publicUrl}${page}?token=${token}`;
      await deps.email.send({
        to: user.email,
        subject: 'Reset your Creator Portal password',
        text: `Someone asked to reset your password. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this e-mail.`,
      });
    },

    /**
     * Sets a new password with a reset token (once) and signs every session out.
     * @throws AppError('bad_request') when the token is unknown, used or expired.
     */
    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const row = await repo.findPasswordResetForUpdate(hashOpaqueToken(token), tx);
        if (!row || row.used_at || row.revoked_at || row.expires_at <= clock()) return false;
        const user = await repo.findUserById(row.user_id, tx);
        if (!user || user.deactivated_at) return false;
        await repo.markPasswordResetUsed(row.id, tx);
        await repo.revokePasswordResets(row.user_id, tx);
        await repo.setPassword(row.user_id, passwordHash, tx);
        // Every session of the user ends, on every process, at commit.
        await deps.sessions.endAccess({ userId: row.user_id }, tx);
        await repo.clearSignInFailures(accountKey(user.email), tx);
        return true;
      });
      if (!done) {
        throw new AppError(
          'bad_request',
          'This reset link is invalid or has expired. Please ask for a new one.',
        );
      }
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
