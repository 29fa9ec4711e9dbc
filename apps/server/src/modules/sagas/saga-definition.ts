import type { z } from 'zod';
import type { AccessClaims } from '../auth/tokens';
import type { ContactsService } from '../contacts/contacts.service';
import type { InvitesService } from '../invites/invites.service';

// What a saga is, apart from the registry of every saga (saga-registry.ts) and the job that runs
// one (saga-runner.ts): the sagas, the registry, the runner and the service that starts them all
// import it, and it imports none of them, nor the container.

export const SAGA_JOB_PREFIX = 'saga:';

export interface SagaJobPayload {
  name: string;
  version: number;
  actor: AccessClaims;
  input: unknown;
}

/** The services sagas call; the container has them, and nothing else is reachable from a saga. */
export interface SagaServices {
  contacts: ContactsService;
  invites: InvitesService;
}

export interface SagaContext<P> {
  payload: P;
  /** Who started the saga. */
  actor: AccessClaims;
  transactionId: string;
  /** The services a saga may call (the composition root hands it the whole container). */
  container: SagaServices;
}

/**
 * A saga: a named, versioned piece of background work that a client starts with `sagaStart` and
 * follows with `sagaTransaction`. `run` returns the COMPLETED payload; throwing a
 * PermanentJobError makes the transaction FAILED with that error's payload.
 */
export interface SagaDefinition<P = unknown> {
  name: string;
  version: number;
  payloadSchema: z.ZodType<P>;
  run(ctx: SagaContext<P>): Promise<Record<string, unknown>>;
}
