import type { CreatorApprovalPayload } from '@portal/domain/invites/accept-gate';
import {
  CREATOR_APPROVAL_SAGA_VERSION,
  SAGA_NAMES,
} from '@portal/domain/profile/phone-verification';
import { graphql } from '@/lib/api-client';

const MUTATION = /* GraphQL */ `
  mutation StartCreatorApproval($name: String!, $version: Int, $payload: JSON!) {
    sagaStart(name: $name, version: $version, payload: $payload) {
      transactionId
      wasSuccessful
      userErrors {
        field
        message
      }
    }
  }
`;

type Result = {
  sagaStart: {
    transactionId: string | null;
    wasSuccessful: boolean;
    userErrors: { field: string | null; message: string }[];
  };
};

/**
 * Starts CREATOR_APPROVAL_AGGREGATOR v1 after an accept (spec part 1 sections 4 and 7). A start
 * without a transaction id is logged; the accept itself already succeeded.
 */
export async function startCreatorApproval(payload: CreatorApprovalPayload) {
  const result = await graphql<Result>(MUTATION, {
    name: SAGA_NAMES.creatorApproval,
    version: CREATOR_APPROVAL_SAGA_VERSION,
    payload,
  });
  if (!result.sagaStart.transactionId) {
    console.warn(
      'Creator approval saga transaction failed to return a transaction id',
      result.sagaStart.userErrors,
    );
  }
  return result.sagaStart;
}
