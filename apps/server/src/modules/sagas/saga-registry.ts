import {
  confirmMobilePhoneVerificationSaga,
  createMobilePhoneVerificationSaga,
} from '../contacts/contacts.sagas';
import { creatorApprovalSaga } from '../invites/creator-approval.saga';
import type { SagaDefinition } from './saga-definition';

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
