import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config';
import type { Db } from '../../db/client';
import { createConsoleSms } from './console-sms';
import type { SmsVerificationProvider } from './sms-provider';
import { createTwilioVerifySms } from './twilio-verify-sms';

/** The provider the configuration selects: console (default) or Twilio Verify. */
export function createSmsProvider(
  config: SmsConfig,
  db: Db,
  log: FastifyBaseLogger,
  clock: () => Date,
): SmsVerificationProvider {
  if (config.provider === 'twilio') return createTwilioVerifySms(config.twilio);
  return createConsoleSms(db, log, clock);
}
