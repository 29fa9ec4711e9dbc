import type { z } from 'zod';
import type { Container } from '../../container';
import type { AccessClaims } from '../auth/tokens';
import {
  confirmMobilePhoneVerificationSaga,
  createMobilePhoneVerificationSaga,
} from '../contacts/contacts.sagas';
import { creatorApprovalSaga } from '../invites/creator-approval.saga';

export interface SagaContext<P> {
  payload: P;
  /** Who started the saga. */
  actor: AccessClaims;
  transactionId: string;
  container: Container;
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

/** Every saga the server runs. Add one entry per saga (its module exports the definition). */
export const sagaRegistry: SagaDefinition<never>[] = [
  creatorApprovalSaga as SagaDefinition<never>,
  createMobilePhoneVerificationSaga as SagaDefinition<never>,
  confirmMobilePhoneVerificationSaga as SagaDefinition<never>,
];

export function findSaga(name: string, version: number | undefined): SagaDefinition | undefined {
  return sagaRegistry.find(
    (s) => s.name === name && (version === undefined || s.version === version),
  ) as SagaDefinition | undefined;
}
