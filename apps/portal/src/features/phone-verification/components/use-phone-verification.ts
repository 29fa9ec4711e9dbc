import {
  initialPhoneVerificationState,
  type PhoneVerificationState,
  phoneVerificationError,
  phoneVerificationReducer,
  SAGA_NAMES,
} from '@portal/domain/profile/phone-verification';
import { useEffect, useReducer, useState } from 'react';
import { useSagaTransaction } from '../api/get-saga-transaction';
import { useStartSaga } from '../api/start-saga';

/** Saga failures that mean something other than the two section-8 messages: say the server's. */
const OWN_MESSAGE_CODES = new Set(['rate_limited', 'conflict']);

/**
 * The modal's state (part 1 section 4 'Phone verification', the domain reducer) wired to
 * sagaStart and sagaTransaction polling. `failure` is the message to show, if any.
 */
export function usePhoneVerification() {
  const [state, dispatch] = useReducer(phoneVerificationReducer, initialPhoneVerificationState);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const start = useStartSaga();
  const poll = useSagaTransaction(state.transactionId);
  const step = state.phoneStatus === 'IN_PROGRESS' ? 'SEND' : 'CONFIRM';

  useEffect(() => {
    if (!state.transactionId) return;
    const kind = poll.isError ? 'FAILED' : poll.data?.kind;
    if (kind !== 'COMPLETED' && kind !== 'FAILED') return;
    const code = poll.data?.payload?.code;
    setServerMessage(
      kind === 'FAILED' && code && OWN_MESSAGE_CODES.has(code)
        ? (poll.data?.payload?.message ?? null)
        : null,
    );
    dispatch({ type: step === 'SEND' ? 'SEND_STATUS' : 'CONFIRM_STATUS', kind });
  }, [poll.data, poll.isError, state.transactionId, step]);

  async function run(
    name: string,
    payload: Record<string, unknown>,
    started: 'SEND_STARTED' | 'CONFIRM_STARTED',
  ) {
    setServerMessage(null);
    const result = await start.mutateAsync({ name, payload }).catch(() => null);
    const transactionId = result?.wasSuccessful ? result.transactionId : null;
    dispatch({ type: started, transactionId });
  }

  const sendCode = (contactId: string | null | undefined) => {
    dispatch({ type: 'SEND_CODE', contactId });
    if (contactId) {
      void run(SAGA_NAMES.createMobilePhoneVerification, { contactId }, 'SEND_STARTED');
    }
  };

  const confirmCode = (contactId: string | null | undefined, code: string) => {
    dispatch({ type: 'CONFIRM_CODE', contactId, code });
    if (contactId) {
      void run(
        SAGA_NAMES.confirmMobilePhoneVerification,
        { contactId, verificationCode: code },
        'CONFIRM_STARTED',
      );
    }
  };

  const failure = failureOf(state, serverMessage);
  return {
    state,
    failure,
    sendCode,
    confirmCode,
    retry: () => dispatch({ type: 'RETRY_CODE' }),
    reset: () => dispatch({ type: 'RESET' }),
  };
}

function failureOf(state: PhoneVerificationState, serverMessage: string | null) {
  const error = phoneVerificationError(state);
  if (!error) return null;
  return serverMessage ? { title: 'Please try again later', body: serverMessage } : error;
}
