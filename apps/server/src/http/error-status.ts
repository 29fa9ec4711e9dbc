import type { ErrorCode } from '@portal/domain/errors/app-error';

/** Every domain error code's HTTP status. A `Record` so the compiler refuses a missing code. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  email_in_use: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unexpected_error: 500,
};
