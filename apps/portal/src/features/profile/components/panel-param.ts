import type { ProfilePanel } from './profile-form-values';

const ALIASES: Record<string, ProfilePanel> = {
  social: 'social',
  'social-accounts': 'social',
  social_accounts: 'social',
  socialaccounts: 'social',
  about: 'about',
  'about-you': 'about',
  content: 'content',
  'content-capabilities': 'content',
  contact: 'contact',
  'contact-information': 'contact',
  payment: 'contact',
  family: 'family',
  'family-and-household': 'family',
};

/**
 * The panels open on arrival: the `panel` query parameter (e.g. CONNECT ACCOUNTS opens Social
 * Accounts), Contact Information when a notice asks for payment details, else About You.
 */
export function initialPanels(panel: string | null, notice: string | null): ProfilePanel[] {
  const chosen = panel ? ALIASES[panel.toLowerCase()] : undefined;
  if (chosen) return [chosen];
  if (notice) return ['contact'];
  return ['about'];
}
