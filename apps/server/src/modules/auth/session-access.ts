import { AppError } from '@portal/domain/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { CHANGES_CHANNEL } from '../../http/answer-cache';
import type { AuthRepository } from './auth.repository';
import type { AccessClaims, TokenSubject } from './tokens';

const SESSION_ENDED = 'Your session has expired. Please sign in again.';
/** A checked session is asked again at least this often, notices or not (a refresh token's expiry). */
const MAX_AGE_MS = 5 * 60_000;

type Live = {
  userId: number;
  type: AccessClaims['type'];
  brandId: number | null;
  brandRole: 'admin' | 'reviewer' | null;
  until: number;
};

/**
 * Whether an access token's session still lives, and who its user is now (issue 27, decision
 * 510). The token names only the user and the session family; the role, the brand and the
 * liveness come from the database: the family has a refresh token neither revoked nor expired,
 * and the user exists and is not deactivated.
 *
 * Each process keeps what it checked, per family, and drops a user's entries when PostgreSQL
 * says the user changed (`portal_changes`, raised at commit by triggers on `users` — any change
 * to the row: role, brand, deactivation — and on `refresh_tokens` — a revocation or a delete).
 * So signing out, a password reset, a role change or a deactivation ends access on every
 * process within a notice's latency. While the notice feed is down nothing is kept: every
 * request asks the database.
 */
export function createSessionAccess(deps: {
  /** Only its change feed is used. */
  database: Pick<Database, 'listen'>;
  repo: AuthRepository;
  clock: () => Date;
  log: FastifyBaseLogger;
  maxEntries?: number;
}) {
  const { database, repo, clock, log } = deps;
  const maxEntries = deps.maxEntries ?? 20_000;
  const byFamily = new Map<string, Live>();
  const familiesOf = new Map<number, Set<string>>();
  const generation = new Map<number, number>();
  const changeListeners = new Map<number, Set<() => void>>();
  let listening: Promise<() => Promise<void>> | null = null;
  let feedUp = false;

  function forgetUser(userId: number) {
    generation.set(userId, (generation.get(userId) ?? 0) + 1);
    for (const family of familiesOf.get(userId) ?? []) byFamily.delete(family);
    familiesOf.delete(userId);
  }

  function forgetAll() {
    byFamily.clear();
    familiesOf.clear();
    for (const key of generation.keys()) generation.set(key, (generation.get(key) ?? 0) + 1);
  }

  function onChange(payload: string) {
    const userId = Number(payload);
    if (!Number.isSafeInteger(userId)) return; // '*': campaign-wide, no session changed
    forgetUser(userId);
    for (const listener of changeListeners.get(userId) ?? []) listener();
  }

  function startListening() {
    listening ??= database
      .listen(CHANGES_CHANNEL, onChange, (up) => {
        feedUp = up;
        forgetAll(); // down: changes may go unheard; back: some may have been missed
        log.warn({ listening: up }, `session check: change feed ${up ? 'back' : 'lost'}`);
        // Streams re-check their sessions: an ending may have been missed.
        if (up) for (const set of changeListeners.values()) for (const l of set) l();
      })
      .then(
        (stop) => {
          feedUp = true;
          return stop;
        },
        (error) => {
          listening = null;
          log.warn({ err: error }, 'session check: LISTEN failed; sessions are not kept');
          throw error;
        },
      );
    return listening;
  }

  async function readLive(subject: TokenSubject): Promise<Live | null> {
    const row = await repo.findLiveSession(subject.familyId, clock());
    if (!row || row.userId !== subject.userId) return null;
    const until = Math.min(row.until.getTime(), clock().getTime() + MAX_AGE_MS);
    return {
      userId: row.userId,
      type: row.type,
      brandId: row.brandId,
      brandRole: row.brandRole,
      until,
    };
  }

  return {
    /**
     * The caller for a verified access token: its user's role, brand and role in the brand as
     * the database has them now.
     * @throws AppError('unauthenticated') when the session ended, the user is gone or deactivated.
     */
    async actorFor(subject: TokenSubject): Promise<AccessClaims> {
      const now = clock().getTime();
      let live = byFamily.get(subject.familyId);
      if (!live || live.until <= now || live.userId !== subject.userId) {
        await startListening().catch(() => null);
        const before = generation.get(subject.userId) ?? 0;
        const read = await readLive(subject);
        if (!read) throw new AppError('unauthenticated', SESSION_ENDED);
        live = read;
        // A change heard while reading may postdate the read: keep nothing then.
        if (feedUp && (generation.get(subject.userId) ?? 0) === before) {
          if (byFamily.size >= maxEntries) {
            byFamily.clear();
            familiesOf.clear();
          }
          byFamily.set(subject.familyId, read);
          const families = familiesOf.get(read.userId) ?? new Set();
          families.add(subject.familyId);
          familiesOf.set(read.userId, families);
        }
      }
      return {
        userId: live.userId,
        type: live.type,
        brandId: live.brandId,
        brandRole: live.brandRole,
        familyId: subject.familyId,
        expiresAt: subject.expiresAt,
      };
    },

    /**
     * Ends access everywhere, at once: every session of a user (`{ userId }`: a password reset,
     * a deactivation; with `except`, all but one: a password change) or one session family (`{ familyId }`: signing out). Revokes the refresh
     * tokens in `tx` when given (the notice goes out at its commit, from the database trigger),
     * and forgets them here at once. Staff tools call this after deactivating a user (issue 28).
     */
    async endAccess(
      target: { userId: number; except?: string } | { familyId: string },
      tx?: DbOrTx,
    ) {
      if ('userId' in target) {
        // `except`: every session but that one (a password changed from inside a session).
        if (target.except) await repo.revokeOthers(target.userId, target.except, tx);
        else await repo.revokeAllForUser(target.userId, tx);
        forgetUser(target.userId);
      } else {
        const userIds = await repo.revokeFamily(target.familyId, tx);
        for (const userId of userIds) forgetUser(userId);
        byFamily.delete(target.familyId);
      }
    },

    /**
     * Calls `listener` whenever the database says something about the user changed (a session
     * ended, the role changed…): a long-lived stream re-checks its session with `actorFor`.
     */
    onUserChange(userId: number, listener: () => void): () => void {
      const set = changeListeners.get(userId) ?? new Set();
      set.add(listener);
      changeListeners.set(userId, set);
      startListening().catch(() => null);
      return () => {
        set.delete(listener);
        if (set.size === 0) changeListeners.delete(userId);
      };
    },

    /** Sessions kept in this process (tests). */
    size: () => byFamily.size,

    async close() {
      const stop = await listening?.catch(() => null);
      listening = null;
      feedUp = false;
      await stop?.();
      forgetAll();
    },
  };
}

export type SessionAccess = ReturnType<typeof createSessionAccess>;
