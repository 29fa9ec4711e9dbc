/** Build-time settings, read in one place. */
export const env = {
  privacyUrl: import.meta.env.VITE_PRIVACY_URL || 'https://example.com/privacy',
  supportUrl: import.meta.env.VITE_SUPPORT_URL || 'mailto:support@example.com',
  /** The extension survey form; the invite adds campaign, invite, e-mail, brand and lead id. */
  surveyUrl: import.meta.env.VITE_SURVEY_URL || 'https://example.com/extension-survey',
};
