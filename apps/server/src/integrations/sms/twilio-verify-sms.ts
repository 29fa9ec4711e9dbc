import { SmsProviderError, type SmsVerificationProvider } from './sms-provider';

export interface TwilioVerifyOptions {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /** https://verify.twilio.com in production; a local stub server in tests. */
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface TwilioError {
  code?: number;
  message?: string;
}

/** Twilio error codes we tell apart: 60200 invalid parameter (the number), 60202/60203 limits. */
const INVALID_NUMBER_CODES = new Set([60200, 21211, 21614]);

/**
 * Twilio Verify (v2) over its REST API with fetch: the twilio SDK is not installed (decision
 * 120). Twilio generates, sends, expires and checks the code; we only send the number and code.
 */
export function createTwilioVerifySms(options: TwilioVerifyOptions): SmsVerificationProvider {
  const doFetch = options.fetch ?? fetch;
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  const service = `${options.baseUrl.replace(/\/$/, '')}/v2/Services/${encodeURIComponent(options.serviceSid)}`;

  async function post(path: string, form: Record<string, string>) {
    let response: Response;
    try {
      response = await doFetch(`${service}/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsProviderError(`Twilio Verify unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  }

  function failure(status: number, body: TwilioError): SmsProviderError {
    const detail = `Twilio Verify ${status} ${body.code ?? ''} ${body.message ?? ''}`.trim();
    if (status === 429) return new SmsProviderError(detail, 'rate_limited');
    if (body.code && INVALID_NUMBER_CODES.has(body.code)) {
      return new SmsProviderError(detail, 'invalid_number');
    }
    return new SmsProviderError(detail);
  }

  return {
    name: 'twilio',
    async sendCode(isoPhone) {
      const { status, body } = await post('Verifications', { To: isoPhone, Channel: 'sms' });
      if (status !== 200 && status !== 201) throw failure(status, body as TwilioError);
    },
    async checkCode(isoPhone, code) {
      const { status, body } = await post('VerificationCheck', { To: isoPhone, Code: code });
      // 404: no pending verification (expired, used, or its attempts ran out): the code is wrong.
      if (status === 404) return 'wrong';
      if (status !== 200) throw failure(status, body as TwilioError);
      return body.status === 'approved' ? 'approved' : 'wrong';
    },
  };
}
