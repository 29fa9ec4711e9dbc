import { useMutation } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';

const SAGA_START = /* GraphQL */ `
  mutation SagaStart($name: String!, $payload: JSON!) {
    sagaStart(name: $name, payload: $payload) {
      transactionId
      wasSuccessful
      userErrors { field message }
    }
  }
`;

export interface SagaStartResult {
  transactionId: string | null;
  wasSuccessful: boolean;
  userErrors: { field: string | null; message: string }[];
}

/** Part 1 section 7 sagaStart: the verification sagas answer a transaction id to poll. */
export const startSaga = (input: { name: string; payload: Record<string, unknown> }) =>
  graphql<{ sagaStart: SagaStartResult }>(SAGA_START, input).then((data) => data.sagaStart);

/** The modal shows its own failure messages (part 1 section 8), so no global notification. */
export const useStartSaga = () =>
  useMutation({ mutationFn: startSaga, meta: { errorNotification: false } });
