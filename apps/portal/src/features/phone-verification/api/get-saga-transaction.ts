import {
  isTerminalSagaStatus,
  SAGA_POLL_INTERVAL_MS,
} from '@portal/domain/profile/phone-verification';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '@/lib/api-client';

const SAGA_TRANSACTION = /* GraphQL */ `
  query SagaTransaction($transactionId: ID!) {
    sagaTransaction(transactionId: $transactionId) { currentStatus { kind payload } }
  }
`;

export interface SagaStatus {
  kind: string;
  payload: { message?: string; code?: string; [key: string]: unknown } | null;
}

export const sagaTransactionKeys = {
  transaction: (id: string) => ['saga-transaction', id] as const,
};

/** Part 1 section 7 sagaTransaction; an unknown transaction reads as FAILED. */
export const getSagaTransaction = (transactionId: string) =>
  graphql<{ sagaTransaction: { currentStatus: SagaStatus } | null }>(SAGA_TRANSACTION, {
    transactionId,
  }).then(
    (data): SagaStatus => data.sagaTransaction?.currentStatus ?? { kind: 'FAILED', payload: null },
  );

/** Polls every second (SAGA_POLL_INTERVAL_MS) until COMPLETED or FAILED. */
export const useSagaTransaction = (transactionId: string | null) =>
  useQuery({
    queryKey: sagaTransactionKeys.transaction(transactionId ?? ''),
    queryFn: () => getSagaTransaction(transactionId!),
    enabled: transactionId !== null,
    staleTime: 0,
    meta: { errorNotification: false },
    refetchInterval: (query) =>
      isTerminalSagaStatus(query.state.data?.kind) ? false : SAGA_POLL_INTERVAL_MS,
  });
