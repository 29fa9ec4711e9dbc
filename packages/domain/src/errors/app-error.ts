/**
 * Error codes shared by server and web. Services throw `AppError` with one of these codes;
 * the server maps each code to an HTTP status in one table (apps/server/src/http/error-status.ts)
 * that the compiler checks for completeness, and answers `{ error: { code, message, details } }`.
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'email_in_use',
  'invalid_credentials',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'unexpected_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field-level problems a form can place next to its inputs: field name → message. */
export type FieldErrors = Record<string, string>;

export interface ErrorDetails {
  fields?: FieldErrors;
  /** The spec's 400 convention: an `errors` list whose entries name the problem (e.g. 'credentials'). */
  errors?: string[];
  [key: string]: unknown;
}

/** The one wire shape of every failed API call. */
export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; details?: ErrorDetails };
}

/** A failure the caller can act on. Thrown by domain rules and services, mapped to HTTP at the edge. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
