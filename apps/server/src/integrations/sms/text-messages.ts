import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { smsConsoleMessages } from '../../db/schema/phone-verification';
import { maskPhone } from '../../http/log-redaction';
import { SmsProviderError } from './sms-provider';

/** Sends a plain text message (deadline reminders). Verification codes go through Verify instead. */
export interface TextMessageProvider {
  readonly name: 'console' | 'twilio';
  sendText(isoPhone: string, body: string): Promise<void>;
}

/** The local stand-in: the text lands in the console inbox (/dev/sms-inbox), never leaves. */
export function createConsoleTexts(db: Db, log: FastifyBaseLogger): TextMessageProvider {
  return {
    name: 'console',
    async sendText(isoPhone, body) {
      await db.insert(smsConsoleMessages).values({ to_phone: isoPhone, body });
      log.info({ to: maskPhone(isoPhone) }, '[sms:console] text written to /dev/sms-inbox');
    },
  };
}

export interface TwilioTextsOptions {
  accountSid: string;
  authToken: string;
  /** A Messaging Service SID (MG…) or a sender number in E.164. */
  from: string;
  /** https://api.twilio.com in production; a local stub server in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Twilio Programmable Messaging (2010-04-01 Messages resource) over fetch, like the Verify
 * client (decision 120: no SDK). A 2xx answer means Twilio accepted the message for delivery.
 */
export function createTwilioTexts(options: TwilioTextsOptions): TextMessageProvider {
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const sender: Record<string, string> = options.from.startsWith('MG')
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  return {
    name: 'twilio',
    async sendText(isoPhone, body) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({ To: isoPhone, Body: body, ...sender }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsProviderError(`Twilio Messages unreachable: ${(error as Error).message}`);
      }
      if (response.ok) return;
      const answer = (await response.json().catch(() => ({}))) as {
        code?: number;
        message?: string;
      };
      const detail = `Twilio Messages ${response.status} ${answer.code ?? ''} ${answer.message ?? ''}`;
      if (response.status === 429) throw new SmsProviderError(detail.trim(), 'rate_limited');
      if (answer.code === 21211 || answer.code === 21614) {
        throw new SmsProviderError(detail.trim(), 'invalid_number');
      }
      throw new SmsProviderError(detail.trim());
    },
  };
}
