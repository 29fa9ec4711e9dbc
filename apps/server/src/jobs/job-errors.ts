/**
 * A failure that retrying cannot fix (bad input, a refused code, a missing record): the job
 * fails at once and `payload` is what the client reads back from the saga transaction.
 */
export class PermanentJobError extends Error {
  readonly payload: Record<string, unknown>;

  constructor(message: string, payload: Record<string, unknown> = {}) {
    super(message);
    this.name = 'PermanentJobError';
    this.payload = { message, ...payload };
  }
}
