/**
 * Sign-in throttling per account (issue 27, decision 512). The per-address limit (10 a minute)
 * does not stop one account being guessed from many addresses; this rule does, by the account:
 * the first few wrong passwords cost nothing, then each further one makes the account wait
 * longer before the next try — 15 s, 30 s, 1 min, … — up to a quarter of an hour, never longer:
 * a real owner is never locked out for good (and a password reset always works). Failures older
 * than a day are forgotten; a successful sign-in or password reset clears them.
 */
export const FREE_SIGN_IN_FAILURES = 5;
export const FIRST_SIGN_IN_DELAY_MS = 15_000;
export const MAX_SIGN_IN_DELAY_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_FORGOTTEN_MS = 24 * 60 * 60_000;

/** How long the account must wait after its `failures`-th wrong password in a row (0: not at all). */
export function signInDelayAfter(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_SIGN_IN_FAILURES, 20);
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_SIGN_IN_DELAY_MS * 2 ** doublings);
}

/**
 * Whether this failure should tell the owner by e-mail: when the account first has to wait, at
 * most once a day.
 */
export function shouldTellOwner(failures: number, ownerToldAt: Date | null, now: Date): boolean {
  if (failures < FREE_SIGN_IN_FAILURES) return false;
  return !ownerToldAt || now.getTime() - ownerToldAt.getTime() > SIGN_IN_FAILURES_FORGOTTEN_MS;
}

/** The message a throttled sign-in answers, in whole minutes or seconds. */
export function throttledMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `Too many attempts to sign in to this account. Please try again in ${wait}.`;
}
