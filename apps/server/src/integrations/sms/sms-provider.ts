/**
 * Sends and checks phone verification codes. The provider owns the code (Twilio Verify never
 * reveals it); our service owns the limits (5 sends and 5 wrong checks per number in 10 minutes)
 * and records every attempt, so both providers behave the same to the creator.
 */
export interface SmsVerificationProvider {
  readonly name: 'console' | 'twilio';
  /** Sends a fresh 6-digit code to an E.164 number. Throws SmsProviderError when it cannot. */
  sendCode(isoPhone: string): Promise<void>;
  /**
   * Checks a code against the latest code sent to the number: 'approved' when it matches and
   * has not expired (it is then used up), 'wrong' otherwise. Throws SmsProviderError on failure.
   */
  checkCode(isoPhone: string, code: string): Promise<'approved' | 'wrong'>;
}

/** The provider refused or could not be reached; `reason` is for logs, never for the creator. */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid_number' | 'rate_limited' | 'unavailable' = 'unavailable',
  ) {
    super(message);
    this.name = 'SmsProviderError';
  }
}
