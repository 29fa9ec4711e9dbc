import type { StaffRoleName } from '@portal/domain/staff/staff-api';

/**
 * The console's sections and who sees each (issue 28: one sign-in for ops and brand users,
 * sections by role). Every section is listed here, once: add a screen's entry to this list.
 * The server refuses what a role may not do whatever the menu shows.
 */
export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  roles: readonly StaffRoleName[];
}

const everyone = ['ops', 'brand_admin', 'brand_reviewer'] as const;
const managers = ['ops', 'brand_admin'] as const;

export const NAV: readonly NavItem[] = [
  { to: '/', label: 'Queue', end: true, roles: everyone },
  { to: '/invite-requests', label: 'Invite requests', roles: everyone },
  // Payouts carry creators' PayPal addresses: ops only (decision 422).
  { to: '/payouts', label: 'Payouts', roles: ['ops'] },
  // The campaign studio (issue 29): ops for every brand, brand users for their own.
  { to: '/campaigns', label: 'Campaigns', roles: everyone },
  // Creators is the directory: find who has signed up and invite them to a campaign. Sign-up
  // invitations e-mail people who are not creators yet, and list who has joined (decision 660).
  { to: '/creators', label: 'Creators', roles: everyone },
  { to: '/brands', label: 'Brands', roles: ['ops'] },
  { to: '/team', label: 'Team', roles: managers },
  { to: '/creator-invitations', label: 'Sign-up invitations', roles: managers },
  { to: '/audit', label: 'Audit log', roles: managers },
  { to: '/account', label: 'Account', roles: everyone },
];

/** The sections a role sees; before the role is known, those everyone sees. */
export function navFor(role: StaffRoleName | undefined): readonly NavItem[] {
  return NAV.filter((item) =>
    role ? item.roles.includes(role) : item.roles.length === everyone.length,
  );
}

/**
 * The menu's section a path belongs to (by its first segment: `/campaigns/5/board` is in
 * Campaigns), or none for pages outside the menu (a content item: the server decides).
 */
export function sectionOf(pathname: string): NavItem | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return NAV.find((item) => (item.end ? pathname === item.to : first === item.to));
}

/** Who may open a section, in words: "ops and brand admins". */
export function sectionAudience(item: NavItem): string {
  return item.roles.map((role) => ROLE_PLURALS[role]).join(' and ');
}

const ROLE_PLURALS: Record<StaffRoleName, string> = {
  ops: 'ops',
  brand_admin: 'brand admins',
  brand_reviewer: 'brand reviewers',
};

/** The console's names for roles. */
export const ROLE_LABELS: Record<StaffRoleName, string> = {
  ops: 'Ops',
  brand_admin: 'Brand admin',
  brand_reviewer: 'Brand reviewer',
};
