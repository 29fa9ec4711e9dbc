/**
 * Password rules shared with sign-up (auth.schemas), staff invitations and the own-account screen;
 * no zod here, so a console page that only shows them loads no schema (issue 33).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
