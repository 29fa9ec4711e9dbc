import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/platform';
import { enqueueJob } from '../../jobs/queue';
import type { AccessClaims } from '../auth/tokens';
import { SAGA_JOB_PREFIX, type SagaJobPayload } from './saga-definition';
import { findSaga } from './saga-registry';

export type SagaStatusKind = 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface SagaStartResult {
  transactionId: string | null;
  wasSuccessful: boolean;
  userErrors: { field: string; message: string }[];
}

const KIND_BY_JOB_STATUS: Record<string, SagaStatusKind> = {
  queued: 'PENDING',
  running: 'IN_PROGRESS',
  done: 'COMPLETED',
  failed: 'FAILED',
};

/** Starts sagas as jobs and reports their status to the user who started them. */
export function createSagasService({ db }: { db: Db }) {
  return {
    /** Validates and queues a saga. Bad input answers userErrors and queues nothing. */
    async start(
      actor: AccessClaims,
      name: string,
      version: number | undefined,
      input: unknown,
    ): Promise<SagaStartResult> {
      const saga = findSaga(name, version);
      if (!saga) {
        return {
          transactionId: null,
          wasSuccessful: false,
          userErrors: [{ field: 'name', message: `Unknown saga ${name}` }],
        };
      }
      const parsed = saga.payloadSchema.safeParse(input);
      if (!parsed.success) {
        const userErrors = parsed.error.issues.map((i) => ({
          field: ['payload', ...i.path].join('.'),
          message: i.message,
        }));
        return { transactionId: null, wasSuccessful: false, userErrors };
      }
      const transactionId = randomUUID();
      const payload: SagaJobPayload = {
        name: saga.name,
        version: saga.version,
        actor,
        input: parsed.data,
      };
      await enqueueJob(db, {
        kind: `${SAGA_JOB_PREFIX}${saga.name}`,
        payload: payload as unknown as Record<string, unknown>,
        userId: actor.userId,
        transactionId,
        maxAttempts: 1,
      });
      return { transactionId, wasSuccessful: true, userErrors: [] };
    },

    /** The transaction's current status; null for an unknown id or another user's transaction. */
    async status(actor: AccessClaims, transactionId: string) {
      const [job] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.transaction_id, transactionId), eq(jobs.user_id, actor.userId)));
      if (!job) return null;
      const kind = KIND_BY_JOB_STATUS[job.status] ?? 'PENDING';
      return { transactionId, currentStatus: { kind, payload: job.result ?? null } };
    },
  };
}

export type SagasService = ReturnType<typeof createSagasService>;
