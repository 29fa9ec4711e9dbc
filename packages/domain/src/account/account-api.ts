import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../staff/password-length';
import { ACCOUNT_MESSAGES } from './account-messages';

/**
 * Issue 28, "Own account": every signed-in user changes their password (the current one, then the
 * new one; every other session ends), sees where they are signed in, and signs out everywhere
 * (decision 537).
 */

// The messages live in a module without zod, for the console's Account page (issue 33).
export { ACCOUNT_MESSAGES } from './account-messages';

export const ChangePasswordSchema = z
  .object({
    current_password: z
      .string({ error: ACCOUNT_MESSAGES.currentPassword })
      .min(1, { error: ACCOUNT_MESSAGES.currentPassword })
      .max(PASSWORD_MAX, { error: ACCOUNT_MESSAGES.wrongPassword }),
    new_password: z
      .string({ error: ACCOUNT_MESSAGES.newPassword })
      .min(PASSWORD_MIN, { error: ACCOUNT_MESSAGES.newPassword })
      .max(PASSWORD_MAX, { error: ACCOUNT_MESSAGES.newPassword }),
  })
  .refine((v) => v.current_password !== v.new_password, {
    error: ACCOUNT_MESSAGES.samePassword,
    path: ['new_password'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

/** One place the user is signed in: one session (a sign-in and the refreshes that followed it). */
export const AccountSessionSchema = z.object({
  /** The session's own id (opaque). */
  id: z.string(),
  /** This browser: the session the request came with. */
  current: z.boolean(),
  /** The browser and system, e.g. "Chrome on Windows"; "Unknown browser" when it did not say. */
  device: z.string(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_active_at: z.string(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionsSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export type AccountSessions = z.infer<typeof AccountSessionsSchema>;

export const AccountSessionParamsSchema = z.object({ sessionId: z.uuid() });
