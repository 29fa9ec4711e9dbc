import type { AnalyticsEventInput } from '@portal/domain/analytics/events';
import { assertCanUsePortal } from '@portal/domain/policies';
import type { DbOrTx } from '../../db/client';
import type { AccessClaims } from '../auth/tokens';
import type { EventsRepository } from './events.repository';

const actorOf = (claims: AccessClaims) => ({ id: claims.userId, type: claims.type });

/** The product analytics sink (DESIGN section 6): events stored in the database. */
export function createEventsService({ repo }: { repo: EventsRepository }) {
  return {
    /**
     * Stores an event the web sent. Its id makes a retried send a no-op (`stored: false`).
     * @throws AppError 'forbidden' for non-creators.
     */
    async record(claims: AccessClaims, input: AnalyticsEventInput) {
      assertCanUsePortal(actorOf(claims));
      const stored = await repo.insert({
        user_id: claims.userId,
        name: input.name,
        properties: input.properties,
        dedupe_key: `client:${claims.userId}:${input.id}`,
      });
      return { stored };
    },

    /** Stores an event the server itself records (e.g. a guidelines view), once per dedupe key. */
    track(
      userId: number,
      name: string,
      properties: Record<string, unknown>,
      dedupeKey: string | null = null,
      tx?: DbOrTx,
    ) {
      return repo.insert({ user_id: userId, name, properties, dedupe_key: dedupeKey }, tx);
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
