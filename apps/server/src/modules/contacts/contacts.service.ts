import { AppError } from '@portal/domain/errors/app-error';
import { assertCanChangeOwned, assertCanReadOwned } from '@portal/domain/policies';
import {
  CODE_MISMATCH_MESSAGE,
  CODE_SEND_FAILED_MESSAGE,
  isValidVerificationCode,
  isWithinAttemptLimit,
  MAX_CODE_CHECKS,
  MAX_CODE_SENDS,
  toIsoPhone,
  VERIFICATION_CODE_TTL_MS,
} from '@portal/domain/profile/phone-verification';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import {
  SmsProviderError,
  type SmsVerificationProvider,
} from '../../integrations/sms/sms-provider';
import type { AccessClaims } from '../auth/tokens';
import { presentUserWithContacts } from './contacts.presenter';
import type { ContactRow, ContactsRepository } from './contacts.repository';

export const TOO_MANY_SENDS_MESSAGE =
  'Too many codes were sent to this number. Please wait 10 minutes and try again.';
export const TOO_MANY_CHECKS_MESSAGE =
  'Too many wrong codes were entered. Please wait 10 minutes and request a new code.';
export const NUMBER_TAKEN_MESSAGE =
  'This phone number is already verified on another account. Please use a different number.';
/** A second send for the same number within this time is the same request (a double click). */
export const RESEND_DEDUPE_MS = 10_000;

const actorOf = (claims: AccessClaims) => ({
  id: claims.userId,
  type: claims.type,
  brandId: claims.brandId,
});

interface Deps {
  repo: ContactsRepository;
  sms: SmsVerificationProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** Mobile contacts and their verification by SMS code (spec part 1 sections 2, 3, 4 and 7). */
export function createContactsService({ repo, sms, clock, log }: Deps) {
  /** The actor's own contact, or not_found (another user's contact is not found either). */
  async function ownContact(actor: AccessClaims, contactId: number): Promise<ContactRow> {
    const contact = Number.isSafeInteger(contactId) ? await repo.findById(contactId) : undefined;
    if (!contact) throw new AppError('not_found', 'The contact was not found.');
    assertCanChangeOwned(actorOf(actor), contact.user_id, 'contact');
    return contact;
  }

  async function assertNumberFree(contact: ContactRow, isoPhone: string) {
    if (await repo.isVerifiedByAnotherUser(isoPhone, contact.user_id)) {
      throw new AppError('conflict', NUMBER_TAKEN_MESSAGE);
    }
  }

  return {
    /**
     * GraphQL user(id): e-mail and contacts. A creator reads only themself (another id answers
     * not_found); ops may read anyone. @throws AppError not_found, forbidden, unauthenticated.
     */
    async getUser(actor: AccessClaims, userId: number) {
      assertCanReadOwned(actorOf(actor), userId, 'user');
      const found = await repo.findUserWithContacts(userId);
      if (!found) throw new AppError('not_found', 'The user was not found.');
      return presentUserWithContacts(found);
    },

    /**
     * Keeps the MOBILE_PHONE contact in step with the profile's phone number, inside the
     * profile save's transaction. A changed number (by its E.164 form) loses its verification.
     */
    async syncMobileFromProfile(
      userId: number,
      phone: string,
      country: string | null | undefined,
      tx: DbOrTx,
    ) {
      const now = clock();
      const iso = toIsoPhone(phone, country);
      const current = await repo.findMobile(userId, tx);
      if (!current) return repo.insertMobile({ userId, raw: phone, iso, now }, tx);
      if (current.raw_phone_number === phone && current.iso_phone === iso) return;
      const keepVerification = iso !== null && iso === current.iso_phone;
      await repo.updateMobile(current.id, { raw: phone, iso, keepVerification, now }, tx);
    },

    /**
     * CREATE_MOBILE_PHONE_TWILIO_VERIFICATION: sends a code to the actor's contact. A verified
     * contact is answered at once without a send; a send within 10 s of the last one is not
     * repeated. @throws AppError not_found (not theirs), bad_request (not a usable number or the
     * provider refused it), conflict (verified by another user), rate_limited (5 sends in 10 min).
     */
    async sendCode(actor: AccessClaims, contactId: number) {
      const contact = await ownContact(actor, contactId);
      if (contact.is_verified) return { contactId: String(contact.id), alreadyVerified: true };
      const iso = contact.iso_phone;
      if (!iso) throw new AppError('bad_request', CODE_SEND_FAILED_MESSAGE);
      await assertNumberFree(contact, iso);
      const now = clock();
      const since = new Date(now.getTime() - VERIFICATION_CODE_TTL_MS);
      const sends = await repo.attemptTimes(iso, 'send', 'sent', since);
      if (sends.some((at) => now.getTime() - at.getTime() < RESEND_DEDUPE_MS)) {
        return { contactId: String(contact.id), alreadyVerified: false };
      }
      if (!isWithinAttemptLimit(sends, now, MAX_CODE_SENDS)) {
        throw new AppError('rate_limited', TOO_MANY_SENDS_MESSAGE);
      }
      try {
        await sms.sendCode(iso);
      } catch (error) {
        if (!(error instanceof SmsProviderError)) throw error;
        log.warn({ err: error, contactId: contact.id }, 'sms send failed');
        if (error.reason === 'rate_limited') {
          throw new AppError('rate_limited', TOO_MANY_SENDS_MESSAGE);
        }
        throw new AppError('bad_request', CODE_SEND_FAILED_MESSAGE);
      }
      await repo.recordAttempt({
        userId: contact.user_id,
        contactId: contact.id,
        isoPhone: iso,
        kind: 'send',
        outcome: 'sent',
        at: now,
      });
      return { contactId: String(contact.id), alreadyVerified: false };
    },

    /**
     * CONFIRM_MOBILE_PHONE_TWILIO_VERIFICATION: checks the code and marks the contact verified.
     * Confirming a verified contact again succeeds without a check. @throws AppError not_found,
     * bad_request (CODE_MISMATCH_MESSAGE for a wrong, expired or malformed code), conflict
     * (another user verified the number first), rate_limited (5 wrong codes in 10 minutes).
     */
    async confirmCode(actor: AccessClaims, contactId: number, code: string) {
      const contact = await ownContact(actor, contactId);
      const done = { contactId: String(contact.id), isVerified: true };
      if (contact.is_verified) return done;
      const iso = contact.iso_phone;
      if (!iso) throw new AppError('bad_request', CODE_SEND_FAILED_MESSAGE);
      const now = clock();
      const since = new Date(now.getTime() - VERIFICATION_CODE_TTL_MS);
      const wrong = await repo.attemptTimes(iso, 'check', 'wrong', since);
      if (!isWithinAttemptLimit(wrong, now, MAX_CODE_CHECKS)) {
        throw new AppError('rate_limited', TOO_MANY_CHECKS_MESSAGE);
      }
      const attempt = { userId: contact.user_id, contactId: contact.id, isoPhone: iso, at: now };
      let outcome: 'approved' | 'wrong' = 'wrong';
      if (isValidVerificationCode(code)) {
        try {
          outcome = await sms.checkCode(iso, code);
        } catch (error) {
          if (!(error instanceof SmsProviderError)) throw error;
          log.warn({ err: error, contactId: contact.id }, 'sms check failed');
          if (error.reason !== 'rate_limited')
            throw new AppError('bad_request', CODE_MISMATCH_MESSAGE);
          throw new AppError('rate_limited', TOO_MANY_CHECKS_MESSAGE);
        }
      }
      await repo.recordAttempt({ ...attempt, kind: 'check', outcome });
      if (outcome === 'wrong') throw new AppError('bad_request', CODE_MISMATCH_MESSAGE);
      await assertNumberFree(contact, iso);
      try {
        await repo.markVerified(contact.id, now);
      } catch {
        // The partial unique index: another user verified the number at the same moment.
        throw new AppError('conflict', NUMBER_TAKEN_MESSAGE);
      }
      return done;
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
