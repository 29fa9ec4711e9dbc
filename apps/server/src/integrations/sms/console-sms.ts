import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_TTL_MS } from '@portal/domain/profile/phone-verification';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsConsoleMessages } from '../../db/schema/phone-verification';
import { maskPhone } from '../../http/log-redaction';
import type { SmsVerificationProvider } from './sms-provider';

const hashCode = (code: string) => createHash('sha256').update(code).digest();

/** Compares two codes in constant time (by their SHA-256, so lengths never leak either). */
export function codesMatch(expectedHash: Buffer, code: string): boolean {
  return timingSafeEqual(expectedHash, hashCode(code));
}

/**
 * The local default: writes the code to sms_console_messages, which the dev-only inbox page
 * (/dev/sms-inbox) lists; the log says a code was sent, never the code (decision 342). Codes expire after 10 minutes and are single use.
 */
export function createConsoleSms(
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date,
): SmsVerificationProvider {
  return {
    name: 'console',
    async sendCode(isoPhone) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      const body = `Your Creator Portal verification code is ${code}`;
      await db.insert(smsConsoleMessages).values({
        to_phone: isoPhone,
        body,
        code_hash: hashCode(code).toString('hex'),
        expires_at: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
        created_at: now,
      });
      log.info({ to: maskPhone(isoPhone) }, '[sms:console] code written to /dev/sms-inbox');
    },
    async checkCode(isoPhone, code) {
      const now = clock();
      const [latest] = await db
        .select()
        .from(smsConsoleMessages)
        .where(
          and(
            eq(smsConsoleMessages.to_phone, isoPhone),
            isNull(smsConsoleMessages.used_at),
            gt(smsConsoleMessages.expires_at, now),
          ),
        )
        .orderBy(desc(smsConsoleMessages.created_at), desc(smsConsoleMessages.id))
        .limit(1);
      if (!latest?.code_hash || !codesMatch(Buffer.from(latest.code_hash, 'hex'), code))
        return 'wrong';
      const used = await db
        .update(smsConsoleMessages)
        .set({ used_at: now })
        .where(and(eq(smsConsoleMessages.id, latest.id), isNull(smsConsoleMessages.used_at)))
        .returning({ id: smsConsoleMessages.id });
      return used.length === 1 ? 'approved' : 'wrong';
    },
  };
}

/** The newest console messages, for the dev-only inbox page. */
export async function listConsoleMessages(db: Db, limit = 50) {
  return db
    .select({
      id: smsConsoleMessages.id,
      to_phone: smsConsoleMessages.to_phone,
      body: smsConsoleMessages.body,
      created_at: smsConsoleMessages.created_at,
    })
    .from(smsConsoleMessages)
    .orderBy(desc(smsConsoleMessages.id))
    .limit(limit);
}
