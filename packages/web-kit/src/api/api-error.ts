import type { ErrorDetails } from '@portal/domain/errors/app-error';

/**
 * The one error every failed call throws. `message` is what the user is told (spec section 8,
 * via `describeFailure`); `status` is undefined when no response arrived at all.
 */
export class ApiError extends Error {
  readonly status?: number;
  readonly code?: string;
  readonly details?: ErrorDetails;
  /** 'auth' for a 403: the auth error has already been shown. */
  readonly kind: 'message' | 'auth';

  constructor(init: {
    status?: number;
    code?: string;
    message: string;
    details?: ErrorDetails;
    kind?: 'message' | 'auth';
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.kind = init.kind ?? 'message';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Field messages the server sent (`details.fields`), for forms to place next to inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) ? (error.details?.fields ?? {}) : {};
}
