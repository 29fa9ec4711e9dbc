import {
  type CreatorApprovalPayload,
  CreatorApprovalPayloadSchema,
  NO_CONNECTED_ACCOUNT_MESSAGE,
  USER_DATA_INCOMPLETE_MESSAGE,
} from '@portal/domain/invites/accept-gate';
import {
  CREATOR_APPROVAL_SAGA_VERSION,
  SAGA_NAMES,
} from '@portal/domain/profile/phone-verification';
import { PermanentJobError } from '../../jobs/job-errors';
import type { SagaDefinition } from '../sagas/saga-definition';

/**
 * CREATOR_APPROVAL_AGGREGATOR v1 (spec part 1 sections 4 and 7), started by the web after an
 * accept: checks that the payload names the signed-in creator and handles of accounts they
 * really connected, then hands the creator to approval (an event ops reads), listing the
 * accepted invites waiting for it.
 */
export const creatorApprovalSaga: SagaDefinition<CreatorApprovalPayload> = {
  name: SAGA_NAMES.creatorApproval,
  version: CREATOR_APPROVAL_SAGA_VERSION,
  payloadSchema: CreatorApprovalPayloadSchema,
  async run({ payload, actor, transactionId, container }) {
    if (String(payload.userId) !== String(actor.userId)) {
      throw new PermanentJobError(USER_DATA_INCOMPLETE_MESSAGE);
    }
    const result = await container.invites.requestCreatorApproval(actor, payload, transactionId);
    if (result.handles.length === 0) throw new PermanentJobError(NO_CONNECTED_ACCOUNT_MESSAGE);
    return result;
  },
};
