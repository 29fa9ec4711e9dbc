import type { ErrorEnvelope } from './app-error';

/** Spec part 1 section 8 / part 2 section 8: the texts of the global error handling, verbatim. */
export const ERROR_MESSAGES = {
  emailInUse: 'That email is already in use.',
  duplicateSnapchat: 'That Snapchat handle already exists. Please enter a different one.',
  duplicateTwitter: 'That Twitter handle already exists. Please enter a different one.',
  badRequest: 'Sorry there was a problem!  Please try again later.',
  server: 'The server has encountered an error. Please try again later.',
  critical: 'There has been a critical error. Contact us or try again later.',
} as const;

/**
 * Entries of `details.errors` that the 400 rule recognises. The server puts them there so the
 * client can pick the spec's message without parsing prose.
 */
export const ERROR_ENTRIES = {
  credentials: 'credentials',
  duplicateSnapchatHandle: 'duplicate_snapchat_handle',
  duplicateTwitterHandle: 'duplicate_twitter_handle',
} as const;

export type CatalogueOutcome =
  /** Show `message` to the user (a notification, or next to the form). */
  | { kind: 'message'; message: string }
  /** 403: log a warning and dispatch an auth error. */
  | { kind: 'auth'; message: string };

function serverText(body: unknown): string | undefined {
  const message = (body as Partial<ErrorEnvelope> | undefined)?.error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

function errorEntries(body: unknown): string[] {
  const entries = (body as Partial<ErrorEnvelope> | undefined)?.error?.details?.errors;
  return Array.isArray(entries) ? entries.filter((e): e is string => typeof e === 'string') : [];
}

/**
 * Spec part 1 section 8 'Global handling of failed actions by HTTP status' (and the same table in
 * part 2 section 8): turns a failed call's status and body into what the user is told.
 * `status` is undefined when no response arrived at all (network down, CORS, aborted).
 */
export function describeFailure(status: number | undefined, body?: unknown): CatalogueOutcome {
  if (status === undefined) return { kind: 'message', message: ERROR_MESSAGES.critical };
  if (status === 403) return { kind: 'auth', message: serverText(body) ?? 'Forbidden' };
  if (status === 400) {
    const entries = errorEntries(body);
    if (entries.some((e) => e.includes(ERROR_ENTRIES.credentials))) {
      return { kind: 'message', message: ERROR_MESSAGES.emailInUse };
    }
    if (entries.includes(ERROR_ENTRIES.duplicateSnapchatHandle)) {
      return { kind: 'message', message: ERROR_MESSAGES.duplicateSnapchat };
    }
    if (entries.includes(ERROR_ENTRIES.duplicateTwitterHandle)) {
      return { kind: 'message', message: ERROR_MESSAGES.duplicateTwitter };
    }
    return { kind: 'message', message: serverText(body) ?? ERROR_MESSAGES.badRequest };
  }
  return { kind: 'message', message: serverText(body) ?? ERROR_MESSAGES.server };
}
