/**
 * Build-time settings, read in one place. The footer's Privacy and Support links default to pages
 * the portal serves itself (apps/web/public/help); an operator points them elsewhere at build time.
 */
export const env = {
  privacyUrl: import.meta.env.VITE_PRIVACY_URL || '/help/privacy.html',
  supportUrl: import.meta.env.VITE_SUPPORT_URL || '/help/support.html',
  /** The extension survey form; the invite adds campaign, invite, e-mail, brand and lead id. */
  surveyUrl: import.meta.env.VITE_SURVEY_URL || 'https://example.com/extension-survey',
};
