/**
 * Build-time settings, read in one place. The footer's Privacy link is the server's /privacy
 * (the operator replaces it at run time with PRIVACY_POLICY_FILE) and Support is the portal's
 * own page with its form (decision 544).
 */
export const env = {
  privacyUrl: '/privacy',
  /** The extension survey form; the invite adds campaign, invite, e-mail, brand and lead id. */
  surveyUrl: import.meta.env.VITE_SURVEY_URL || 'https://example.com/extension-survey',
};
