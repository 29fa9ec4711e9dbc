import { isAppError } from '@portal/domain/errors/app-error';
import { SAGA_NAMES } from '@portal/domain/profile/phone-verification';
import { z } from 'zod';
import { PermanentJobError } from '../../jobs/job-errors';
import type { SagaDefinition } from '../sagas/saga-definition';

const ContactId = z
  .union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()], {
    error: 'contactId must be the id of a contact.',
  })
  .transform(Number);

const CreatePayload = z.object({ contactId: ContactId });
const ConfirmPayload = z.object({
  contactId: ContactId,
  verificationCode: z.string().regex(/^\d{6}$/, 'The code has 6 digits.'),
});

/** A refused send or check ends the transaction FAILED with `{ message, code }` for the client. */
async function asSagaResult<T extends Record<string, unknown>>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isAppError(error)) throw new PermanentJobError(error.message, { code: error.code });
    throw error;
  }
}

/** Part 1 section 7: sends a verification code to the caller's contact. */
export const createMobilePhoneVerificationSaga: SagaDefinition<z.output<typeof CreatePayload>> = {
  name: SAGA_NAMES.createMobilePhoneVerification,
  version: 1,
  payloadSchema: CreatePayload,
  run: ({ payload, actor, container }) =>
    asSagaResult(() => container.contacts.sendCode(actor, payload.contactId)),
};

/** Part 1 section 7: checks the code and marks the caller's contact verified. */
export const confirmMobilePhoneVerificationSaga: SagaDefinition<z.output<typeof ConfirmPayload>> = {
  name: SAGA_NAMES.confirmMobilePhoneVerification,
  version: 1,
  payloadSchema: ConfirmPayload,
  run: ({ payload, actor, container }) =>
    asSagaResult(() =>
      container.contacts.confirmCode(actor, payload.contactId, payload.verificationCode),
    ),
};
