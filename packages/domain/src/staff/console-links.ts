/**
 * The console's pages that e-mails and the command line link to (issue 28). The console is
 * served under /review (decision 420); its router and the server's e-mails both read these.
 */
export const CONSOLE_BASE = '/review';

export const CONSOLE_LINKS = {
  signIn: `${CONSOLE_BASE}/login`,
  /** `?token=`: an invitation's (or the first admin's) set-password page. */
  setPassword: `${CONSOLE_BASE}/set-password`,
  /** `?token=`: a staff user's password reset. */
  resetPassword: `${CONSOLE_BASE}/reset-password`,
  /** The team: staff and invitations. */
  team: `${CONSOLE_BASE}/team`,
} as const;
