import { PASSWORD_MAX, PASSWORD_MIN } from '../staff/password-length';

/** What the own-account screen and its routes say (issue 28, decision 537). */
export const ACCOUNT_MESSAGES = {
  currentPassword: 'Enter your current password.',
  wrongPassword: 'That is not your current password.',
  newPassword: `Your new password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`,
  samePassword: 'Choose a password different from your current one.',
  sessionNotFound: 'That session was not found. It may have ended already.',
} as const;
